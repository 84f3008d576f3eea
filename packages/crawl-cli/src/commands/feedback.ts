import type { EndpointFeedbackRequest } from "@keystone/crawl-client";
import { Command } from "commander";
import {
  parseChoice,
  parseHttpUrl,
  parseInteger,
  parseJsonObject,
  readJsonObjectFile,
} from "../cli/arguments.js";
import { collectList, parsed } from "../cli/commander.js";
import type { Context } from "../cli/context.js";
import { UsageError } from "../cli/errors.js";
import { type Action, stopOnInterrupt } from "./shared.js";

const ENDPOINTS = ["search", "scrape", "parse", "map"] as const;

interface FeedbackFlags {
  rating: "good" | "partial" | "bad";
  issues?: string[];
  tags?: string[];
  note?: string;
  url?: string;
  pageNumbers?: string[];
  metadata?: Record<string, unknown>;
  metadataFile?: string;
  valuableSources?: string;
  missingContent?: string;
  querySuggestions?: string;
  json?: boolean;
  pretty?: boolean;
}

export function feedbackCommand(action: Action): Command {
  return new Command("feedback")
    .description(
      "Tell the provider how a search, scrape, parse or map job did (it may refund credits; v2 only)",
    )
    .argument("<endpoint>", `one of: ${ENDPOINTS.join(", ")}`)
    .argument("<job-id>", "the job's id, as its answer gave it")
    .requiredOption(
      "--rating <rating>",
      "good, partial or bad",
      parsed("--rating", (f, v) => parseChoice(f, v, ["good", "partial", "bad"] as const)),
    )
    .option("--issues <codes>", "issue codes (comma-separated)", collectList("--issues"))
    .option("--tags <tags>", "tags (comma-separated)", collectList("--tags"))
    .option("--note <text>", "a short note")
    .option("--url <url>", "the page the feedback is about", parsed("--url", parseHttpUrl))
    .option(
      "--page-numbers <numbers>",
      "pages of a parsed file (comma-separated)",
      collectList("--page-numbers"),
    )
    .option(
      "--metadata <json>",
      "a small JSON object (at most 8 KB)",
      parsed("--metadata", (f, v) => parseJsonObject(f, v)),
    )
    .option("--metadata-file <path>", "the same, from a file")
    .option("--valuable-sources <json>", 'a JSON array of {"url", "reason"}')
    .option("--missing-content <json>", 'a JSON array of {"topic", "description"}')
    .option("--query-suggestions <text>", "how the query could be better")
    .option("--json", "the answer as JSON")
    .option("--pretty", "indent JSON output")
    .action(action(runFeedback));
}

async function runFeedback(
  ctx: Context,
  endpoint: string,
  jobId: string,
  flags: FeedbackFlags,
): Promise<void> {
  if (ctx.flags.v1) throw new UsageError("--v1", "feedback has no v1 route");
  const metadata = flags.metadataFile
    ? readJsonObjectFile("--metadata-file", flags.metadataFile)
    : flags.metadata;
  if (metadata !== undefined && JSON.stringify(metadata).length > 8 * 1024)
    throw new UsageError(
      flags.metadataFile ? "--metadata-file" : "--metadata",
      "is larger than the API's 8 KB",
    );
  const request: EndpointFeedbackRequest = {
    endpoint: parseChoice("endpoint", endpoint, ENDPOINTS),
    jobId: jobId.trim(),
    rating: flags.rating,
    ...(flags.issues ? { issues: flags.issues } : {}),
    ...(flags.tags ? { tags: flags.tags } : {}),
    ...(flags.note ? { note: flags.note } : {}),
    ...(flags.url ? { url: flags.url } : {}),
    ...(flags.pageNumbers
      ? { pageNumbers: flags.pageNumbers.map((page) => parseInteger("--page-numbers", page, 1)) }
      : {}),
    ...(metadata ? { metadata } : {}),
    ...(flags.valuableSources
      ? {
          valuableSources: jsonArray(
            "--valuable-sources",
            flags.valuableSources,
          ) as EndpointFeedbackRequest["valuableSources"],
        }
      : {}),
    ...(flags.missingContent
      ? {
          missingContent: jsonArray(
            "--missing-content",
            flags.missingContent,
          ) as EndpointFeedbackRequest["missingContent"],
        }
      : {}),
    ...(flags.querySuggestions ? { querySuggestions: flags.querySuggestions } : {}),
  };
  if (request.jobId === "") throw new UsageError("job-id", "is empty");
  const answer = await stopOnInterrupt(
    ctx,
    ctx.client().feedback(request, { signal: ctx.interrupts.signal }),
  );
  if (flags.json) ctx.out.json(answer, flags.pretty === true);
  else
    ctx.out.line(
      `feedback ${answer.feedbackId}${answer.alreadySubmitted ? " (already submitted)" : ""}: ${answer.creditsRefunded} credits refunded`,
    );
  if (answer.warning) ctx.warn(answer.warning);
}

function jsonArray(flag: string, text: string): unknown[] {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new UsageError(flag, `is not JSON (${(error as Error).message})`);
  }
  if (!Array.isArray(value)) throw new UsageError(flag, "must be a JSON array");
  return value;
}
