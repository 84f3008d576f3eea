import { build, type Metafile } from "esbuild";
import { gzipSync } from "node:zlib";
import { PACKAGE_DIR } from "./lib/worker.js";
import { formatSummary, summarize } from "./lib/summary.js";
import { ratio, type Row } from "./lib/table.js";

type Client = "reference" | "ours" | "referenceV2" | "oursV2";

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

/** What a browser app pays to import a client and construct it: everything reachable, minified. */
async function bundle(
  client: Client,
): Promise<{ minified: number; gzipped: number; metafile: Metafile }> {
  const result = await build({
    stdin: {
      contents: `${IMPORTS[client]}\nexport const app = new FirecrawlApp({ apiKey: "fc-key", apiUrl: "https://crawl.example.com" });\n`,
      resolveDir: PACKAGE_DIR,
      loader: "js",
    },
    bundle: true,
    minify: true,
    platform: "browser",
    format: "esm",
    target: "es2022",
    write: false,
    metafile: true,
    external: EXTERNAL[client] ?? [],
    logLevel: "error",
  });
  const code = result.outputFiles[0]?.contents ?? new Uint8Array();
  return {
    minified: code.byteLength,
    gzipped: gzipSync(code, { level: 9 }).byteLength,
    metafile: result.metafile,
  };
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
 * (our package's `browser` condition), dependencies included, minified, gzip level 9.
 * Deterministic, so every run agrees.
 */
export async function browserCost(runs: number): Promise<Row[]> {
  const clients: readonly Client[] = ["reference", "ours", "referenceV2", "oursV2"];
  const sizes = Object.fromEntries(
    clients.map((client) => [client, { minified: [] as number[], gzipped: [] as number[] }]),
  ) as Record<Client, { minified: number[]; gzipped: number[] }>;
  for (let run = 0; run < runs; run++) {
    for (const client of clients) {
      const { minified, gzipped, metafile } = await bundle(client);
      sizes[client].minified.push(minified);
      sizes[client].gzipped.push(gzipped);
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
