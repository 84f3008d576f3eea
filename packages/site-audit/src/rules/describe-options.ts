import * as z from "zod/mini";
import type { Check } from "../check";

/** One option of a rule, as a rule list or an error message shows it. */
export interface RuleOptionInfo {
  name: string;
  /** Its type in words: "integer ≥ 1", "number from 0.8 to 1", "array of strings". */
  type: string;
  default: unknown;
}

/** The parts of a JSON Schema (as zod writes it) that the words below read. */
interface SchemaNode {
  type?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  items?: SchemaNode;
  minItems?: number;
  properties?: Record<string, SchemaNode>;
}

/** zod writes an integer's maximum as the largest safe integer: no bound a reader needs told. */
const bound = (value: number | undefined) =>
  value === undefined || Math.abs(value) >= Number.MAX_SAFE_INTEGER ? undefined : value;

function numberWords(node: SchemaNode, name: string): string {
  const low = bound(node.minimum);
  const high = bound(node.maximum);
  if (low !== undefined && high !== undefined) return `${name} from ${low} to ${high}`;
  const above = bound(node.exclusiveMinimum);
  const below = bound(node.exclusiveMaximum);
  const limits = [
    low === undefined ? "" : `≥ ${low}`,
    above === undefined ? "" : `> ${above}`,
    high === undefined ? "" : `≤ ${high}`,
    below === undefined ? "" : `< ${below}`,
  ].filter(Boolean);
  return [name, ...limits].join(" ");
}

function typeWords(node: SchemaNode = {}): string {
  switch (node.type) {
    case "integer":
      return numberWords(node, "integer");
    case "number":
      return numberWords(node, "number");
    case "array":
      return `${(node.minItems ?? 0) > 0 ? "non-empty " : ""}array of ${typeWords(node.items)}s`;
    case "boolean":
      return "true or false";
    case undefined:
      return "any value";
    default:
      return node.type;
  }
}

/** A check's options with their types and defaults, in the order its schema declares them. */
export function describeOptions(check: Check): RuleOptionInfo[] {
  if (!check.options) return [];
  const { schema, defaults } = check.options;
  const properties = (z.toJSONSchema(schema) as SchemaNode).properties ?? {};
  return Object.entries(properties).map(([name, node]) => ({
    name,
    type: typeWords(node),
    default: (defaults as Record<string, unknown>)[name],
  }));
}

/** "max (integer ≥ 1, default 60)", the options of a rule in one line. */
export function optionsInWords(options: readonly RuleOptionInfo[]): string {
  return options
    .map((option) => `${option.name} (${option.type}, default ${JSON.stringify(option.default)})`)
    .join(", ");
}
