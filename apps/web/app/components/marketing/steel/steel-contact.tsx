import { CallToAction } from "../call-to-action";
import { EmailLink } from "../email-link";

export function SteelContact() {
  return (
    <CallToAction
      id="steel-contact"
      title="Get a Quote for Your Next Frame"
      description="Send us your drawings and schedule; our estimators reply with a price and a delivery date within two business days."
    >
      <EmailLink variant="highlight" subject="Steel framing quote">
        Email Our Sales Team
      </EmailLink>
    </CallToAction>
  );
}
