import { Toaster } from "@keystone/ui/components/toaster";
import { BackToTop } from "~/components/marketing/contact/back-to-top";
import { ContactSection } from "~/components/marketing/contact/contact-section";
import { PageHero } from "~/components/marketing/page-hero";
import { contactHero } from "~/content/contact";
import { pages } from "~/content/pages";
import { pageMeta } from "~/lib/page-meta";
import { pageHandle } from "~/lib/route-handle";

export const meta = () => pageMeta(pages.contact);
export const handle = pageHandle(pages.contact);

export default function Contact() {
  return (
    <>
      <PageHero hero={contactHero} />
      <ContactSection />
      <BackToTop />
      <Toaster />
    </>
  );
}
