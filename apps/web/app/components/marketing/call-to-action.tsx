import type { ContactBand } from "~/content/types";
import { ActionRow } from "./action-link";

/** A closing band that asks the visitor to get in touch. */
export function CallToAction({ band }: { band: ContactBand }) {
  const { id, title, description, actions } = band;
  const titleId = `${id}-title`;
  return (
    <section
      id={id}
      aria-labelledby={titleId}
      className="scroll-mt-20 bg-primary text-primary-foreground"
    >
      <div className="mx-auto flex max-w-4xl flex-col items-center gap-6 px-4 py-16 text-center sm:px-6 lg:py-20">
        <h2 id={titleId} className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">
          {title}
        </h2>
        <div className="max-w-2xl text-lg text-pretty opacity-90">{description}</div>
        <ActionRow actions={actions} onBrand />
      </div>
    </section>
  );
}
