import { buttonVariants } from "@keystone/ui/components/button";
import { Phone } from "lucide-react";
import { siteConfig } from "~/site.config";
import { CallToAction } from "../call-to-action";
import { EmailLink } from "../email-link";

export function CosmeticsContact() {
  return (
    <CallToAction
      id="contact"
      title="Book a Scan or Ask Our Skin Specialists"
      description="Write or call us to book your Indago Scan, find a stockist or become a retail partner."
    >
      <EmailLink variant="highlight" subject="Indago Beauty inquiry">
        Email Us
      </EmailLink>
      <a
        href={siteConfig.phone.href}
        className={buttonVariants({ variant: "outline", size: "lg", className: "text-foreground" })}
      >
        <Phone aria-hidden="true" />
        Call {siteConfig.phone.display}
      </a>
    </CallToAction>
  );
}
