import { CATEGORIES, type CategoryId, SEVERITIES } from "@keystone/site-audit/vocabulary";
import * as z from "zod/mini";
import type { SiteId } from "../model/types";
import type { CrawlRecord } from "./crawl-record";

const count = z.int().check(z.minimum(0));

const pageSchema = z.object({
  key: z.string(),
  url: z.string(),
  title: z.string(),
  hash: z.string(),
  // Records saved before the audit kept no description, status or H1.
  description: z.optional(z.string()),
  status: z.optional(z.nullable(z.number())),
  h1: z.optional(z.string()),
});

const itemSchema = z.union([
  z.object({ url: z.string(), detail: z.string(), target: z.optional(z.string()) }),
  // Catalogue version 1 kept a note per item, and no target.
  z.object({ url: z.string(), note: z.string() }),
]);

const categoryIds = CATEGORIES.map((category) => category.id) as [CategoryId, ...CategoryId[]];

const issueSchema = z.object({
  id: z.string(),
  label: z.string(),
  // Absent from catalogue version 1, whose seven findings the diff knows by id.
  severity: z.optional(z.enum(SEVERITIES)),
  category: z.optional(z.enum(categoryIds)),
  items: z.array(itemSchema),
  // Absent from records saved before issues were cut to their first items.
  total: z.optional(count),
});

/**
 * Kept since issue 36: the audit's own score and counts. One that does not read (damaged) is
 * dropped, not the record: the history then estimates them from the issues, as for older records.
 */
const healthSchema = z.object({
  score: z.number().check(z.minimum(0), z.maximum(100)),
  pages: count,
  pagesWithErrors: count,
});
const countsSchema = z.object({ error: count, warning: count, notice: count });
const droppedWhenDamaged = <T extends z.ZodMiniType>(schema: T) =>
  z.optional(z.catch(z.optional(schema), undefined));

const recordSchema = z.object({
  id: z.optional(z.number()),
  siteId: z.string(),
  crawledAt: z.number(),
  // Absent from records of catalogue version 1.
  catalogueVersion: z.optional(count),
  checks: z.optional(z.array(z.object({ id: z.string(), label: z.string() }))),
  pages: z.array(pageSchema),
  issues: z.array(issueSchema),
  bytes: count,
  health: droppedWhenDamaged(healthSchema),
  counts: droppedWhenDamaged(countsSchema),
});

/** A stored crawl as read back: whole and comparable, or the first thing wrong with it. */
export type ReadCrawlRecord = { ok: true; record: CrawlRecord } | { ok: false; problem: string };

/** "issues[2].items: expected array", from the first of zod's issues. */
function describe(issue: z.core.$ZodIssue): string {
  const path = issue.path
    .map((part, index) =>
      typeof part === "number" ? `[${part}]` : `${index === 0 ? "" : "."}${String(part)}`,
    )
    .join("");
  const what =
    issue.code === "invalid_type"
      ? `expected ${issue.expected}`
      : issue.code === "invalid_union"
        ? "neither an item of today's shape nor one of catalogue version 1"
        : issue.code.replaceAll("_", " ");
  return path === "" ? what : `${path}: ${what}`;
}

/**
 * Checks a record read from the history before anything compares with it: IndexedDB hands back
 * whatever was stored, by this version, an older one (catalogue version 1, records without totals
 * or page fields, all valid here) or anything else that wrote to the database. A record that does
 * not have the shape the diff reads is reported, never thrown, so that the crawl it would have
 * been compared with is still saved and shown.
 */
export function readCrawlRecord(value: unknown, siteId: SiteId): ReadCrawlRecord {
  const parsed = recordSchema.safeParse(value);
  if (!parsed.success) {
    const first = parsed.error.issues[0];
    return { ok: false, problem: first ? describe(first) : "not a crawl record" };
  }
  if (parsed.data.siteId !== siteId) {
    return { ok: false, problem: "filed under another site" };
  }
  return { ok: true, record: { ...parsed.data, siteId } };
}
