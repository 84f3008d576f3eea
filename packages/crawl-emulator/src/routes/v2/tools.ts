/**
 * The cloud's tool exchange ("Alexandria"), reached through `POST /v2/scrape` with an
 * `alexandria` body instead of a URL: the provider's SDK 4.42 calls it for `findTools` and for
 * `scrape({ alexandria })`. The emulator's catalogue is a few synthetic providers whose tools
 * answer deterministically from their options.
 */
import { randomUUID } from "node:crypto";
import { z } from "zod/v3";
import { json } from "../../http/responses.js";
import { STRICT_MESSAGE_V2 } from "../../http/schemas/requests-v2.js";
import { hashString } from "../../random.js";
import { sampleFromSchema } from "../../sites/sample-from-schema.js";
import type { RouteContext } from "../context.js";

interface Tool {
  provider: string;
  capability: string;
  name: string;
  description: string;
  group: string;
  category: string;
  creditsCost: number;
  /** The JSON schema of what the tool answers. */
  returns: Record<string, unknown>;
}

const objectOf = (properties: Record<string, string>) => ({
  type: "object",
  properties: Object.fromEntries(
    Object.entries(properties).map(([name, type]) => [name, { type }]),
  ),
});

const CATALOGUE: readonly Tool[] = [
  {
    provider: "weather-data",
    capability: "forecast",
    name: "Weather forecast",
    description: "The forecast for a place, by day",
    group: "data",
    category: "weather",
    creditsCost: 1,
    returns: objectOf({ place: "string", high: "number", low: "number", summary: "string" }),
  },
  {
    provider: "weather-data",
    capability: "history",
    name: "Weather history",
    description: "Past weather for a place and date",
    group: "data",
    category: "weather",
    creditsCost: 2,
    returns: objectOf({ place: "string", date: "string", rainfall: "number" }),
  },
  {
    provider: "company-registry",
    capability: "lookup",
    name: "Company lookup",
    description: "A registered company by name or number",
    group: "business",
    category: "companies",
    creditsCost: 3,
    returns: objectOf({ name: "string", number: "string", status: "string" }),
  },
  {
    provider: "company-registry",
    capability: "officers",
    name: "Company officers",
    description: "The officers of a registered company",
    group: "business",
    category: "companies",
    creditsCost: 3,
    returns: objectOf({ company: "string", officers: "array" }),
  },
  {
    provider: "package-index",
    capability: "search",
    name: "Package search",
    description: "Packages of a registry matching a query",
    group: "developer",
    category: "software",
    creditsCost: 1,
    returns: objectOf({ query: "string", packages: "array" }),
  },
  {
    provider: "currency-rates",
    capability: "convert",
    name: "Currency conversion",
    description: "An amount in another currency at today's rate",
    group: "finance",
    category: "money",
    creditsCost: 1,
    returns: objectOf({ from: "string", to: "string", rate: "number" }),
  },
];

const FIND_TOOLS = { provider: "firecrawl", capability: "find-tools" };
const DEFAULT_FIND_LIMIT = 20;

const call = z
  .object({
    provider: z.string().trim().min(1),
    capability: z.string().trim().min(1),
    options: z.record(z.unknown()).optional(),
  })
  .strict(STRICT_MESSAGE_V2);

export const alexandriaRequest = z
  .object({
    alexandria: z.union([call, call.array().min(1).max(10)]),
    timeout: z.number().int().positive().optional(),
    integration: z.string().optional(),
    origin: z.string().optional(),
  })
  .strict(STRICT_MESSAGE_V2);

const findToolsOptions = z
  .object({
    urls: z.string().array().optional(),
    providers: z.string().array().optional(),
    categories: z.string().array().optional(),
    groups: z.string().array().optional(),
    capabilities: z.string().array().optional(),
    level: z.enum(["providers", "groups", "tools"]).optional(),
    expand: z.enum(["options", "response", "examples"]).array().optional(),
    limit: z.number().int().min(1).max(100).optional(),
    offset: z.number().int().min(0).optional(),
  })
  .passthrough();

type FindToolsOptions = z.infer<typeof findToolsOptions>;

function matches(tool: Tool, options: FindToolsOptions): boolean {
  const within = (list: string[] | undefined, value: string) =>
    list === undefined || list.includes(value);
  return (
    within(options.providers, tool.provider) &&
    within(options.categories, tool.category) &&
    within(options.groups, tool.group) &&
    within(options.capabilities, tool.capability)
  );
}

/** The items of one level of the catalogue; providers and groups lead to their tools. */
function itemsAt(
  level: "providers" | "groups" | "tools",
  tools: Tool[],
  options: FindToolsOptions,
) {
  if (level === "tools") {
    return tools.map((tool) => ({
      id: `${tool.provider}/${tool.capability}`,
      name: tool.name,
      provider: tool.provider,
      capability: tool.capability,
      description: tool.description,
      creditsCost: tool.creditsCost,
      execute: { provider: tool.provider, capability: tool.capability },
      ...(options.expand?.includes("response") ? { returns: tool.returns } : {}),
    }));
  }
  const key = level === "providers" ? "provider" : "group";
  const filter = level === "providers" ? "providers" : "groups";
  return [...new Set(tools.map((tool) => tool[key]))].map((id) => ({
    id,
    name: id,
    next: { ...FIND_TOOLS, options: { [filter]: [id], level: "tools" } },
  }));
}

function findTools(raw: Record<string, unknown> | undefined) {
  const parsed = findToolsOptions.safeParse(raw ?? {});
  if (!parsed.success) {
    return {
      error: {
        code: "INVALID_OPTIONS",
        message: parsed.error.issues[0]?.message ?? "",
        status: 400,
      },
    };
  }
  const options = parsed.data;
  const level = options.level ?? "tools";
  const items = itemsAt(
    level,
    CATALOGUE.filter((tool) => matches(tool, options)),
    options,
  );
  const offset = options.offset ?? 0;
  const limit = options.limit ?? DEFAULT_FIND_LIMIT;
  const more = offset + limit < items.length;
  return {
    creditsCost: 0,
    data: {
      level,
      items: items.slice(offset, offset + limit),
      total: items.length,
      next: more ? { ...FIND_TOOLS, options: { ...options, offset: offset + limit } } : null,
    },
  };
}

/** One call of the exchange: finding tools, or running one of the catalogue's. */
function runCall(entry: z.infer<typeof call>, now: number) {
  const head = { provider: entry.provider, capability: entry.capability };
  if (entry.provider === FIND_TOOLS.provider && entry.capability === FIND_TOOLS.capability) {
    return { ...head, ...findTools(entry.options) };
  }
  const tool = CATALOGUE.find(
    (candidate) =>
      candidate.provider === entry.provider && candidate.capability === entry.capability,
  );
  if (!tool) {
    return {
      ...head,
      error: {
        code: "TOOL_NOT_FOUND",
        message: `No tool ${entry.provider}/${entry.capability}`,
        status: 404,
      },
    };
  }
  const seed = hashString(JSON.stringify([entry.provider, entry.capability, entry.options ?? {}]));
  return {
    ...head,
    creditsCost: tool.creditsCost,
    data: sampleFromSchema(tool.returns, `${seed}|tool`),
    records: 1,
    upstreamStatus: 200,
    recordedAt: new Date(now).toISOString(),
  };
}

/** `POST /v2/scrape` with `alexandria`: each call's result, and what they cost together. */
export function alexandriaScrape(context: RouteContext) {
  const body = alexandriaRequest.parse(context.body);
  const calls = Array.isArray(body.alexandria) ? body.alexandria : [body.alexandria];
  const results = calls.map((entry) => runCall(entry, context.now));
  const creditsCost = results.reduce(
    (sum, result) => sum + ("creditsCost" in result ? (result.creditsCost ?? 0) : 0),
    0,
  );
  return json(200, {
    success: true,
    scrape_id: randomUUID(),
    data: { alexandria: results, creditsCost },
  });
}
