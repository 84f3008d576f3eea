import { Toaster } from "@keystone/ui/components/toaster";
import { BackToTop } from "~/components/marketing/contact/back-to-top";
import { ContactHero } from "~/components/marketing/contact/contact-hero";
import { ContactSection } from "~/components/marketing/contact/contact-section";
import { pages } from "~/content/pages";
import { pageMeta } from "~/lib/page-meta";
import { staticDocument } from "~/lib/route-handle";

export const meta = () => pageMeta(pages.contact);

export const handle = staticDocument;

export default function Contact() {
  return (
    <>
      <ContactHero />
      <ContactSection />
      <BackToTop />
      <Toaster />
    </>
  );
}
