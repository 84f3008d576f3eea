import { CallToAction } from "../call-to-action";
import { EmailLink } from "../email-link";

export function ConstructionContact() {
  return (
    <CallToAction
      id="start-your-project"
      title="Ready to Start Your Project?"
      description="Send us your plans, photos or just an idea. A project manager will reply within one business day."
    >
      <EmailLink variant="highlight" subject="Construction project inquiry">
        Email Us
      </EmailLink>
    </CallToAction>
  );
}
