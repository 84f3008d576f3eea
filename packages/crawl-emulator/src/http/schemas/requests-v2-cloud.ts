/**
 * Request bodies of the cloud's own `/v2` routes (no open-source server serves them, so no
 * recording shows their wording): zod 3 schemas written from the provider's v2 OpenAPI
 * description, with the fields its SDK 4.42 sends, refused in the v2 wording as elsewhere.
 */
import { z } from "zod/v3";
import { clientFields } from "./requests.js";
import { STRICT_MESSAGE_V2 } from "./requests-v2.js";

const LANGUAGES = ["python", "node", "bash"] as const;
const seconds = (min: number, max: number) => z.number().int().min(min).max(max);

/** `POST /v2/interact` and the SDK's `POST /v2/browser`. */
export const sessionRequest = z
  .object({
    ttl: seconds(30, 3_600).optional(),
    activityTtl: seconds(10, 3_600).optional(),
    streamWebView: z.boolean().optional(),
    profile: z
      .object({ name: z.string().min(1).max(128), saveChanges: z.boolean().optional() })
      .strict(STRICT_MESSAGE_V2)
      .optional(),
    ...clientFields,
  })
  .strict(STRICT_MESSAGE_V2);

/** `POST /v2/interact/{sessionId}/execute` and `/v2/browser/{sessionId}/execute`. */
export const executeRequest = z
  .object({
    code: z.string().min(1).max(100_000),
    language: z.enum(LANGUAGES).optional(),
    timeout: seconds(1, 300).optional(),
    ...clientFields,
  })
  .strict(STRICT_MESSAGE_V2);

/** `POST /v2/scrape/{jobId}/interact`: code to run, or a prompt for the agent (the SDK's). */
export const scrapeInteractRequest = z
  .object({
    code: z.string().min(1).max(100_000).optional(),
    prompt: z.string().min(1).max(10_000).optional(),
    language: z.enum(LANGUAGES).optional(),
    timeout: seconds(1, 300).optional(),
    ...clientFields,
  })
  .strict(STRICT_MESSAGE_V2)
  .refine((body) => body.code !== undefined || body.prompt !== undefined, {
    message: "Either 'code' or 'prompt' must be provided",
    path: ["code"],
  });
