import { readdir } from "node:fs/promises";
import path from "node:path";
import { expect } from "@playwright/test";
import { resolveProviderApiUrl } from "../../app/provider-api";
import { documentPaths, internalDocumentPaths, notFoundText } from "./production-routes";
import { followRaw, rawGet, resolveLocation } from "./raw-http";
import { foreignHost, redirectPayloads } from "./redirect-payloads";

/**
 * What a hostile visitor tries on a production server, whichever server it is: `serve.spec.ts`
 * and `nginx.spec.ts` run these same checks over loopback.
 */

/** No answer to any payload carries a `Location` a browser would follow to another site. */
export async function expectNoOpenRedirect(origin: string) {
  for (const payload of redirectPayloads) {
    const answer = await rawGet(origin, payload);
    for (const location of answer.headers.get("location") ?? []) {
      const target = resolveLocation(origin, location);
      expect(target.origin, `${JSON.stringify(payload)} -> Location ${location}`).toBe(origin);
      expect(target.host, JSON.stringify(payload)).not.toContain(foreignHost);
    }
    // A decoded line break must never reach the answer's head as a header of its own.
    expect(answer.headers.has("set-cookie"), JSON.stringify(payload)).toBe(false);
  }
}

/** Folders of the build, asked for with and without a trailing slash. */
const folderPaths = ["/assets/", "/assets", "/images/", "/images", "/images/projects/"];

/** A folder without an index ends at the not-found page with a 404, listing nothing. */
export async function expectNoDirectoryListing(origin: string, clientDir: string) {
  const assetNames = await readdir(path.join(clientDir, "assets"));
  const imageNames = await readdir(path.join(clientDir, "images/projects"));
  for (const folder of folderPaths) {
    const { answer, locations } = await followRaw(origin, folder);
    for (const location of locations) expect(resolveLocation(origin, location).origin).toBe(origin);
    expect(answer.status, folder).toBe(404);
    expect(answer.body, folder).toContain(notFoundText);
    for (const name of [...assetNames.slice(0, 5), ...imageNames.slice(0, 5)]) {
      expect(answer.body, `${folder} lists ${name}`).not.toContain(name);
    }
  }
}

/**
 * The not-found page and the framework's SPA fallback are documents the server answers with, not
 * pages: asked for by their own paths they end in a 404 (after at most a same-origin redirect).
 * Every real route still answers its own document.
 */
export async function expectInternalDocumentsHidden(origin: string) {
  for (const internal of internalDocumentPaths) {
    const { answer, locations } = await followRaw(origin, internal);
    for (const location of locations) expect(resolveLocation(origin, location).origin).toBe(origin);
    expect(answer.status, internal).toBe(404);
    expect(answer.body, internal).toContain(notFoundText);
  }
  for (const routePath of documentPaths) {
    const answer = await rawGet(origin, routePath);
    expect(answer.status, routePath).toBe(200);
    expect(answer.body, routePath).not.toContain(notFoundText);
  }
}

/**
 * `connect-src` names this site, the provider's origin and its socket, all from the one build
 * setting (`VITE_CRAWL_API_URL`), and nothing else; HSTS is a TLS front's header, never sent over
 * plain HTTP (browsers ignore it there).
 */
export async function expectConnectSrcOfBuild(
  origin: string,
  providerOverride: string | undefined,
) {
  const provider = new URL(resolveProviderApiUrl(providerOverride));
  const socket = `${provider.protocol === "https:" ? "wss:" : "ws:"}//${provider.host}`;
  for (const routePath of ["/", "/analysis", "/no/such/page"]) {
    const answer = await rawGet(origin, routePath);
    const policy = answer.headers.get("content-security-policy")?.[0] ?? "";
    const connectSrc = policy
      .split(";")
      .map((directive) => directive.trim().split(/\s+/))
      .find(([name]) => name === "connect-src");
    expect(connectSrc, routePath).toEqual(["connect-src", "'self'", provider.origin, socket]);
    expect(answer.headers.has("strict-transport-security"), routePath).toBe(false);
  }
}

/**
 * Cross-origin isolation where it breaks nothing: no other site may load our files as its own
 * subresources (CORP) except the social card link previews show, and a page opened from another
 * site shares no window with it (COOP).
 */
export async function expectCrossOriginHeaders(origin: string, assetPath: string) {
  for (const target of ["/", "/analysis", "/no/such/page", assetPath, "/favicon.svg"]) {
    const answer = await rawGet(origin, target);
    expect(answer.headers.get("cross-origin-resource-policy"), target).toEqual(["same-origin"]);
  }
  for (const target of ["/", "/analysis", "/no/such/page"]) {
    const answer = await rawGet(origin, target);
    expect(answer.headers.get("cross-origin-opener-policy"), target).toEqual(["same-origin"]);
  }
  const card = await rawGet(origin, "/social-card.png");
  expect(card.status).toBe(200);
  expect(card.headers.get("cross-origin-resource-policy")).toEqual(["cross-origin"]);
}
