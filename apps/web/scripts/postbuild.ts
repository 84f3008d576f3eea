/**
 * After `react-router build`: turns the prerendered /404 into the 404.html that static servers answer
 * unknown paths with, boots the analysis tool's island without the router (documents/island-document.ts), hashes every inline script for the Content-Security-Policy, and writes the
 * production configuration of both servers (`build/serve.json`, `build/nginx/*-headers.conf`).
 */
import { createHash } from "node:crypto";
import { mkdir, readdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { resolveProviderApiUrl } from "../app/provider-api";
import { cacheControl, noindexHeaders, securityHeaders } from "../deploy/security-headers";
import { isIslandDocument, islandOnlyBoot } from "./documents/island-document";

const appRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const buildDir = path.join(appRoot, process.env.WEB_BUILD_DIR ?? "build");
const clientDir = path.join(buildDir, "client");

async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith(".html"))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

function inlineScripts(html: string): string[] {
  const scripts: string[] = [];
  for (const match of html.matchAll(/<script(?<attributes>[^>]*)>(?<body>[\s\S]*?)<\/script>/g)) {
    if (!/\ssrc=/.test(match.groups?.attributes ?? "")) scripts.push(match.groups?.body ?? "");
  }
  return scripts;
}

const sha256 = (text: string) => createHash("sha256").update(text, "utf8").digest("base64");

await rename(path.join(clientDir, "404", "index.html"), path.join(clientDir, "404.html"));
await rm(path.join(clientDir, "404"), { recursive: true });
// The sitemap and robots.txt are resource routes; no client navigation ever asks for their data.
for (const file of ["sitemap.xml.data", "robots.txt.data"])
  await rm(path.join(clientDir, file), { force: true });

// The prerendered HTML is the page; hydration code must not compete with it for the network. Module
// preload hints would fetch every route chunk at high priority before the first paint, so they go:
// the inline module script still imports the same chunks, at the priority of an async script.
const modulePreload = /<link rel="modulepreload" href="[^"]+"\/>/g;

const hashes = new Set<string>();
for (const file of await htmlFiles(clientDir)) {
  const prerendered = (await readFile(file, "utf8")).replace(modulePreload, "");
  const html = isIslandDocument(prerendered) ? islandOnlyBoot(prerendered) : prerendered;
  await writeFile(file, html);
  for (const script of inlineScripts(html)) hashes.add(sha256(script));
}

const headers = securityHeaders({
  scriptHashes: [...hashes].sort(),
  providerApiUrl: resolveProviderApiUrl(process.env.VITE_CRAWL_API_URL),
});
const asPairs = (record: Record<string, string>) =>
  Object.entries(record).map(([key, value]) => ({ key, value }));

// Documents the servers answer with that are no pages: the not-found page and the SPA fallback
// React Router writes (every route is prerendered, so no path is rewritten to it).
const internalDocuments = ["404", "__spa-fallback"];

const serveBase = JSON.parse(await readFile(path.join(appRoot, "deploy/serve.base.json"), "utf8"));
const serveConfig = {
  ...serveBase,
  // With clean URLs, serve answers /404 and /__spa-fallback with their documents and a 200. Each
  // is rewritten to a path below a file, which cannot exist, so it gets the not-found page with a
  // real 404 like any unknown path (their .html forms redirect here first).
  rewrites: internalDocuments.map((name) => ({
    source: name,
    destination: `/${name}.html/not-a-page`,
  })),
  headers: [
    { source: "**", headers: asPairs(headers.everyResponse) },
    { source: "social-card.png", headers: asPairs(headers.embeddable) },
    { source: "assets/**", headers: asPairs({ "Cache-Control": cacheControl.immutableAsset }) },
    {
      source: "**/*.html",
      headers: asPairs({ ...headers.documents, "Cache-Control": cacheControl.document }),
    },
    // serve matches the file it answers with: 404.html for unknown paths, analysis/index.html.
    { source: "{404,analysis/index}.html", headers: asPairs(noindexHeaders) },
  ],
};
await writeFile(path.join(buildDir, "serve.json"), `${JSON.stringify(serveConfig, null, 2)}\n`);

await mkdir(path.join(buildDir, "nginx"), { recursive: true });
const nginxDirectives = (record: Record<string, string>) =>
  `${Object.entries(record)
    .map(([key, value]) => `add_header ${key} "${value}" always;`)
    .join("\n")}\n`;
await writeFile(
  path.join(buildDir, "nginx", "document-headers.conf"),
  nginxDirectives(headers.documents),
);
await writeFile(
  path.join(buildDir, "nginx", "asset-headers.conf"),
  nginxDirectives(headers.everyResponse),
);
await writeFile(
  path.join(buildDir, "nginx", "embeddable-headers.conf"),
  nginxDirectives(headers.embeddable),
);
await writeFile(
  path.join(buildDir, "nginx", "noindex-headers.conf"),
  nginxDirectives(noindexHeaders),
);

console.info(
  `postbuild: 404.html written, ${hashes.size} inline script hashes in the CSP, serve and nginx headers in ${path.relative(appRoot, buildDir)}/`,
);
