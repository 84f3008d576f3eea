import { build, type Metafile } from "esbuild";
import { gzipSync } from "node:zlib";
import { PACKAGE_DIR } from "./lib/worker.js";
import { formatSummary, summarize } from "./lib/summary.js";
import { ratio, type Row } from "./lib/table.js";

export type Client = "reference" | "ours" | "referenceV2" | "oursV2";

const PACKAGES: Record<Client, string> = {
  reference: "@mendable/firecrawl-js",
  ours: "@keystone/crawl-client",
  referenceV2: "@mendable/firecrawl-js@4.42.0",
  oursV2: "@keystone/crawl-client/v2",
};
/**
 * How each client is imported and built: v1, the reference's default export and our named one;
 * v2, each package's `FirecrawlClient`, ours from its v2-only entry.
 */
const IMPORTS: Record<Client, string> = {
  reference: `import FirecrawlApp from "@mendable/firecrawl-js";`,
  ours: `import { FirecrawlApp } from "@keystone/crawl-client";`,
  referenceV2: `import { FirecrawlClient as FirecrawlApp } from "firecrawl-js-v4";`,
  oursV2: `import FirecrawlApp from "@keystone/crawl-client/v2";`,
};
/**
 * 4.42.0's watcher imports Node's `events`, which a browser build does not have: the app must add
 * a polyfill. It is left out of the reference's bundle, so its figure is a lower bound.
 */
const EXTERNAL: Partial<Record<Client, string[]>> = { referenceV2: ["events"] };

export interface Cost {
  /** What loads with the import: the entry and the chunks it imports statically. */
  minified: number;
  gzipped: number;
  /** Everything the client may load, its parts loaded on first use (`import()`) included. */
  everythingGzipped: number;
  metafile: Metafile;
}

/**
 * What a browser app pays to import a client and construct it: everything reachable, minified,
 * split as an app's bundler splits it. 1.29.3 and 4.42.0 load parts of themselves on first use
 * (`import()`), so what loads with the import and everything are both counted (ours loads all of
 * itself with the import: the two are equal); each file is gzipped on its own, as it is served.
 */
export async function bundle(client: Client): Promise<Cost> {
  const result = await build({
    stdin: {
      contents: `${IMPORTS[client]}\nexport const app = new FirecrawlApp({ apiKey: "fc-key", apiUrl: "https://crawl.example.com" });\n`,
      resolveDir: PACKAGE_DIR,
      loader: "js",
      sourcefile: "entry.js",
    },
    bundle: true,
    minify: true,
    splitting: true,
    outdir: "bench-bundle",
    platform: "browser",
    format: "esm",
    target: "es2022",
    write: false,
    metafile: true,
    external: EXTERNAL[client] ?? [],
    logLevel: "error",
  });
  const outputs = result.metafile.outputs;
  const name = (path: string) => path.slice(path.lastIndexOf("/") + 1);
  const byName = new Map(Object.keys(outputs).map((path) => [name(path), path]));
  const entry = Object.keys(outputs).find((path) => outputs[path]?.entryPoint === "entry.js");
  const first = new Set<string>();
  for (const stack = entry === undefined ? [] : [entry]; stack.length > 0;) {
    const path = stack.pop() as string;
    if (first.has(path)) continue;
    first.add(path);
    for (const { path: imported, kind } of outputs[path]?.imports ?? [])
      if (kind === "import-statement") stack.push(byName.get(name(imported)) ?? imported);
  }
  const cost = { minified: 0, gzipped: 0, everythingGzipped: 0, metafile: result.metafile };
  for (const file of result.outputFiles) {
    const gzipped = gzipSync(file.contents, { level: 9 }).byteLength;
    cost.everythingGzipped += gzipped;
    if (![...first].some((path) => name(path) === name(file.path))) continue;
    cost.minified += file.contents.byteLength;
    cost.gzipped += gzipped;
  }
  return cost;
}

/** Minified bytes per package in the bundle, largest first: where the weight comes from. */
function weightByPackage(metafile: Metafile): string {
  const weights = new Map<string, number>();
  for (const output of Object.values(metafile.outputs)) {
    for (const [path, { bytesInOutput }] of Object.entries(output.inputs)) {
      const match = /node_modules\/((?:@[^/]+\/)?[^/]+)\/(?!.*node_modules)/.exec(path);
      const name = match?.[1] ?? (path.startsWith("dist/") ? "(own code)" : path);
      weights.set(name, (weights.get(name) ?? 0) + bytesInOutput);
    }
  }
  return [...weights]
    .sort((a, b) => b[1] - a[1])
    .filter(([, bytes]) => bytes >= 1024)
    .map(([name, bytes]) => `${name} ${(bytes / 1024).toFixed(0)} KiB`)
    .join(", ");
}

/**
 * esbuild bundle of `import` + `new FirecrawlApp(…)` (v2: `new FirecrawlClient(…)`) for the browser
 * (our package's `browser` condition), dependencies included, minified, gzip level 9, split at
 * `import()` as an app's bundler splits it: what loads with the import, and everything.
 * Deterministic, so every run agrees.
 */
export async function browserCost(runs: number): Promise<Row[]> {
  const clients: readonly Client[] = ["reference", "ours", "referenceV2", "oursV2"];
  const sizes = Object.fromEntries(
    clients.map((client) => [
      client,
      { minified: [] as number[], gzipped: [] as number[], everythingGzipped: [] as number[] },
    ]),
  ) as Record<Client, Record<"minified" | "gzipped" | "everythingGzipped", number[]>>;
  for (let run = 0; run < runs; run++) {
    for (const client of clients) {
      const { minified, gzipped, everythingGzipped, metafile } = await bundle(client);
      sizes[client].minified.push(minified);
      sizes[client].gzipped.push(gzipped);
      sizes[client].everythingGzipped.push(everythingGzipped);
      if (run === 0)
        console.info(
          `  browser bundle of ${PACKAGES[client]} (minified, by package): ${weightByPackage(metafile)}`,
        );
    }
  }
  const rows = (reference: Client, ours: Client, prefix: string) =>
    (
      [
        ["gzipped", `${prefix}Browser cost: import + construct, esbuild, minified + gzip -9`],
        ["minified", `${prefix}Browser cost: import + construct, esbuild, minified`],
        [
          "everythingGzipped",
          `${prefix}Browser cost: everything, parts loaded on first use included, minified + gzip -9`,
        ],
      ] as const
    ).map(([key, benchmark]) => {
      const theirs = summarize(sizes[reference][key]);
      const mine = summarize(sizes[ours][key]);
      return {
        benchmark,
        reference: formatSummary(theirs, "KiB"),
        ours: formatSummary(mine, "KiB"),
        ratio: ratio(mine.median, theirs.median, "lower"),
      };
    });
  return [
    ...rows("reference", "ours", ""),
    ...rows(
      "referenceV2",
      "oursV2",
      "v2 (`FirecrawlClient`; ours from `@keystone/crawl-client/v2`; the reference without the `events` polyfill it needs): ",
    ),
  ];
}
