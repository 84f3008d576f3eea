import { Building2 } from "lucide-react";
import {
  Carousel,
  CarouselContent,
  CarouselControls,
  CarouselItem,
  CarouselNext,
  CarouselPosition,
  CarouselPrevious,
  CarouselRotationControl,
  type CarouselProps,
} from "../components/carousel";
import { projects as allProjects } from "./projects";

type ProjectCarouselProps = Omit<CarouselProps, "count"> & { projects?: typeof allProjects };

/** The construction page's project gallery with sample projects, for the stories that need one. */
export function ProjectCarousel({ projects = allProjects, ...props }: ProjectCarouselProps) {
  return (
    <Carousel count={projects.length} className="mx-auto max-w-2xl" {...props}>
      <CarouselContent>
        {projects.map((project) => (
          <CarouselItem key={project.title}>
            <figure className="flex flex-col overflow-hidden rounded-xl border bg-card">
              <div
                role="img"
                aria-label={`Photo of ${project.title}`}
                className="flex aspect-video items-center justify-center bg-secondary text-secondary-foreground"
              >
                <Building2 aria-hidden="true" className="size-16" />
              </div>
              <figcaption className="p-4">
                <p className="font-semibold">{project.title}</p>
                <p className="text-sm text-muted-foreground">{project.description}</p>
              </figcaption>
            </figure>
          </CarouselItem>
        ))}
      </CarouselContent>
      <CarouselControls>
        <CarouselRotationControl />
        <CarouselPrevious />
        <CarouselPosition />
        <CarouselNext />
      </CarouselControls>
    </Carousel>
  );
}
