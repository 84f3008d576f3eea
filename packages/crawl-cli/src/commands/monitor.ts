import type {
  CreateMonitorRequest,
  Monitor,
  MonitorCheck,
  MonitorSchedule,
  MonitorTarget,
  UpdateMonitorRequest,
} from "@keystone/crawl-client";
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

const CHECK_STATUSES = [
  "queued",
  "running",
  "completed",
  "failed",
  "partial",
  "skipped_overlap",
] as const;
const PAGE_STATUSES = ["same", "new", "changed", "removed", "error"] as const;

interface ScheduleFlags {
  name?: string;
  goal?: string;
  cron?: string;
  schedule?: string;
  timezone?: string;
  page?: string;
  scrapeUrls?: string[];
  crawlUrl?: string;
  webhookUrl?: string;
  webhookEvents?: string[];
  email?: string[];
  retentionDays?: number;
}

interface OutputFlags {
  json?: boolean;
  pretty?: boolean;
}

/** The flags that describe a monitor, shared by `create` and `update`. */
function withMonitorFlags(command: Command): Command {
  return command
    .option("--name <name>", "the monitor's name")
    .option("--goal <text>", "what a meaningful change is")
    .option("--cron <expression>", 'a cron schedule, e.g. "*/30 * * * *"')
    .option("--schedule <text>", 'a schedule in words, e.g. "every 30 minutes"')
    .option("--timezone <tz>", "the schedule's time zone (default UTC)")
    .option("--page <url>", "one page to scrape at each check", parsed("--page", parseHttpUrl))
    .option(
      "--scrape-urls <urls>",
      "pages to scrape at each check (comma-separated)",
      collectList("--scrape-urls"),
    )
    .option(
      "--crawl-url <url>",
      "a site to crawl at each check",
      parsed("--crawl-url", parseHttpUrl),
    )
    .option(
      "--webhook-url <url>",
      "where to send the monitor's events",
      parsed("--webhook-url", parseHttpUrl),
    )
    .option(
      "--webhook-events <events>",
      "which events (comma-separated)",
      collectList("--webhook-events"),
    )
    .option(
      "--email <addresses>",
      "who is told of changes (comma-separated)",
      collectList("--email"),
    )
    .option(
      "--retention-days <n>",
      "how long snapshots are kept",
      parsed("--retention-days", (f, v) => parseInteger(f, v, 1, 3650)),
    )
    .option("--json", "the answer as JSON")
    .option("--pretty", "indent JSON output");
}

export function monitorCommand(action: Action): Command {
  const monitor = new Command("monitor").description(
    "Scheduled checks of pages or sites, with what changed between them (v2 only)",
  );
  monitor.addCommand(
    withMonitorFlags(
      new Command("create")
        .description("Create a monitor from flags, or from a JSON request file (- for stdin)")
        .argument("[request-file]", "a JSON CreateMonitorRequest"),
    ).action(action(createMonitor)),
  );
  monitor.addCommand(
    new Command("list")
      .description("The team's monitors, one a line (id, status, name, schedule)")
      .option(
        "--limit <n>",
        "most monitors",
        parsed("--limit", (f, v) => parseInteger(f, v, 1, 100)),
      )
      .option(
        "--offset <n>",
        "monitors to pass over",
        parsed("--offset", (f, v) => parseInteger(f, v, 0)),
      )
      .option("--json", "as JSON")
      .option("--pretty", "indent JSON output")
      .action(action(listMonitors)),
  );
  monitor.addCommand(
    new Command("get")
      .description("One monitor, as JSON")
      .argument("<monitor-id>")
      .option("--pretty", "indent JSON output")
      .action(action(getMonitor)),
  );
  monitor.addCommand(
    new Command("run")
      .description("Run a check now")
      .argument("<monitor-id>")
      .option("--json", "the check as JSON")
      .option("--pretty", "indent JSON output")
      .action(action(runMonitor)),
  );
  monitor.addCommand(
    new Command("checks")
      .description("Every check of a monitor, one a line (or --ndjson), read a page at a time")
      .argument("<monitor-id>")
      .option(
        "--status <status>",
        CHECK_STATUSES.join(", "),
        parsed("--status", (f, v) => parseChoice(f, v, CHECK_STATUSES)),
      )
      .option("--ndjson", "one JSON check a line")
      .action(action(listChecks)),
  );
  monitor.addCommand(
    new Command("check")
      .description(
        "The pages of one check: status and URL, one a line (or --ndjson with the diffs)",
      )
      .argument("<monitor-id>")
      .argument("<check-id>")
      .option(
        "--page-status <status>",
        PAGE_STATUSES.join(", "),
        parsed("--page-status", (f, v) => parseChoice(f, v, PAGE_STATUSES)),
      )
      .option("--ndjson", "one JSON page result a line")
      .action(action(checkPages)),
  );
  monitor.addCommand(
    withMonitorFlags(
      new Command("update")
        .description("Change a monitor: --state active|paused, or any of the create flags")
        .argument("<monitor-id>")
        .option(
          "--state <state>",
          "active or paused",
          parsed("--state", (f, v) => parseChoice(f, v, ["active", "paused"] as const)),
        ),
    ).action(action(updateMonitor)),
  );
  monitor.addCommand(
    new Command("delete")
      .description("Delete a monitor")
      .argument("<monitor-id>")
      .action(action(deleteMonitor)),
  );
  return monitor;
}

function v2Only(ctx: Context): void {
  if (ctx.flags.v1) throw new UsageError("--v1", "monitors have no v1 route");
}

function scheduleOf(flags: ScheduleFlags): MonitorSchedule | undefined {
  if (flags.cron !== undefined && flags.schedule !== undefined)
    throw new UsageError("--schedule", "give --cron or --schedule, not both");
  if (flags.cron === undefined && flags.schedule === undefined) {
    if (flags.timezone !== undefined)
      throw new UsageError("--timezone", "needs --cron or --schedule");
    return undefined;
  }
  return {
    ...(flags.cron !== undefined ? { cron: flags.cron } : { text: flags.schedule as string }),
    ...(flags.timezone ? { timezone: flags.timezone } : {}),
  };
}

function targetsOf(flags: ScheduleFlags): MonitorTarget[] {
  const pages = [
    ...(flags.page ? [flags.page] : []),
    ...(flags.scrapeUrls ?? []).map((url) => parseHttpUrl("--scrape-urls", url)),
  ];
  return [
    ...(pages.length > 0 ? [{ type: "scrape" as const, urls: pages }] : []),
    ...(flags.crawlUrl ? [{ type: "crawl" as const, url: flags.crawlUrl }] : []),
  ];
}

/** The optional parts of a monitor the flags set, as create and update both take them. */
function settingsOf(flags: ScheduleFlags): Omit<UpdateMonitorRequest, "status"> {
  const schedule = scheduleOf(flags);
  const targets = targetsOf(flags);
  if (flags.webhookEvents && !flags.webhookUrl)
    throw new UsageError("--webhook-events", "needs --webhook-url");
  return {
    ...(flags.name !== undefined ? { name: flags.name } : {}),
    ...(flags.goal !== undefined ? { goal: flags.goal } : {}),
    ...(schedule ? { schedule } : {}),
    ...(targets.length > 0 ? { targets } : {}),
    ...(flags.webhookUrl
      ? {
          webhook: {
            url: flags.webhookUrl,
            ...(flags.webhookEvents ? { events: flags.webhookEvents } : {}),
          },
        }
      : {}),
    ...(flags.email ? { notification: { email: { enabled: true, recipients: flags.email } } } : {}),
    ...(flags.retentionDays !== undefined ? { retentionDays: flags.retentionDays } : {}),
  };
}

async function readRequestFile(file: string): Promise<Record<string, unknown>> {
  if (file !== "-") return readJsonObjectFile("request-file", file);
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return parseJsonObject("request-file", Buffer.concat(chunks).toString("utf8"), "stdin ");
}

async function createMonitor(
  ctx: Context,
  file: string | undefined,
  flags: ScheduleFlags & OutputFlags,
): Promise<void> {
  v2Only(ctx);
  const request = {
    ...(file ? await readRequestFile(file) : {}),
    ...settingsOf(flags),
  } as Partial<CreateMonitorRequest>;
  if (!request.name) throw new UsageError("--name", "a monitor needs a name");
  if (!request.schedule) throw new UsageError("--cron", "a monitor needs --cron or --schedule");
  if (!request.targets || request.targets.length === 0)
    throw new UsageError(
      "--page",
      "a monitor needs a target: --page, --scrape-urls or --crawl-url",
    );
  const monitor = await stopOnInterrupt(
    ctx,
    ctx.client().createMonitor(request as CreateMonitorRequest, { signal: ctx.interrupts.signal }),
  );
  if (flags.json) ctx.out.json(monitor, flags.pretty === true);
  else ctx.out.line(monitorLine(monitor));
}

async function listMonitors(
  ctx: Context,
  flags: { limit?: number; offset?: number } & OutputFlags,
): Promise<void> {
  v2Only(ctx);
  const monitors = await stopOnInterrupt(
    ctx,
    ctx.client().listMonitors(
      {
        ...(flags.limit === undefined ? {} : { limit: flags.limit }),
        ...(flags.offset === undefined ? {} : { offset: flags.offset }),
      },
      { signal: ctx.interrupts.signal },
    ),
  );
  if (flags.json) ctx.out.json(monitors, flags.pretty === true);
  else for (const monitor of monitors) ctx.out.line(monitorLine(monitor));
}

async function getMonitor(ctx: Context, id: string, flags: OutputFlags): Promise<void> {
  v2Only(ctx);
  ctx.out.json(
    await stopOnInterrupt(ctx, ctx.client().getMonitor(id, { signal: ctx.interrupts.signal })),
    flags.pretty === true,
  );
}

async function runMonitor(ctx: Context, id: string, flags: OutputFlags): Promise<void> {
  v2Only(ctx);
  const check = await stopOnInterrupt(
    ctx,
    ctx.client().runMonitor(id, { signal: ctx.interrupts.signal }),
  );
  if (flags.json) ctx.out.json(check, flags.pretty === true);
  else ctx.out.line(checkLine(check));
}

async function listChecks(
  ctx: Context,
  id: string,
  flags: { status?: (typeof CHECK_STATUSES)[number]; ndjson?: boolean },
): Promise<void> {
  v2Only(ctx);
  const checks = ctx.client().monitorChecks(id, flags.status ? { status: flags.status } : {}, {
    signal: ctx.interrupts.signal,
  });
  await printEach(ctx, checks, (check) =>
    flags.ndjson ? JSON.stringify(check) : checkLine(check),
  );
}

async function checkPages(
  ctx: Context,
  monitorId: string,
  checkId: string,
  flags: { pageStatus?: (typeof PAGE_STATUSES)[number]; ndjson?: boolean },
): Promise<void> {
  v2Only(ctx);
  const pages = ctx
    .client()
    .monitorCheckPages(monitorId, checkId, flags.pageStatus ? { status: flags.pageStatus } : {}, {
      signal: ctx.interrupts.signal,
    });
  await printEach(ctx, pages, (page) =>
    flags.ndjson ? JSON.stringify(page) : `${page.status}\t${page.url}`,
  );
}

/** A line for each item as its page of results arrives, until stdout's reader leaves. */
async function printEach<T>(
  ctx: Context,
  items: AsyncIterable<T>,
  line: (item: T) => string,
): Promise<void> {
  await stopOnInterrupt(
    ctx,
    (async () => {
      for await (const item of items) {
        if (ctx.out.closed) break;
        ctx.out.line(line(item));
      }
    })(),
  );
}

async function updateMonitor(
  ctx: Context,
  id: string,
  flags: ScheduleFlags & OutputFlags & { state?: "active" | "paused" },
): Promise<void> {
  v2Only(ctx);
  const request: UpdateMonitorRequest = {
    ...settingsOf(flags),
    ...(flags.state ? { status: flags.state } : {}),
  };
  if (Object.keys(request).length === 0)
    throw new UsageError("--state", "say what to change: --state, --name, --cron, …");
  const monitor = await stopOnInterrupt(
    ctx,
    ctx.client().updateMonitor(id, request, { signal: ctx.interrupts.signal }),
  );
  if (flags.json) ctx.out.json(monitor, flags.pretty === true);
  else ctx.out.line(monitorLine(monitor));
}

async function deleteMonitor(ctx: Context, id: string): Promise<void> {
  v2Only(ctx);
  const deleted = await stopOnInterrupt(
    ctx,
    ctx.client().deleteMonitor(id, { signal: ctx.interrupts.signal }),
  );
  ctx.out.line(deleted ? `deleted ${id}` : `${id} was not deleted`);
}

function monitorLine(monitor: Monitor): string {
  const schedule = monitor.schedule.cron ?? monitor.schedule.text ?? "";
  return [
    monitor.id,
    monitor.status,
    monitor.name,
    schedule,
    monitor.nextRunAt ? `next ${monitor.nextRunAt}` : "",
  ]
    .filter((part) => part !== "")
    .join("\t");
}

function checkLine(check: MonitorCheck): string {
  const { summary } = check;
  return [
    check.id,
    check.status,
    check.trigger,
    `${summary.changed} changed, ${summary.new} new, ${summary.removed} removed, ${summary.same} same, ${summary.error} errors`,
  ].join("\t");
}
