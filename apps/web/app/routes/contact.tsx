import { pages } from "~/content/pages";
import { pageMeta } from "~/lib/page-meta";

export const meta = () => pageMeta(pages.contact);

export default function Contact() {
  return (
    <section aria-labelledby="page-title" className="mx-auto max-w-5xl px-4 py-20">
      <h1 id="page-title" className="text-4xl font-bold tracking-tight">
        Contact Us
      </h1>
      <p className="mt-6 max-w-2xl text-lg text-muted-foreground">
        Whether you want to partner with us, sell your business, invest or use one of our services,
        we would like to hear from you.
      </p>
    </section>
  );
}
