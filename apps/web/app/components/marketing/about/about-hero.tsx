import { experienceYears } from "~/content/about";
import { PageHero } from "../page-hero";

export function AboutHero() {
  return (
    <PageHero
      eyebrow="About Us"
      title="About Keystone Holdings"
      description={`${experienceYears} years of building and backing essential businesses, from a finance and insurance advisory in 2010 to a holding company of six companies and a community project.`}
    />
  );
}
