import { pages } from "~/content/pages";
import { CallToAction } from "../call-to-action";
import { LinkButton } from "../link-button";

export function GetInTouch() {
  return (
    <CallToAction
      id="get-in-touch"
      title="Own a Business in an Essential Industry?"
      description="Whether you want to sell, partner, invest or franchise, we would like to hear from you."
    >
      <LinkButton to={pages.contact.path} variant="highlight">
        Get In Touch
      </LinkButton>
    </CallToAction>
  );
}
