import { pages } from "~/content/pages";
import { pageMeta } from "~/lib/page-meta";

export const meta = () => pageMeta(pages.about);

export default function About() {
  return (
    <section aria-labelledby="page-title" className="mx-auto max-w-5xl px-4 py-20">
      <h1 id="page-title" className="text-4xl font-bold tracking-tight">
        About Keystone Holdings
      </h1>
      <p className="mt-6 max-w-2xl text-lg text-muted-foreground">
        For more than 15 years we have built and backed essential businesses, from a finance and
        insurance advisory in 2010 to a holding company in 2025.
      </p>
    </section>
  );
}
