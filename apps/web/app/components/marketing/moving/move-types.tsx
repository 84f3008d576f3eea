import { Button } from "@keystone/ui/components/button";
import { moveTypes, movingPage } from "~/content/moving";
import { CheckList } from "../check-list";
import { PageSection } from "../page-section";

export function MoveTypes() {
  return (
    <PageSection intro={movingPage.moveTypes}>
      <div className="grid gap-8 md:grid-cols-2">
        {moveTypes.map(({ id, title, description, icon: Icon, highlights }) => (
          <article
            key={id}
            id={id}
            aria-labelledby={`${id}-title`}
            className="flex scroll-mt-20 flex-col gap-5 rounded-xl border bg-card p-8 shadow-sm"
          >
            <Icon aria-hidden="true" className="size-10 text-primary" />
            <h3 id={`${id}-title`} className="text-2xl font-semibold">
              {title}
            </h3>
            <p className="text-muted-foreground">{description}</p>
            <CheckList items={highlights} />
            <Button variant="outline" size="lg" className="mt-auto self-start">
              Learn More<span className="sr-only"> about {title.toLowerCase()}</span>
            </Button>
          </article>
        ))}
      </div>
    </PageSection>
  );
}
