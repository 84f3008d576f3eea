import { readdir } from "node:fs/promises";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { documentPaths, expectSecureHeaders, robotsHeaderOf } from "./production-routes";
import {
  expectConnectSrcOfBuild,
  expectCrossOriginHeaders,
  expectInternalDocumentsHidden,
  expectNoDirectoryListing,
  expectNoOpenRedirect,
} from "./server-hardening";

const clientDir = path.resolve(import.meta.dirname, "../../build/client");

// `pnpm start` serves the build with `serve` and the generated build/serve.json.
test("every route answers 200 with the security headers, no-cache and its robots header", async ({
  request,
}) => {
  for (const routePath of documentPaths) {
    const response = await request.get(routePath, { maxRedirects: 0 });
    expect(response.status(), routePath).toBe(200);
    const headers = expectSecureHeaders(new Headers(response.headers()));
    expect(headers.scriptSrc, routePath).toMatch(/^\s*script-src 'self'( 'sha256-[^']+')+$/);
    expect(headers.csp).toContain("frame-ancestors 'none'");
    expect(headers.nosniff).toBe("nosniff");
    expect(headers.referrer).toBe("strict-origin-when-cross-origin");
    expect(headers.permissions).toContain("geolocation=()");
    expect(response.headers()["cache-control"], routePath).toBe("no-cache");
    expect(response.headers()["x-robots-tag"] ?? null, routePath).toBe(robotsHeaderOf(routePath));
  }
});

test("an unknown path answers 404 with the not-found page, its headers and noindex", async ({
  request,
}) => {
  const response = await request.get("/definitely/not/here");
  expect(response.status()).toBe(404);
  expect(response.headers()["content-security-policy"]).toContain("script-src 'self'");
  expect(response.headers()["x-robots-tag"]).toBe("noindex");
  expect(await response.text()).toContain("Oops! Page not found");
});

test("hashed assets are immutable and compressed", async ({ request }) => {
  const home = await (await request.get("/")).text();
  const script = home.match(/\/assets\/static-page-[\w-]+\.js/)?.[0];
  expect(script).toBeDefined();
  const response = await request.get(script ?? "", { headers: { "accept-encoding": "gzip" } });
  expect(response.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  expect(response.headers()["content-encoding"]).toBe("gzip");
  expect(response.headers()["x-content-type-options"]).toBe("nosniff");
  expect(response.headers()["content-security-policy"]).toBeUndefined();
});

test("no page reports a Content-Security-Policy violation", async ({ page }) => {
  const violations: string[] = [];
  page.on("console", (message) => {
    if (/content security policy/i.test(message.text())) violations.push(message.text());
  });
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      console.error(
        `Content Security Policy violation: ${event.violatedDirective} ${event.blockedURI}`,
      );
    });
  });
  for (const routePath of [...documentPaths, "/missing-page"]) {
    await page.goto(routePath);
    await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
  }
  expect(violations).toEqual([]);
});

test("no answer redirects to another site, whatever the path's slashes, backslashes or tabs", async ({
  baseURL,
}) => {
  await expectNoOpenRedirect(baseURL ?? "");
});

test("a folder without an index answers 404 with the not-found page and lists nothing", async ({
  baseURL,
}) => {
  await expectNoDirectoryListing(baseURL ?? "", clientDir);
});

test("/404, /404.html and the SPA fallback answer 404 by their own paths; routes still answer", async ({
  baseURL,
}) => {
  await expectInternalDocumentsHidden(baseURL ?? "");
});

test("connect-src names only this site and the build's provider origin and socket; no HSTS over HTTP", async ({
  baseURL,
}) => {
  await expectConnectSrcOfBuild(baseURL ?? "", process.env.VITE_CRAWL_API_URL);
});

test("CORP keeps every file to this site except the social card; documents set COOP", async ({
  baseURL,
}) => {
  const [asset] = (await readdir(path.join(clientDir, "assets"))).filter((name) =>
    name.endsWith(".js"),
  );
  await expectCrossOriginHeaders(baseURL ?? "", `/assets/${asset}`);
});
