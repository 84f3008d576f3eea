import { pages } from "~/content/pages";
import { pageMeta } from "~/lib/page-meta";

export const meta = () => pageMeta(pages.portfolio);

export default function Portfolio() {
  return (
    <section aria-labelledby="page-title" className="mx-auto max-w-5xl px-4 py-20">
      <h1 id="page-title" className="text-4xl font-bold tracking-tight">
        Our Investment History
      </h1>
      <p className="mt-6 max-w-2xl text-lg text-muted-foreground">
        Seven companies in industries that stay essential in every economy and resist disruption by
        artificial intelligence.
      </p>
    </section>
  );
}
