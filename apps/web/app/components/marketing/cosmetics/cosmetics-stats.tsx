import { cosmeticsStats } from "~/content/cosmetics";
import { StatsRow } from "../stats-row";

export function CosmeticsStats() {
  return (
    <section aria-labelledby="cosmetics-stats-title" className="border-b">
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8">
        <h2 id="cosmetics-stats-title" className="sr-only">
          Indago Beauty in Numbers
        </h2>
        <StatsRow stats={cosmeticsStats} label="Indago Beauty in numbers" />
      </div>
    </section>
  );
}
