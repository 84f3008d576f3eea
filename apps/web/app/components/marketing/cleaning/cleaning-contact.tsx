import { CallToAction } from "../call-to-action";
import { EmailLink } from "../email-link";

export function CleaningContact() {
  return (
    <CallToAction
      id="cleaning-contact"
      title="Questions About a Clean?"
      description="Tell us about your home and we will recommend the right plan."
    >
      <EmailLink variant="highlight" subject="Cleaning services inquiry">
        Email Us
      </EmailLink>
    </CallToAction>
  );
}
