/**
 * `pnpm --filter @keystone/web bench:trace [path]`: where a page's load spends its main thread,
 * measured, not guessed. Builds the site with source maps into `build-trace/`, runs Lighthouse
 * with its default settings (mobile, simulated throttling, 4× CPU) with V8's CPU profiler in its
 * trace, and prints the simulated long tasks, then every top-level task long enough to become one
 * (observed time × slowdown ≥ 50 ms) with its task groups, the source files and functions its JavaScript ran
 * in, then the whole load's JavaScript by source. The trace is kept in `build-trace/trace.json`
 * for Chrome's Performance panel. `--no-build` reuses the last build; `--no-profile` leaves the
 * profiler out, for task durations free of its overhead; `--min-task-ms=N` lists shorter tasks.
 */
import { execFileSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import path from "node:path";
import { appRoot, openSession } from "./lighthouse-session";
import { analyseTrace } from "./trace-breakdown";

const cliArguments = process.argv.slice(2);
const pathname = cliArguments.find((arg) => arg.startsWith("/")) ?? "/analysis";
const profile = !cliArguments.includes("--no-profile");
/** Tasks shorter than this (observed) are left out of the list; by default, those that stay short at the slowdown. */
const minTaskMs = Number(cliArguments.find((arg) => arg.startsWith("--min-task-ms="))?.slice(14));
/** `--build-dir=DIR` traces another build made with source maps, e.g. an earlier commit's. */
const buildDir =
  cliArguments.find((arg) => arg.startsWith("--build-dir="))?.slice(12) ?? "build-trace";
const clientDir = path.join(appRoot, buildDir, "client");

if (!cliArguments.includes("--no-build")) {
  execFileSync("pnpm", ["run", "build"], {
    cwd: appRoot,
    stdio: ["ignore", "ignore", "inherit"],
    env: { ...process.env, WEB_BUILD_DIR: buildDir, WEB_SOURCEMAPS: "hidden" },
  });
}

const ms = (value: number) => `${Math.round(value)} ms`;
const session = await openSession({ buildDir });
try {
  const { lhr, artifacts, cpuSlowdown, benchmarkIndex, calibrated } = await session.measure(
    pathname,
    {
      flags: {
        onlyCategories: ["performance"],
        additionalTraceCategories: profile ? "disabled-by-default-v8.cpu_profiler" : null,
      },
    },
  );
  writeFileSync(path.join(appRoot, buildDir, "trace.json"), JSON.stringify(artifacts.Trace));
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const longTasks =
    (lhr.audits["long-tasks"]?.details as { items?: Array<Record<string, unknown>> } | undefined)
      ?.items ?? [];

  console.info(
    `${pathname}: performance ${Math.round((lhr.categories.performance?.score ?? 0) * 100)}, ` +
      `TBT ${ms(numeric("total-blocking-time"))}, FCP ${ms(numeric("first-contentful-paint"))}, ` +
      `LCP ${ms(numeric("largest-contentful-paint"))}, TTI ${ms(numeric("interactive"))}; ` +
      `benchmarkIndex ${Math.round(benchmarkIndex)}, CPU ×${cpuSlowdown}` +
      `${calibrated ? "" : " (the host's speed kept changing: not calibrated)"}` +
      `${profile ? " (the profiler itself adds some time)" : ""}`,
  );
  console.info("\nLong tasks as Lighthouse simulates them:");
  for (const task of longTasks)
    console.info(
      `  ${ms(Number(task.duration))} at ${ms(Number(task.startTime))}  ${String(task.url)}`,
    );

  const shortest = Number.isFinite(minTaskMs) ? minTaskMs : 50 / cpuSlowdown;
  const report = analyseTrace(artifacts.Trace, { clientDir, minTaskMs: shortest });
  const share = (entries: Array<[string, number]>, limit: number) =>
    entries
      .slice(0, limit)
      .map(([name, time]) => `${name} ${time.toFixed(1)}`)
      .join(", ");
  console.info(
    `\nTop-level tasks of at least ${shortest.toFixed(1)} ms observed (× ${cpuSlowdown} simulated):`,
  );
  for (const task of report.tasks) {
    console.info(
      `  at ${ms(task.startMs)}: ${task.durationMs.toFixed(1)} ms observed, ~${ms(task.durationMs * cpuSlowdown)} at ×${cpuSlowdown}`,
    );
    console.info(`    groups: ${share(task.groups, 6)}`);
    console.info(`    trace events (self ms): ${share(task.events, 6)}`);
    if (report.profiled) {
      console.info(`    JavaScript by source (ms): ${share(task.sources, 10)}`);
      console.info(`    JavaScript by function (ms): ${share(task.functions, 8)}`);
    }
  }
  console.info(
    `\nMain thread over the whole load by group (ms observed): ${share(report.groups, 8)}`,
  );
  if (report.profiled) {
    console.info("\nJavaScript self time over the whole load by source (ms observed):");
    for (const [source, time] of report.sources.slice(0, 25))
      console.info(`  ${time.toFixed(1).padStart(7)}  ${source}`);
  }
} finally {
  await session.close();
}
