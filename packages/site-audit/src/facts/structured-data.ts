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
  /**
   * The objects one level down, summarised without their own children: property name → the
   * first `JSON_LD_CHILDREN_KEPT` objects of its value (an Offer in a Product, a breadcrumb's
   * ListItems, an FAQ's Questions), for `JSON_LD_PROPERTIES_WITH_CHILDREN` properties at most.
   * Absent on a child, and in summaries made before it was added.
   */
  children?: Record<string, JsonLdItem[]>;
}

/**
 * Nesting beyond which a block is not parsed. Real JSON-LD nests a few levels (an Offer in a
 * Product in a `@graph`); a block nested deeper is hostile, and parsing it would build that many
 * objects inside each other for nothing.
 */
export const JSON_LD_MAX_DEPTH = 64;
/** Items kept per block (the count goes on), properties per item, characters per name or type. */
export const JSON_LD_ITEMS_KEPT = 20;
export const JSON_LD_PROPERTIES_KEPT = 64;
export const JSON_LD_NAME_CHARS = 100;
export const JSON_LD_TYPES_KEPT = 8;
/** Objects summarised per property one level down, and properties read that way per item. */
export const JSON_LD_CHILDREN_KEPT = 5;
export const JSON_LD_PROPERTIES_WITH_CHILDREN = 8;

const OPEN_BRACE = 123;
const OPEN_BRACKET = 91;
const CLOSE_BRACE = 125;
const CLOSE_BRACKET = 93;
const QUOTE = 34;
const BACKSLASH = 92;
const NEWLINE = 10;

/** 1-based line and column of `index` in `text`, counted in one pass up to it. */
export function lineAndColumn(text: string, index: number): { line: number; column: number } {
  let line = 1;
  let lineStart = 0;
  const end = Math.min(index, text.length);
  for (let at = 0; at < end; at++) {
    if (text.charCodeAt(at) === NEWLINE) {
      line++;
      lineStart = at + 1;
    }
  }
  return { line, column: end - lineStart + 1 };
}

/**
 * Where the brackets of `text` first nest deeper than `JSON_LD_MAX_DEPTH`, outside strings, or -1:
 * one pass, before `JSON.parse` is given the text, so that a block nested 10,000 deep costs a scan
 * and not a stack of 10,000 objects.
 */
function tooDeepAt(text: string): number {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (inString) {
      if (code === BACKSLASH) index++;
      else if (code === QUOTE) inString = false;
    } else if (code === QUOTE) inString = true;
    else if (code === OPEN_BRACE || code === OPEN_BRACKET) {
      if (++depth > JSON_LD_MAX_DEPTH) return index;
    } else if (code === CLOSE_BRACE || code === CLOSE_BRACKET) depth--;
  }
  return -1;
}

const where = (text: string, index: number) => {
  const { line, column } = lineAndColumn(text, index);
  return `line ${line}, column ${column}`;
};

/**
 * The parser's message with the place it names as a line and column of the block. V8 (Node, Deno,
 * Chromium) names a position, or a line and a column; JavaScriptCore (Bun, Safari) names neither,
 * and its message is given as it is.
 */
function parseError(text: string, error: unknown): string {
  const message = (error instanceof Error ? error.message : String(error)).slice(0, 300);
  const lineColumn = /\(line (\d+) column (\d+)\)/.exec(message);
  if (lineColumn) {
    const cause = message.slice(0, lineColumn.index).replace(/ in JSON at position \d+ ?$/, "");
    return `${cause.trim()} at line ${lineColumn[1]}, column ${lineColumn[2]}`;
  }
  const position = /at position (\d+)/.exec(message);
  if (position) {
    const cause = message.slice(0, position.index).replace(/ in JSON $/, "");
    return `${cause.trim()} at ${where(text, Number(position[1]))}`;
  }
  if (/unexpected end/i.test(message))
    return `${message} (at the end, ${where(text, text.length)})`;
  return message;
}

const clip = (text: string) =>
  text.length > JSON_LD_NAME_CHARS ? `${text.slice(0, JSON_LD_NAME_CHARS - 1)}…` : text;

const ABSOLUTE_URL = /^https?:\/\//i;

/** The kind of a JSON value, as the property checks read it. */
export function valueKind(value: unknown): string {
  if (value === null) return "null";
  if (Array.isArray(value)) return "array";
  switch (typeof value) {
    case "string":
      return ABSOLUTE_URL.test(value) ? "url" : "text";
    case "number":
      return "number";
    case "boolean":
      return "boolean";
    default:
      return "object";
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** A `@context` in words: its string, or the first string of an array, or "object". */
function contextOf(value: unknown): string | null {
  if (typeof value === "string") return clip(value.trim());
  if (Array.isArray(value)) {
    const first = value.find((entry) => typeof entry === "string");
    return typeof first === "string" ? clip(first.trim()) : value.length > 0 ? "object" : null;
  }
  return isRecord(value) ? "object" : null;
}

function typesOf(value: unknown): string[] {
  const list = Array.isArray(value) ? value : [value];
  const types: string[] = [];
  for (const entry of list) {
    if (typeof entry === "string" && entry.trim() !== "") types.push(clip(entry.trim()));
    if (types.length >= JSON_LD_TYPES_KEPT) break;
  }
  return types;
}

/** The objects of a property's value (one object, or a list's objects), the first few. */
function childObjects(value: unknown): Record<string, unknown>[] {
  const list = Array.isArray(value) ? value : [value];
  const objects: Record<string, unknown>[] = [];
  for (const entry of list) {
    if (objects.length >= JSON_LD_CHILDREN_KEPT) break;
    if (isRecord(entry)) objects.push(entry);
  }
  return objects;
}

function summariseItem(
  node: Record<string, unknown>,
  inherited: string | null,
  withChildren = true,
): JsonLdItem {
  // A null prototype: a property named "__proto__" or "constructor" is a name like any other.
  const properties = Object.create(null) as Record<string, string>;
  const children = Object.create(null) as Record<string, JsonLdItem[]>;
  let kept = 0;
  let withChildrenKept = 0;
  for (const key in node) {
    if (key.startsWith("@")) continue;
    if (kept++ >= JSON_LD_PROPERTIES_KEPT) break;
    const name = clip(key);
    const value = node[key];
    properties[name] = valueKind(value);
    if (!withChildren || withChildrenKept >= JSON_LD_PROPERTIES_WITH_CHILDREN) continue;
    const objects = childObjects(value);
    if (objects.length === 0) continue;
    withChildrenKept++;
    children[name] = objects.map((child) => summariseItem(child, null, false));
  }
  const item: JsonLdItem = {
    context: "@context" in node ? contextOf(node["@context"]) : inherited,
    types: typesOf(node["@type"]),
    properties,
  };
  if (withChildrenKept > 0) item.children = children;
  return item;
}

/**
 * What one JSON-LD block holds, compact (it is kept per page for the whole crawl): each top-level
 * item (the block itself, an array's items, a `@graph`'s items, which take the block's
 * `@context`) with its context, types and the kind of each property's value, or where the block
 * does not parse. Linear in the text: one scan for the depth, `JSON.parse`, then a walk of the
 * top level only.
 */
export function summariseJsonLd(text: string): JsonLdSummary {
  const deep = tooDeepAt(text);
  if (deep >= 0) {
    return {
      ok: false,
      error: `nested deeper than ${JSON_LD_MAX_DEPTH} levels at ${where(text, deep)}: not read`,
    };
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return { ok: false, error: parseError(text, error) };
  }
  const items: JsonLdItem[] = [];
  let itemCount = 0;
  const add = (node: unknown, context: string | null) => {
    itemCount++;
    if (items.length >= JSON_LD_ITEMS_KEPT) return;
    items.push(
      isRecord(node) ? summariseItem(node, context) : { context, types: [], properties: {} },
    );
  };
  const addTopLevel = (node: unknown) => {
    if (isRecord(node) && Array.isArray(node["@graph"])) {
      const context = "@context" in node ? contextOf(node["@context"]) : null;
      // The wrapper itself is an item only when it names a type of its own.
      if (node["@type"] !== undefined) add(node, context);
      for (const entry of node["@graph"]) add(entry, context);
    } else add(node, null);
  };
  if (Array.isArray(value)) for (const entry of value) addTopLevel(entry);
  else addTopLevel(value);
  return { ok: true, items, itemCount };
}
