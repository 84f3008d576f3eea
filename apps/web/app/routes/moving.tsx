import { pages } from "~/content/pages";
import { pageMeta } from "~/lib/page-meta";

export const meta = () => pageMeta(pages.moving);

export default function Moving() {
  return (
    <section aria-labelledby="page-title" className="mx-auto max-w-5xl px-4 py-20">
      <h1 id="page-title" className="text-4xl font-bold tracking-tight">
        Moving Services
      </h1>
      <p className="mt-6 max-w-2xl text-lg text-muted-foreground">
        SwiftPath Moving handles local and regional moves, from the first box to the last delivery.
      </p>
    </section>
  );
}
