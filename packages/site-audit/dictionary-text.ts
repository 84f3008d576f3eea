// The Hunspell files of `dictionary-en` as text modules, for the build (tsup's esbuild) and the
// tests (Vitest's Vite): `import dic from "dictionary-en/index.dic"` gives the file's text, so the
// engine carries the dictionary without reading a file (a Web Worker has no file system). The
// package's `exports` names only its Node entry, so the files are found beside it.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import type { Options } from "tsup";
import type { Plugin as VitePlugin } from "vitest/config";

type EsbuildPlugin = NonNullable<Options["esbuildPlugins"]>[number];

const require = createRequire(import.meta.url);
const DICTIONARY_FILE = /^dictionary-en\/(index\.(?:aff|dic))$/;
const SUFFIX = "?dictionary-text";

function dictionaryPath(id: string): string | undefined {
  const match = DICTIONARY_FILE.exec(id);
  return match ? join(dirname(require.resolve("dictionary-en")), match[1] as string) : undefined;
}

export const dictionaryTextEsbuild: EsbuildPlugin = {
  name: "dictionary-text",
  setup(build) {
    // The bundle names the module by its specifier, not by this machine's path to it.
    build.onResolve({ filter: DICTIONARY_FILE }, (args) => ({
      path: args.path,
      namespace: "dictionary-text",
      pluginData: dictionaryPath(args.path),
    }));
    build.onLoad({ filter: /.*/, namespace: "dictionary-text" }, (args) => ({
      contents: readFileSync(args.pluginData as string, "utf8"),
      loader: "text",
    }));
  },
};

export const dictionaryTextVite: VitePlugin = {
  name: "dictionary-text",
  enforce: "pre",
  resolveId(id) {
    const path = dictionaryPath(id);
    return path === undefined ? undefined : `${path}${SUFFIX}`;
  },
  load(id) {
    if (!id.endsWith(SUFFIX)) return undefined;
    const text = readFileSync(id.slice(0, -SUFFIX.length), "utf8");
    return `export default ${JSON.stringify(text)};`;
  },
};
