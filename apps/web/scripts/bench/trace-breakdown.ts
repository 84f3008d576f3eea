/**
 * Where a page load's main thread spends its time, from a Lighthouse trace: the top-level tasks
 * (Lighthouse's own task tree), and the JavaScript inside them attributed to source files through
 * the build's source maps, from the V8 CPU profile recorded in the same trace.
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import type { Trace, TraceEvent } from "lighthouse";
import SDK from "lighthouse/core/lib/cdt/SDK.js";
import {
  MainThreadTasks,
  type TaskNode,
} from "lighthouse/core/lib/tracehouse/main-thread-tasks.js";
import LHTraceProcessor from "lighthouse/core/lib/lh-trace-processor.js";

/** A stretch of JavaScript the profiler sampled, in ms from the trace's time origin. */
interface Sample {
  time: number;
  duration: number;
  url: string;
  line: number;
  column: number;
  functionName: string;
}

interface ProfileNode {
  id: number;
  parent?: number;
  /** V8's own entries ("(program)", "(idle)", "(garbage collector)") have no URL or position. */
  callFrame: { functionName: string; url?: string; lineNumber?: number; columnNumber?: number };
}

interface CpuProfileChunk {
  cpuProfile?: { nodes?: ProfileNode[]; samples?: number[] };
  timeDeltas?: number[];
}

/** The main thread's CPU profile samples (recorded with `disabled-by-default-v8.cpu_profiler`). */
function profileSamples(events: TraceEvent[], pid: number, tid: number, origin: number): Sample[] {
  const profile = events.find(
    (event) => event.name === "Profile" && event.pid === pid && event.tid === tid,
  );
  if (!profile) return [];
  const nodes = new Map<number, ProfileNode>();
  const times: number[] = [];
  const leaves: number[] = [];
  let clock = Number((profile.args.data as { startTime?: number } | undefined)?.startTime ?? 0);
  for (const event of events) {
    if (event.name !== "ProfileChunk" || event.id !== profile.id || event.pid !== pid) continue;
    const chunk = event.args.data as CpuProfileChunk;
    for (const node of chunk.cpuProfile?.nodes ?? []) nodes.set(node.id, node);
    const deltas = chunk.timeDeltas ?? [];
    (chunk.cpuProfile?.samples ?? []).forEach((leaf, index) => {
      clock += deltas[index] ?? 0;
      times.push(clock);
      leaves.push(leaf);
    });
  }
  const samples: Sample[] = [];
  for (let index = 0; index + 1 < times.length; index++) {
    const frame = nodes.get(leaves[index] ?? -1)?.callFrame;
    if (!frame) continue;
    samples.push({
      time: ((times[index] ?? 0) - origin) / 1000,
      duration: ((times[index + 1] ?? 0) - (times[index] ?? 0)) / 1000,
      url: frame.url ?? "",
      line: frame.lineNumber ?? 0,
      column: frame.columnNumber ?? 0,
      functionName: frame.functionName,
    });
  }
  return samples;
}

/**
 * Names the source a script position came from: a package (`react-dom`, `tailwind-merge`), a file
 * of the design system or of the app, or the script's own URL when the build has no source map.
 */
export function sourceResolver(clientDir: string) {
  const maps = new Map<string, InstanceType<typeof SDK.SourceMap> | null>();
  function mapOf(url: string) {
    if (maps.has(url)) return maps.get(url) ?? null;
    let pathname = "";
    try {
      pathname = new URL(url).pathname;
    } catch {
      // Not a URL (a V8 builtin): nothing to map.
    }
    const file = path.join(clientDir, `${pathname}.map`);
    const map =
      pathname && existsSync(file)
        ? new SDK.SourceMap(url, `${url}.map`, JSON.parse(readFileSync(file, "utf8")))
        : null;
    maps.set(url, map);
    return map;
  }
  return (url: string, line: number, column: number): string => {
    if (!url) return "(V8 / native)";
    const entry = mapOf(url)?.findEntry(line, column, 0);
    const source = entry?.sourceURL ? String(entry.sourceURL) : "";
    if (!source) return URL.canParse(url) ? new URL(url).pathname : url;
    const inPackage = source.match(/node_modules\/(?!\.pnpm\/)((?:@[^/]+\/)?[^/]+)\//g)?.at(-1);
    if (inPackage) return inPackage.replace(/^node_modules\//, "").replace(/\/$/, "");
    const inWorkspace = source.match(/(packages\/[^/]+\/src\/.*|app\/.*)$/);
    return inWorkspace?.[1] ?? source;
  };
}

export interface TaskReport {
  startMs: number;
  durationMs: number;
  /** Lighthouse's task groups (script evaluation, style & layout...) and their time in the task. */
  groups: Array<[string, number]>;
  /** Self time by trace event: names what a task with no script in it did. */
  events: Array<[string, number]>;
  /** JavaScript self time by source, longest first. */
  sources: Array<[string, number]>;
  /** JavaScript self time by function ("source: name"), longest first: what a source spent it on. */
  functions: Array<[string, number]>;
}

export interface TraceReport {
  /** Every top-level main-thread task of at least `minTaskMs` observed. */
  tasks: TaskReport[];
  /** JavaScript self time by source over the whole load. */
  sources: Array<[string, number]>;
  /** Main-thread time by task group over the whole load. */
  groups: Array<[string, number]>;
  /** Whether the trace held a CPU profile (the sources are empty without one). */
  profiled: boolean;
}

const sum = (into: Map<string, number>, key: string, value: number) =>
  into.set(key, (into.get(key) ?? 0) + value);
const longestFirst = (map: Map<string, number>) => [...map].sort((a, b) => b[1] - a[1]);

/** Self time inside a task, its own and every descendant's, by a property of each event. */
function selfTimes(
  task: TaskNode,
  key: (task: TaskNode) => string,
  into = new Map<string, number>(),
) {
  sum(into, key(task), task.selfTime);
  for (const child of task.children) selfTimes(child, key, into);
  return into;
}

export function analyseTrace(
  trace: Trace,
  { clientDir, minTaskMs }: { clientDir: string; minTaskMs: number },
): TraceReport {
  const processed = LHTraceProcessor.processTrace(trace);
  const { pid, tid } = processed.mainThreadEvents[0] ?? { pid: 0, tid: 0 };
  const origin = processed.timestamps.timeOrigin;
  const tasks = MainThreadTasks.getMainThreadTasks(
    processed.mainThreadEvents,
    processed.frames,
    processed.timestamps.traceEnd,
    origin,
  ).filter((task) => !task.parent);
  const samples = profileSamples(trace.traceEvents, pid, tid, origin);
  const sourceOf = sourceResolver(clientDir);
  const jsSources = (from: number, to: number, byFunction = false) => {
    const bySource = new Map<string, number>();
    for (const sample of samples) {
      if (sample.time < from || sample.time >= to) continue;
      if (sample.url === "" && sample.functionName.startsWith("(")) {
        if (sample.functionName !== "(idle)" && sample.functionName !== "(program)")
          sum(bySource, sample.functionName, sample.duration);
        continue;
      }
      const source = sourceOf(sample.url, sample.line, sample.column);
      const key = byFunction ? `${source}: ${sample.functionName || "(anonymous)"}` : source;
      sum(bySource, key, sample.duration);
    }
    return bySource;
  };

  const allGroups = new Map<string, number>();
  const allSources = new Map<string, number>();
  const reports: TaskReport[] = [];
  for (const task of tasks) {
    const groups = selfTimes(task, (node) => node.group.label);
    for (const [group, time] of groups) sum(allGroups, group, time);
    const sources = jsSources(task.startTime, task.endTime);
    for (const [source, time] of sources) sum(allSources, source, time);
    if (task.duration < minTaskMs) continue;
    reports.push({
      startMs: task.startTime,
      durationMs: task.duration,
      groups: longestFirst(groups),
      events: longestFirst(selfTimes(task, (node) => node.event.name)),
      sources: longestFirst(sources),
      functions: longestFirst(jsSources(task.startTime, task.endTime, true)),
    });
  }
  return {
    tasks: reports,
    sources: longestFirst(allSources),
    groups: longestFirst(allGroups),
    profiled: samples.length > 0,
  };
}
