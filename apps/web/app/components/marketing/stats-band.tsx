import { Stat } from "@keystone/ui/components/stat";
import type { StatsBand as StatsBandContent } from "~/content/types";

/** Key figures side by side (two columns on phones, four from tablets up) in a band of their own. */
export function StatsBand({ band }: { band: StatsBandContent }) {
  const titleId = `${band.id}-title`;
  return (
    <section aria-labelledby={titleId} className="border-b">
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8">
        <h2 id={titleId} className="sr-only">
          {band.title}
        </h2>
        <ul aria-label={band.label} className="grid grid-cols-2 gap-8 md:grid-cols-4">
          {band.items.map(({ value, label, icon: Icon }) => (
            <li key={label}>
              <Stat value={value} label={label} icon={<Icon />} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
