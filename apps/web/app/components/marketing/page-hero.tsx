import { Badge } from "@keystone/ui/components/badge";
import type { Hero } from "~/content/types";
import { ActionRow } from "./action-link";

/** The top of every page: the page's only h1, on the brand colour. */
export function PageHero({ hero }: { hero: Hero }) {
  const { eyebrow, eyebrowBadge, title, description, actions, note } = hero;
  return (
    <section aria-labelledby="page-title" className="bg-primary text-primary-foreground">
      <div className="mx-auto flex max-w-5xl flex-col items-center gap-6 px-4 py-20 text-center sm:px-6 lg:px-8 lg:py-28">
        <div className="text-sm font-semibold tracking-wider uppercase">
          {eyebrowBadge ? (
            <Badge variant="highlight" className="px-3 py-1 text-sm normal-case">
              {eyebrow}
            </Badge>
          ) : (
            eyebrow
          )}
        </div>
        <h1 id="page-title" className="text-3xl font-bold tracking-tight text-balance sm:text-5xl">
          {title}
        </h1>
        <p className="max-w-3xl text-lg text-pretty opacity-90 sm:text-xl">{description}</p>
        {actions && <ActionRow actions={actions} onBrand className="mt-2" />}
        {note && (
          <p className="inline-flex items-center gap-2 text-lg font-medium">
            <note.icon aria-hidden="true" className="size-5" />
            {note.text}
          </p>
        )}
      </div>
    </section>
  );
}
