import { Testimonial } from "@keystone/ui/components/testimonial";
import { constructionPage, constructionTestimonials } from "~/content/construction";
import { PageSection } from "../page-section";

export function ClientTestimonials() {
  return (
    <PageSection intro={constructionPage.testimonials}>
      <ul className="mx-auto grid w-full max-w-5xl gap-6 md:grid-cols-2">
        {constructionTestimonials.map((testimonial) => (
          <li key={testimonial.name}>
            <Testimonial {...testimonial} />
          </li>
        ))}
      </ul>
    </PageSection>
  );
}
