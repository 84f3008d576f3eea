/**
 * CONTRACT (issue 35): owned by the structured-data work. `summariseJsonLd` is called by the
 * document reader once per `<script type="application/ld+json">` with the block's text (already
 * capped by the reader); it must be linear in the text and bounded in depth.
 */
export type JsonLdSummary =
  | { ok: false; error: string }
  | {
      ok: true;
      /** Each top-level item (an array's items, a `@graph`'s items), summarised. */
      items: JsonLdItem[];
      itemCount: number;
    };

export interface JsonLdItem {
  context: string | null;
  types: string[];
  /** Property name → kind of its value: "text" | "url" | "number" | "object" | "array" | "boolean" | "null". */
  properties: Record<string, string>;
}

/** Placeholder until the structured-data work lands: reports that the block was not read. */
export function summariseJsonLd(text: string): JsonLdSummary {
  return { ok: false, error: `not read (${text.length} characters)` };
}
