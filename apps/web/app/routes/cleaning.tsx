import { pages } from "~/content/pages";
import { pageMeta } from "~/lib/page-meta";

export const meta = () => pageMeta(pages.cleaning);

export default function Cleaning() {
  return (
    <section aria-labelledby="page-title" className="mx-auto max-w-5xl px-4 py-20">
      <h1 id="page-title" className="text-4xl font-bold tracking-tight">
        Cleaning Services
      </h1>
      <p className="mt-6 max-w-2xl text-lg text-muted-foreground">
        BrightNest Home Cleaning keeps homes spotless with recurring plans and one-time deep cleans.
      </p>
    </section>
  );
}
