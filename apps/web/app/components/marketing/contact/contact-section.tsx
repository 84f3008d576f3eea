import { ContactForm } from "./contact-form";
import { ContactInfo } from "./contact-info";

export function ContactSection() {
  return (
    <div className="mx-auto grid max-w-7xl gap-12 px-4 py-16 sm:px-6 lg:grid-cols-[1fr_2fr] lg:px-8 lg:py-24">
      <ContactInfo />
      <ContactForm />
    </div>
  );
}
