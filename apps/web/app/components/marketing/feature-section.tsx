import { FeatureCard } from "@keystone/ui/components/feature-card";
import { cn } from "@keystone/ui/lib/utils";
import type { FeatureSection as FeatureSectionContent } from "~/content/types";
import { ActionLink } from "./action-link";
import { PageSection } from "./page-section";

const columnClasses = {
  3: "md:grid-cols-2 lg:grid-cols-3",
  4: "sm:grid-cols-2 lg:grid-cols-4",
} as const;

/** Services, values, reasons: feature cards in a responsive grid, and a call to action if any. */
export function FeatureSection({ section }: { section: FeatureSectionContent }) {
  const { items, columns = 3, tone, action } = section;
  return (
    <PageSection intro={section}>
      <ul className={cn("grid gap-6", columnClasses[columns])}>
        {items.map(({ title, description, icon: Icon }) => (
          <li key={title}>
            <FeatureCard title={title} description={description} icon={<Icon />} tone={tone} />
          </li>
        ))}
      </ul>
      {action && (
        <div className="flex justify-center">
          <ActionLink action={action} />
        </div>
      )}
    </PageSection>
  );
}
