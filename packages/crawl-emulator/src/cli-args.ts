import { parseArgs } from "node:util";
import { InvalidInputError } from "./errors.js";
import { parseDeployment } from "./deployment.js";
import { parseFaultRule, type FaultRule } from "./faults.js";
import type { EmulatorOptions } from "./options.js";

export const CLI_USAGE = `Usage: crawl-emulator [options]

Starts the crawl provider emulator on 127.0.0.1:\${PORT:-3002}. Keys come from EMULATOR_API_KEYS
(comma-separated); when unset the emulator is keyless. The control token may also come from
EMULATOR_CONTROL_TOKEN.

Options:
  --port <n>               Port (default: $PORT or 3002)
  --host <address>         Interface (default 127.0.0.1)
  --pages <n>              Pages per synthetic site (default 5)
  --page-bytes <n>         Approximate bytes per page (default 2000)
  --hostile                Pages carry <script> and onerror= markup
  --seed <n>               Seed of the synthetic sites (default 1)
  --page-interval-ms <n>   A job completes one page every n ms (default 5)
  --defect-site <url>      The site at this URL's host is a defect site: every problem a site
                           audit reports, planted on its pages beside clean ones; repeatable
  --status-page-bytes <n>  Size at which GET status pages are split (default 10 MiB)
  --deployment <profile>   cloud (default) or self-hosted: which real deployment to answer like
  --llm                    The self-hosted deployment has an LLM key: its LLM features work
  --control-token <secret> Opens the control plane to non-loopback callers sending it as
                           x-emulator-control-token (default: $EMULATOR_CONTROL_TOKEN, else none)
  --allow-origin <origin>  A browser origin allowed to open the WebSocket and use the control
                           plane, repeatable (default: WebSocket from loopback pages and null
                           origins only, control plane from none; clients without Origin pass)
  --allow-webhook <origin> A webhook receiver on this machine that jobs may post to, as
                           http://127.0.0.1:PORT, repeatable (default none: webhooks to
                           loopback addresses are refused, and to other hosts never sent)
  --max-stored-documents <n>  Documents kept before the oldest finished jobs are forgotten
                           (default 1000000)
  --max-stored-jobs <n>    Jobs of every kind kept before the oldest finished ones are forgotten;
                           past it with only running jobs, new ones get 429 (default 10000)
  --max-stored-bytes <n>   Bytes of job settings kept, likewise (default 67108864, 64 MiB)
  --fault <spec>           route:kind[:number][@probability][xtimes], repeatable. The number is the
                           HTTP status of "status", the delay in ms of "slow", the Retry-After
                           seconds of "rate-limit"; xN makes the fault fire N times only.
                           Example: --fault 'crawl.status:status:503@0.2x3'
  --help                   Show this text`;

function count(value: string | undefined, name: string): number | undefined {
  if (value === undefined) return undefined;
  const number = Number(value);
  if (!Number.isFinite(number) || number < 0)
    throw new InvalidInputError(`--${name} must be a non-negative number`);
  return number;
}

/** Parses `route:kind[:number][@probability][xtimes]`. */
export function parseFaultSpec(spec: string): FaultRule {
  const timesMatch = /x(\d+)$/.exec(spec);
  const withoutTimes = timesMatch ? spec.slice(0, timesMatch.index) : spec;
  const [head = "", probabilityText] = withoutTimes.split("@");
  const [route = "*", kind, numberText] = head.split(":");
  const rule: Record<string, unknown> = { route, kind };
  const number = count(numberText, "fault");
  if (number !== undefined) {
    if (kind === "slow") rule.delayMs = number;
    else if (kind === "rate-limit") rule.retryAfterSeconds = number;
    else rule.status = number;
  }
  if (probabilityText !== undefined) rule.probability = Number(probabilityText);
  if (timesMatch) rule.times = Number(timesMatch[1]);
  return parseFaultRule(rule);
}

interface CliConfig {
  help: boolean;
  options: EmulatorOptions;
  faults: FaultRule[];
  /** Hosts whose sites are defect sites from the start. */
  defectSites: string[];
}

function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    throw new InvalidInputError(`--defect-site must be a URL: ${url}`);
  }
}

/** Turns argv and the environment into emulator options; throws `InvalidInputError` on bad input. */
export function parseCli(argv: string[], env: NodeJS.ProcessEnv): CliConfig {
  const { values } = parseArgs({
    // `pnpm emulator -- --pages 3` hands the separator through; it carries no meaning here.
    args: argv.filter((argument) => argument !== "--"),
    options: {
      port: { type: "string" },
      host: { type: "string" },
      pages: { type: "string" },
      "page-bytes": { type: "string" },
      hostile: { type: "boolean" },
      seed: { type: "string" },
      "page-interval-ms": { type: "string" },
      "defect-site": { type: "string", multiple: true },
      "status-page-bytes": { type: "string" },
      fault: { type: "string", multiple: true },
      deployment: { type: "string" },
      llm: { type: "boolean" },
      "control-token": { type: "string" },
      "allow-origin": { type: "string", multiple: true },
      "allow-webhook": { type: "string", multiple: true },
      "max-stored-documents": { type: "string" },
      "max-stored-jobs": { type: "string" },
      "max-stored-bytes": { type: "string" },
      help: { type: "boolean" },
    },
    strict: true,
  });
  const apiKeys = (env.EMULATOR_API_KEYS ?? "")
    .split(",")
    .map((key) => key.trim())
    .filter((key) => key !== "");
  const pageIntervalMs = count(values["page-interval-ms"], "page-interval-ms");
  const statusPageBytes = count(values["status-page-bytes"], "status-page-bytes");
  const maxStoredDocuments = count(values["max-stored-documents"], "max-stored-documents");
  const maxStoredJobs = count(values["max-stored-jobs"], "max-stored-jobs");
  const maxStoredBytes = count(values["max-stored-bytes"], "max-stored-bytes");
  const controlToken = values["control-token"] ?? env.EMULATOR_CONTROL_TOKEN;
  const site = {
    pages: count(values.pages, "pages"),
    pageBytes: count(values["page-bytes"], "page-bytes"),
    hostile: values.hostile,
    seed: count(values.seed, "seed"),
  };
  return {
    help: values.help ?? false,
    options: {
      host: values.host ?? "127.0.0.1",
      port: count(values.port ?? env.PORT, "port") ?? 3002,
      apiKeys,
      site: Object.fromEntries(Object.entries(site).filter(([, value]) => value !== undefined)),
      ...(pageIntervalMs === undefined ? {} : { timing: { pageIntervalMs } }),
      ...(statusPageBytes === undefined ? {} : { statusPageBytes }),
      ...(maxStoredDocuments === undefined ? {} : { maxStoredDocuments }),
      ...(maxStoredJobs === undefined ? {} : { maxStoredJobs }),
      ...(maxStoredBytes === undefined ? {} : { maxStoredBytes }),
      deployment: parseDeployment(values.deployment ?? "cloud"),
      ...(values.llm ? { llm: true } : {}),
      ...(controlToken ? { controlToken } : {}),
      ...(values["allow-origin"] ? { allowedOrigins: values["allow-origin"] } : {}),
      ...(values["allow-webhook"] ? { allowedWebhooks: values["allow-webhook"] } : {}),
    },
    faults: (values.fault ?? []).map(parseFaultSpec),
    defectSites: (values["defect-site"] ?? []).map(hostOf),
  };
}
