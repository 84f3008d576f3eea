import { Firecrawl, ValidationError } from "@keystone/crawl-client";
import { type Credentials, maskKey, resolveCredentials } from "../config/credentials.js";
import { isExposed } from "../config/store.js";
import { parseHttpUrl } from "./arguments.js";
import { type Colours, coloursFor } from "./colours.js";
import { UsageError } from "./errors.js";
import { Interrupts } from "./interrupt.js";
import { forMessageLine, ResultOutput } from "./output.js";
import { createProgress, type Progress } from "./progress.js";
import { loggingAdapter } from "./verbose.js";

/** The options every command takes. */
export interface GlobalFlags {
  apiKey?: string;
  apiUrl?: string;
  v1?: boolean;
  quiet?: boolean;
  verbose?: boolean;
  color?: boolean;
}

export interface Streams {
  stdout: NodeJS.WritableStream & { isTTY?: boolean };
  stderr: NodeJS.WritableStream & { isTTY?: boolean; columns?: number };
  env: NodeJS.ProcessEnv;
}

/** What a command runs with: its flags, the streams, the interrupts, and the SDK client on demand. */
export class Context {
  readonly interrupts = new Interrupts();
  readonly out: ResultOutput;
  readonly colours: Colours;
  #credentials: Credentials | undefined;
  #client: Firecrawl | undefined;

  constructor(
    readonly flags: GlobalFlags,
    readonly streams: Streams,
  ) {
    this.out = new ResultOutput(streams.stdout as NodeJS.WriteStream, this.interrupts);
    this.colours = coloursFor(streams.stderr, streams.env, flags.color !== false);
  }

  get quiet(): boolean {
    return this.flags.quiet === true;
  }

  get verbose(): boolean {
    return this.flags.verbose === true;
  }

  /*
   * Messages for the person at the terminal (stderr), one line each. They carry provider text
   * (warnings, job ids, the exchanges of --verbose), which is hostile: its controls, line breaks and
   * bidirectional controls are shown as escapes before the CLI's own colours are added, so that a
   * server can neither retitle the window, redraw the screen, draw a line of its own nor reverse
   * the text, while the CLI's labels keep their colours. stderr is never data, so this holds
   * whether or not it is a terminal (a log file read later with `cat` is a terminal too).
   */

  /** A message, unless `--quiet`. */
  info(message: string): void {
    if (!this.quiet) this.streams.stderr.write(`${forMessageLine(message)}\n`);
  }

  warn(message: string): void {
    this.streams.stderr.write(`${this.colours.yellow("warning:")} ${forMessageLine(message)}\n`);
  }

  debug(message: string): void {
    if (this.verbose) this.streams.stderr.write(`${this.colours.dim(forMessageLine(message))}\n`);
  }

  /** Warns when the config file, which may hold the key, can be read by other users. */
  warnIfExposed(file: string): void {
    if (isExposed(file)) this.warn(`${file} can be read by other users; run: chmod 600 ${file}`);
  }

  progress(label: string): Progress {
    return createProgress({
      label,
      stream: this.streams.stderr,
      quiet: this.quiet,
      colours: this.colours,
    });
  }

  credentials(): Credentials {
    this.#credentials ??= resolveCredentials(this.flags, this.streams.env);
    return this.#credentials;
  }

  /**
   * The SDK's v2 client (v1 under `.v1`). Refused before any request: a cloud URL without a key,
   * and a key bound for plain http:// on a host other than loopback (the SDK's own rule).
   */
  client(): Firecrawl {
    if (this.#client) return this.#client;
    const credentials = this.credentials();
    const urlFlag = urlFlagOf(credentials);
    const apiUrl = parseHttpUrl(urlFlag, credentials.apiUrl);
    const { apiKey } = credentials;
    if (!apiKey && new URL(apiUrl).host === "api.firecrawl.dev")
      throw new UsageError(
        "--api-key",
        "the cloud API needs a key: pass --api-key, set FIRECRAWL_API_KEY or run `keystone-crawl login` (a self-hosted server needs none: --api-url)",
      );
    if (credentials.keySource === "config file") this.warnIfExposed(credentials.configPath);
    this.debug(
      `server ${apiUrl} (${credentials.urlSource}), key ${maskKey(apiKey)} (${credentials.keySource})`,
    );
    try {
      this.#client = new Firecrawl({
        apiUrl,
        ...(apiKey ? { apiKey } : {}),
        ...(this.verbose ? { adapter: loggingAdapter((line) => this.debug(line), apiKey) } : {}),
      });
    } catch (error) {
      if (error instanceof ValidationError && error.field === "allowInsecureKey")
        throw new UsageError(
          urlFlag,
          `the key would cross the network unencrypted to ${new URL(apiUrl).host}: use https://, or no key for a key-less server`,
        );
      throw error;
    }
    return this.#client;
  }
}

function urlFlagOf(credentials: Credentials): string {
  if (credentials.urlSource === "config file") return `apiUrl in ${credentials.configPath}`;
  if (credentials.urlSource === "FIRECRAWL_API_URL") return "FIRECRAWL_API_URL";
  return "--api-url";
}
