// Plain JavaScript (typed by chromium.d.ts) because config files load it too: Vite bundles a
// vitest config without transpiling workspace packages, and Node 20 cannot run TypeScript.

/**
 * Debian's Chromium is the only browser on our machines (`scripts/install-system-deps.sh` installs
 * it); no test tool may download one of its own. `CHROMIUM_PATH` points elsewhere when needed.
 */
export const chromiumPath = process.env["CHROMIUM_PATH"] ?? "/usr/bin/chromium";

/**
 * What every headless launch passes: no sandbox (CI runs as root), no GPU, and nothing that
 * reaches out to the network or changes the browser behind a measurement's back.
 */
export const chromiumFlags = Object.freeze([
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--no-first-run",
]);

/** Playwright's `launch` options for that browser with those flags. */
export const chromiumLaunchOptions = {
  executablePath: chromiumPath,
  args: [...chromiumFlags],
};
