import { pages } from "~/content/pages";
import { pageMeta } from "~/lib/page-meta";

export const meta = () => pageMeta(pages.analysis);

export default function Analysis() {
  return (
    <section aria-labelledby="page-title" className="mx-auto max-w-5xl px-4 py-16">
      <h1 id="page-title" className="text-4xl font-bold tracking-tight">
        Website Analysis Tool
      </h1>
      <p className="mt-6 max-w-2xl text-lg text-muted-foreground">
        Crawl the websites of our moving, cleaning and financial services companies and review what
        each site publishes.
      </p>
    </section>
  );
}
