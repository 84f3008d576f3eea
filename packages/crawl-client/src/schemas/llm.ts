/* eslint-disable @typescript-eslint/no-explicit-any -- `any` defaults mirror the reference SDK's types, so code written against it keeps compiling */
// What the LLM options take: the caller's own schemas (classic zod, typed here once) and prompts.
import type { z as zod } from "zod";
import * as z from "zod/mini";
import { optionalString, optionalUnknown } from "./fields.js";

/** A caller's zod schema for LLM output; zod 4.2 or later converts it to JSON Schema itself. */
export type UserSchema = zod.ZodType;
export type Infer<Schema extends UserSchema> = zod.infer<Schema>;
/** The default: no schema given, any data. */
export type AnySchema = zod.ZodAny;

export type JsonSchemaObject = Record<string, unknown>;

export const llmOptionsFields = {
  prompt: optionalString,
  schema: optionalUnknown,
  systemPrompt: optionalString,
};

/**
 * Options of the LLM formats; `schema` is a zod 4 schema or a JSON Schema object. Typed as any
 * object too, as the reference types it, so code passing another zod version's schema compiles;
 * the client refuses such a schema at run time with a clear error.
 */
export type LLMOptions<Schema extends UserSchema = any> = Omit<
  z.input<z.ZodMiniObject<typeof llmOptionsFields>>,
  "schema"
> & { schema?: Schema | JsonSchemaObject | object };

const agentExtractFields = { model: optionalString, sessionId: optionalString };
export const agentExtractSchema = z.object(agentExtractFields);
export type AgentOptionsExtract = z.input<typeof agentExtractSchema>;
export const agentSchema = z.object({ ...agentExtractFields, prompt: optionalString });
export type AgentOptions = z.input<typeof agentSchema>;
