import {
  Carousel,
  CarouselContent,
  CarouselControls,
  CarouselItem,
  CarouselNext,
  CarouselPosition,
  CarouselPrevious,
} from "@keystone/ui/components/carousel";
import { constructionPage, projects } from "~/content/construction";
import { ContentImage } from "../content-image";
import { PageSection } from "../page-section";

export function LatestProjects() {
  return (
    <PageSection intro={constructionPage.projects}>
      <Carousel
        label="Project gallery"
        count={projects.length}
        className="mx-auto w-full max-w-4xl"
      >
        <CarouselContent>
          {projects.map(({ title, description, image }, index) => (
            <CarouselItem key={title}>
              <figure className="flex flex-col overflow-hidden rounded-xl border bg-card">
                <ContentImage image={image} eager={index === 0} />
                <figcaption className="flex flex-col gap-2 p-6">
                  <h3 className="text-xl font-semibold">{title}</h3>
                  <p className="text-muted-foreground">{description}</p>
                </figcaption>
              </figure>
            </CarouselItem>
          ))}
        </CarouselContent>
        <CarouselControls>
          <CarouselPrevious />
          <CarouselPosition />
          <CarouselNext />
        </CarouselControls>
      </Carousel>
    </PageSection>
  );
}
