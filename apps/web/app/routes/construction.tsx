import { pages } from "~/content/pages";
import { pageMeta } from "~/lib/page-meta";

export const meta = () => pageMeta(pages.construction);

export default function Construction() {
  return (
    <section aria-labelledby="page-title" className="mx-auto max-w-5xl px-4 py-20">
      <h1 id="page-title" className="text-4xl font-bold tracking-tight">
        Construction Services
      </h1>
      <p className="mt-6 max-w-2xl text-lg text-muted-foreground">
        Keystone Build &amp; Design plans, designs and builds homes and commercial buildings, from
        the first consultation to the final walkthrough.
      </p>
    </section>
  );
}
