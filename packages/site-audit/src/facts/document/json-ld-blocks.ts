import { summariseJsonLd } from "../structured-data";
import type { DocumentFacts } from "../types";

/**
 * Characters of one JSON-LD block handed to the summary: a real block is a few kilobytes; past
 * this the summary says it does not parse, and `chars` still gives the block's true length.
 */
export const JSON_LD_CHARS_READ = 1024 * 1024;
/** JSON-LD blocks summarised per page; the others are counted. */
export const JSON_LD_KEPT = 100;

/** The type of a `<script>` that holds JSON-LD, parameters and case aside. */
export const isJsonLdType = (type: string) =>
  type.split(";", 1)[0]?.trim().toLowerCase() === "application/ld+json";

/**
 * The JSON-LD blocks of one document as its tokenizer meets them: each block's text (up to
 * `JSON_LD_CHARS_READ`), its true length and its line, summarised by `summariseJsonLd` when it
 * closes; past `JSON_LD_KEPT` blocks only counted.
 */
export class JsonLdBlocks {
  #block: { line: number; chars: number; parts: string[]; read: number; kept: boolean } | null =
    null;
  #nextNewline: number | undefined;
  #line = 1;

  constructor(
    private readonly rawHtml: string,
    private readonly facts: DocumentFacts,
  ) {}

  /** A JSON-LD script opens at `start` (its `<`). */
  open(start: number): void {
    const kept = this.facts.jsonLdCount < JSON_LD_KEPT;
    // A block past the cap is only counted and measured: its line is not needed.
    this.#block = { line: kept ? this.#lineAt(start) : 0, chars: 0, parts: [], read: 0, kept };
  }

  /** Text of the script, if one is open. */
  text(start: number, end: number): void {
    const block = this.#block;
    if (!block) return;
    block.chars += end - start;
    if (!block.kept || block.read >= JSON_LD_CHARS_READ) return;
    const piece = this.rawHtml.slice(start, Math.min(end, start + JSON_LD_CHARS_READ - block.read));
    block.parts.push(piece);
    block.read += piece.length;
  }

  /** The script's end (or the document's, for a script left open). */
  close(): void {
    const block = this.#block;
    if (!block) return;
    this.facts.jsonLdCount++;
    if (block.kept) {
      const summary = summariseJsonLd(block.parts.join(""));
      this.facts.jsonLd.push({ line: block.line, chars: block.chars, summary });
    }
    this.#block = null;
  }

  /**
   * The 1-based line of `index`. Blocks come in order, so each newline is found once: the search
   * resumes at the newline after the last one counted, never rescanning a text without newlines
   * to its end for every block (a quadratic read the linearity test caught).
   */
  #lineAt(index: number): number {
    this.#nextNewline ??= this.rawHtml.indexOf("\n");
    while (this.#nextNewline >= 0 && this.#nextNewline < index) {
      this.#line++;
      this.#nextNewline = this.rawHtml.indexOf("\n", this.#nextNewline + 1);
    }
    return this.#line;
  }
}
