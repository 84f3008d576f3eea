import { pages } from "~/content/pages";
import { pageMeta } from "~/lib/page-meta";

export const meta = () => pageMeta(pages.financial);

export default function Financial() {
  return (
    <section aria-labelledby="page-title" className="mx-auto max-w-5xl px-4 py-20">
      <h1 id="page-title" className="text-4xl font-bold tracking-tight">
        Automotive Financial Services
      </h1>
      <p className="mt-6 max-w-2xl text-lg text-muted-foreground">
        Keystone Auto Finance offers credit solutions, insurance brokerage and partnership solutions
        for drivers and dealers.
      </p>
    </section>
  );
}
