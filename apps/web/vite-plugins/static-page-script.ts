import { createHash } from "node:crypto";
import path from "node:path";
import { build } from "esbuild";
import type { Plugin } from "vite";

/** The module that hands the script's URL to the document, e.g. `import src from "virtual:…"`. */
export const STATIC_PAGE_SCRIPT_ID = "virtual:static-page-script";
const resolvedId = `\0${STATIC_PAGE_SCRIPT_ID}`;

type Bundle = { code: string; fileName: string; inputs: string[] };

/**
 * The prerendered marketing pages run no React: their only script is `entry`, bundled on its own
 * by esbuild (the design system's behaviours plus the site's few), so that it shares no chunk with
 * the React code of the analysis tool. Both the client and the server build bundle it, byte for
 * byte the same, so both name it by the same content hash without handing state across builds:
 * the client build writes the file, the server build puts its URL into the prerendered HTML.
 * The dev server serves the entry as source, through Vite.
 */
export function staticPageScript({ entry }: { entry: string }): Plugin {
  let root = process.cwd();
  let bundled: Promise<Bundle> | undefined;

  async function bundle(): Promise<Bundle> {
    const result = await build({
      entryPoints: [path.resolve(root, entry)],
      bundle: true,
      minify: true,
      format: "esm",
      platform: "browser",
      target: "es2022",
      write: false,
      metafile: true,
      logLevel: "silent",
    });
    const code = result.outputFiles[0]?.text ?? "";
    const hash = createHash("sha256").update(code).digest("base64url").slice(0, 10);
    return {
      code,
      fileName: `assets/static-page-${hash}.js`,
      inputs: Object.keys(result.metafile.inputs).map((input) => path.resolve(root, input)),
    };
  }

  return {
    name: "keystone:static-page-script",
    configResolved(config) {
      root = config.root;
    },
    resolveId(id) {
      return id === STATIC_PAGE_SCRIPT_ID ? resolvedId : undefined;
    },
    async load(id) {
      if (id !== resolvedId) return;
      if (this.environment.mode === "dev") return `export default "/${entry}";`;
      const { fileName, inputs } = await (bundled ??= bundle());
      for (const input of inputs) this.addWatchFile(input);
      return `export default ${JSON.stringify(`/${fileName}`)};`;
    },
    async generateBundle() {
      if (this.environment.name !== "client") return;
      const { code, fileName } = await (bundled ??= bundle());
      this.emitFile({ type: "asset", fileName, source: code });
    },
  };
}
