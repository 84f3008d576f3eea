import { type ChildProcess, spawn } from "node:child_process";
import { mkdtemp, readdir, readFile, rm, symlink, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
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
import { freePort } from "../../scripts/free-port";

// Runs Debian's nginx on loopback with the production server block of deploy/nginx/.
const appRoot = path.resolve(import.meta.dirname, "../..");
const nginxBinary = process.env.NGINX_PATH ?? "/usr/sbin/nginx";

let prefix = "";
let nginx: ChildProcess | undefined;
let origin = "";

async function waitForServer(url: string) {
  for (let attempt = 0; attempt < 100; attempt++) {
    try {
      await fetch(url);
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  throw new Error(`nginx did not answer on ${url}`);
}

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  const port = await freePort();
  origin = `http://127.0.0.1:${port}`;
  prefix = await mkdtemp(path.join(tmpdir(), "keystone-nginx-"));
  await symlink(path.join(appRoot, "build/client"), path.join(prefix, "client"));
  await symlink(path.join(appRoot, "build/nginx"), path.join(prefix, "nginx"));
  const site = (
    await readFile(path.join(appRoot, "deploy/nginx/keystone-site.conf"), "utf8")
  ).replace("listen 127.0.0.1:8080;", `listen 127.0.0.1:${port};`);
  await writeFile(path.join(prefix, "site.conf"), site);
  await writeFile(
    path.join(prefix, "nginx.conf"),
    [
      "daemon off;",
      "master_process off;",
      `pid ${prefix}/nginx.pid;`,
      `error_log ${prefix}/error.log warn;`,
      "events { worker_connections 64; }",
      "http {",
      "  include /etc/nginx/mime.types;",
      "  default_type application/octet-stream;",
      "  access_log off;",
      ...["client_body", "proxy", "fastcgi", "uwsgi", "scgi"].map(
        (kind) => `  ${kind}_temp_path ${prefix}/${kind}_temp;`,
      ),
      "  include site.conf;",
      "}",
    ].join("\n"),
  );
  nginx = spawn(nginxBinary, ["-p", prefix, "-c", path.join(prefix, "nginx.conf")], {
    stdio: ["ignore", "ignore", "pipe"],
  });
  await waitForServer(`${origin}/`);
});

test.afterAll(async () => {
  nginx?.kill("SIGTERM");
  if (prefix) await rm(prefix, { recursive: true, force: true });
});

test("every route answers 200 with its page, security headers, no-cache and its robots header", async () => {
  for (const routePath of documentPaths) {
    const response = await fetch(`${origin}${routePath}`, { redirect: "manual" });
    expect(response.status, routePath).toBe(200);
    expect(response.headers.get("content-type"), routePath).toContain("text/html");
    expect(response.headers.get("cache-control"), routePath).toBe("no-cache");
    expect(response.headers.get("x-robots-tag"), routePath).toBe(robotsHeaderOf(routePath));
    const headers = expectSecureHeaders(response.headers);
    expect(headers.scriptSrc, routePath).not.toContain("'unsafe-inline'");
    expect(headers.csp, routePath).toContain("frame-ancestors 'none'");
    expect(headers.csp, routePath).toMatch(/connect-src 'self' https?:\/\/\S+/);
    expect(headers.nosniff).toBe("nosniff");
    expect(headers.referrer).toBe("strict-origin-when-cross-origin");
    expect(headers.permissions).toContain("camera=()");
    const html = await response.text();
    expect(html, routePath).toContain("<title>");
  }
});

test("an unknown path answers 404 with the not-found page and noindex", async () => {
  const response = await fetch(`${origin}/no/such/page`);
  expect(response.status).toBe(404);
  expect(response.headers.get("content-security-policy")).toContain("script-src");
  expect(response.headers.get("cache-control")).toBe("no-cache");
  expect(response.headers.get("x-robots-tag")).toBe("noindex");
  expect(await response.text()).toContain("Oops! Page not found");
});

test("hashed assets are immutable and compressed; trailing slashes redirect", async () => {
  const assets = await readdir(path.join(appRoot, "build/client/assets"));
  const script = assets.find((name) => name.startsWith("entry.client") && name.endsWith(".js"));
  expect(script).toBeDefined();
  const response = await fetch(`${origin}/assets/${script}`, {
    headers: { "accept-encoding": "gzip" },
  });
  expect(response.status).toBe(200);
  expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
  expect(response.headers.get("content-encoding")).toBe("gzip");
  expect(response.headers.get("x-content-type-options")).toBe("nosniff");
  expect(response.headers.get("content-security-policy")).toBeNull();

  const redirect = await fetch(`${origin}/about/`, { redirect: "manual" });
  expect(redirect.status).toBe(301);
  expect(redirect.headers.get("location")).toBe("/about");
});

test("no answer redirects to another site, whatever the path's slashes, backslashes or tabs", async () => {
  await expectNoOpenRedirect(origin);
});

test("a folder without an index answers 404 with the not-found page and lists nothing", async () => {
  await expectNoDirectoryListing(origin, path.join(appRoot, "build/client"));
});

test("/404, /404.html and the SPA fallback answer 404 by their own paths; routes still answer", async () => {
  await expectInternalDocumentsHidden(origin);
});

test("connect-src names only this site and the build's provider origin and socket; no HSTS over HTTP", async () => {
  await expectConnectSrcOfBuild(origin, process.env.VITE_CRAWL_API_URL);
});

test("CORP keeps every file to this site except the social card; documents set COOP", async () => {
  const [asset] = (await readdir(path.join(appRoot, "build/client/assets"))).filter((name) =>
    name.endsWith(".js"),
  );
  await expectCrossOriginHeaders(origin, `/assets/${asset}`);
});
