import { homeStats } from "~/content/home";
import { StatsRow } from "../stats-row";

export function HomeStats() {
  return (
    <section aria-labelledby="stats-title" className="border-b">
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8">
        <h2 id="stats-title" className="sr-only">
          Keystone Holdings at a Glance
        </h2>
        <StatsRow stats={homeStats} label="Key figures" />
      </div>
    </section>
  );
}
