import { FirecrawlError, ValidationError } from "@keystone/crawl-client";
import { EXIT, type ExitCode } from "./exit-codes.js";
import { forMessageLine } from "./output.js";

/** Bad arguments, refused before any request; `flag` names the option or argument at fault. */
export class UsageError extends Error {
  override readonly name = "UsageError";
  constructor(
    readonly flag: string,
    readonly detail: string,
  ) {
    super(`${flag}: ${detail}`);
  }
}

/** An error the CLI reports with its own exit code (a partial result, say). */
export class ExitError extends Error {
  override readonly name = "ExitError";
  constructor(
    message: string,
    readonly exitCode: ExitCode,
  ) {
    super(message);
  }
}

/** The SDK's option names, as the flags a person typed. */
const FLAG_OF_FIELD: Record<string, string> = {
  apiUrl: "--api-url",
  allowInsecureKey: "--api-url",
  apiKey: "--api-key",
  url: "URL",
  limit: "--limit",
  timeout: "--timeout",
  pollInterval: "--poll-interval",
};

/** The exit code an error stands for. */
export function exitCodeOf(error: unknown): ExitCode {
  if (error instanceof UsageError) return EXIT.usage;
  if (error instanceof ExitError) return error.exitCode;
  // Input the SDK refused before sending anything is a usage error too.
  if (error instanceof ValidationError) return EXIT.usage;
  return EXIT.failure;
}

/**
 * One line a person can act on: what failed, the HTTP status, the provider's code and message.
 * Never a stack trace; `verbose` adds the request id.
 */
export function describeError(error: unknown, verbose: boolean): string {
  if (error instanceof UsageError || error instanceof ExitError) return oneLine(error.message);
  if (error instanceof ValidationError) {
    const flag = FLAG_OF_FIELD[error.field ?? ""] ?? error.field;
    return oneLine(flag ? `${flag}: ${error.message}` : error.message);
  }
  if (error instanceof FirecrawlError) {
    const parts = [error.name];
    if (error.statusCode > 0) parts.push(`HTTP ${error.statusCode}`);
    if (error.code) parts.push(error.code);
    let line = `${parts.join(" ")}: ${error.message}`;
    if (verbose && error.requestId) line += ` (request id ${error.requestId})`;
    return oneLine(line);
  }
  if (error instanceof Error) {
    const code = (error as NodeJS.ErrnoException).code;
    return oneLine(code ? `${code}: ${error.message}` : error.message);
  }
  return oneLine(String(error));
}

/**
 * Provider messages can hold newlines, terminal escapes or bidirectional controls; a report is one
 * line that reads as sent. The lines of a message are joined with a space, as prose; what is left
 * (escape, U+202E, the line and paragraph separators) is shown as an escape.
 */
function oneLine(text: string): string {
  return forMessageLine(text.replace(/[^\S\u2028\u2029]+/g, " ").trim());
}
