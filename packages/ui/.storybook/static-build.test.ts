import { type ChildProcess, spawn } from "node:child_process";
import { readFile } from "node:fs/promises";
import { createServer } from "node:net";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { chromiumLaunchOptions } from "@keystone/chromium";
import { type Browser, chromium } from "playwright";
import { afterAll, beforeAll, expect, test } from "vitest";

// Run by `pnpm test:storybook-static`, after a fresh `storybook build`: not part of `pnpm test`.

const packageDir = path.join(import.meta.dirname, "..");
const staticDir = path.join(packageDir, "storybook-static");

let browser: Browser;
let server: ChildProcess | undefined;

function freePort() {
  return new Promise<number>((resolve, reject) => {
    const probe = createServer().listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === "object" && address
          ? resolve(address.port)
          : reject(new Error("no port")),
      );
    });
  });
}

/** Starts the package's own `serve-storybook` script, exactly as written, on a free port. */
async function serveStorybook() {
  const { scripts } = JSON.parse(await readFile(path.join(packageDir, "package.json"), "utf8")) as {
    scripts: Record<string, string>;
  };
  const port = await freePort();
  server = spawn(`${scripts["serve-storybook"]} --port ${port} --strictPort`, {
    cwd: packageDir,
    shell: true,
    // Its own process group, so that the shell and the server stop together.
    detached: true,
    stdio: "ignore",
    env: {
      ...process.env,
      PATH: `${path.join(packageDir, "node_modules/.bin")}:${process.env.PATH}`,
    },
  });
  const origin = `http://localhost:${port}`;
  for (let attempt = 0; attempt < 100; attempt++) {
    const ok = await fetch(origin).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return origin;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`serve-storybook did not answer on ${origin}`);
}

beforeAll(async () => {
  browser = await chromium.launch(chromiumLaunchOptions);
});

afterAll(async () => {
  await browser.close();
  if (server?.pid) process.kill(-server.pid);
});

test("served by `pnpm serve-storybook`, the static Storybook renders a story and runs it", async () => {
  const origin = await serveStorybook();
  const page = await browser.newPage();
  await page.goto(`${origin}/?path=/story/components-tabs--default`);

  const story = page.frameLocator("#storybook-preview-iframe");
  const tab = story.getByRole("tab", { name: "Financial Services" });
  await tab.click();
  await expect(tab.getAttribute("aria-selected")).resolves.toBe("true");
  await expect(story.getByRole("tabpanel").textContent()).resolves.toBe(
    "Automotive finance brokerage.",
  );
});

test("opened from disk it cannot load: Chromium blocks ES modules on file:// URLs", async () => {
  const page = await browser.newPage();
  const blocked = page.waitForEvent("requestfailed", (request) =>
    request.url().endsWith("/sb-manager/runtime.js"),
  );
  await page.goto(pathToFileURL(path.join(staticDir, "index.html")).href);
  await expect((await blocked).failure()?.errorText).toBe("net::ERR_FAILED");
  await expect(page.locator("#storybook-preview-iframe").count()).resolves.toBe(0);
});
