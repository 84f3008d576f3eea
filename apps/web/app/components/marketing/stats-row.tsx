import { Stat } from "@keystone/ui/components/stat";
import type { StatItem } from "~/content/types";

/** Key figures side by side: two columns on phones, four from tablets up. */
export function StatsRow({ stats, label }: { stats: StatItem[]; label: string }) {
  return (
    <ul aria-label={label} className="grid grid-cols-2 gap-8 md:grid-cols-4">
      {stats.map(({ value, label: statLabel, icon: Icon }) => (
        <li key={statLabel}>
          <Stat value={value} label={statLabel} icon={<Icon />} />
        </li>
      ))}
    </ul>
  );
}
