import { PageHero } from "../page-hero";

export function ContactHero() {
  return (
    <PageHero
      eyebrow="We'd Like to Hear From You"
      title="Contact Us"
      description="Whether you want to partner with us, sell your business, invest, or book one of our services, we would like to hear from you."
    />
  );
}
