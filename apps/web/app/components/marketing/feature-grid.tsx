import { FeatureCard } from "@keystone/ui/components/feature-card";
import type { Tone } from "@keystone/ui/lib/tone";
import { cn } from "@keystone/ui/lib/utils";
import type { Feature } from "~/content/types";

const columnClasses = {
  3: "md:grid-cols-2 lg:grid-cols-3",
  4: "sm:grid-cols-2 lg:grid-cols-4",
} as const;

type FeatureGridProps = {
  items: Feature[];
  columns?: keyof typeof columnClasses;
  tone?: Tone;
};

/** Services, values, reasons: a list of feature cards laid out in a responsive grid. */
export function FeatureGrid({ items, columns = 3, tone }: FeatureGridProps) {
  return (
    <ul className={cn("grid gap-6", columnClasses[columns])}>
      {items.map(({ title, description, icon: Icon }) => (
        <li key={title}>
          <FeatureCard title={title} description={description} icon={<Icon />} tone={tone} />
        </li>
      ))}
    </ul>
  );
}
