import { build, type Metafile } from "esbuild";
import { gzipSync } from "node:zlib";
import { PACKAGE_DIR } from "./lib/worker.js";
import { formatSummary, summarize } from "./lib/summary.js";
import { ratio, type Row } from "./lib/table.js";

const PACKAGES = { reference: "@mendable/firecrawl-js", ours: "@keystone/crawl-client" } as const;
/** How each package's v1 client is imported: the reference's default export, our named one. */
const IMPORTS = {
  reference: `import FirecrawlApp from "${PACKAGES.reference}";`,
  ours: `import { FirecrawlApp } from "${PACKAGES.ours}";`,
} as const;

/** What a browser app pays to import a client and construct it: everything reachable, minified. */
async function bundle(
  importLine: string,
): Promise<{ minified: number; gzipped: number; metafile: Metafile }> {
  const result = await build({
    stdin: {
      contents: `${importLine}\nexport const app = new FirecrawlApp({ apiKey: "fc-key", apiUrl: "https://crawl.example.com" });\n`,
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
 * esbuild bundle of `import` + `new FirecrawlApp(…)` for the browser (our package's `browser`
 * condition), dependencies included, minified, gzip level 9. Deterministic, so every run agrees.
 */
export async function browserCost(runs: number): Promise<Row[]> {
  const sizes = {
    reference: { minified: [] as number[], gzipped: [] as number[] },
    ours: { minified: [] as number[], gzipped: [] as number[] },
  };
  for (let run = 0; run < runs; run++) {
    for (const client of ["reference", "ours"] as const) {
      const { minified, gzipped, metafile } = await bundle(IMPORTS[client]);
      sizes[client].minified.push(minified);
      sizes[client].gzipped.push(gzipped);
      if (run === 0)
        console.info(
          `  browser bundle of ${PACKAGES[client]} (minified, by package): ${weightByPackage(metafile)}`,
        );
    }
  }
  return (
    [
      ["gzipped", "Browser cost: import + construct, esbuild, minified + gzip -9"],
      ["minified", "Browser cost: import + construct, esbuild, minified"],
    ] as const
  ).map(([key, benchmark]) => {
    const reference = summarize(sizes.reference[key]);
    const ours = summarize(sizes.ours[key]);
    return {
      benchmark,
      reference: formatSummary(reference, "KiB"),
      ours: formatSummary(ours, "KiB"),
      ratio: ratio(ours.median, reference.median, "lower"),
    };
  });
}
