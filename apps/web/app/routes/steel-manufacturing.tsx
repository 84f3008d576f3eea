import { pages } from "~/content/pages";
import { pageMeta } from "~/lib/page-meta";

export const meta = () => pageMeta(pages.steelManufacturing);

export default function SteelManufacturing() {
  return (
    <section aria-labelledby="page-title" className="mx-auto max-w-5xl px-4 py-20">
      <h1 id="page-title" className="text-4xl font-bold tracking-tight">
        Light Gauge Steel Manufacturing
      </h1>
      <p className="mt-6 max-w-2xl text-lg text-muted-foreground">
        Keystone Steel Works manufactures light gauge steel framing in Las Vegas, Nevada.
      </p>
    </section>
  );
}
