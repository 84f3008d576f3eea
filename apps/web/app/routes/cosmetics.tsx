import { pages } from "~/content/pages";
import { pageMeta } from "~/lib/page-meta";

export const meta = () => pageMeta(pages.cosmetics);

export default function Cosmetics() {
  return (
    <section aria-labelledby="page-title" className="mx-auto max-w-5xl px-4 py-20">
      <h1 id="page-title" className="text-4xl font-bold tracking-tight">
        Indago Beauty
      </h1>
      <p className="mt-6 max-w-2xl text-lg text-muted-foreground">
        Skincare, color cosmetics, hair care and fragrance, matched to your skin by the Indago Scan.
      </p>
    </section>
  );
}
