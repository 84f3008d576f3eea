// The analysis e2e's second lane (e2e/analysis/environment.ts): the first lane's build, copied with
// its emulator's origin replaced by the second emulator's, so that the suite builds the app once.
// The emulator's origin is in the site configuration's chunk and in the servers' policy headers
// (connect-src), never in a document's inline script, whose hash the policy pins.
// Usage: node scripts/e2e-lane-copy.mjs FROM_DIR TO_DIR FROM_ORIGIN TO_ORIGIN RUN_ID
import { cp, readFile, readdir, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";

const [from, to, fromOrigin, toOrigin, runId] = process.argv.slice(2);
if (!from || !to || !fromOrigin || !toOrigin || !runId) {
  console.error("usage: e2e-lane-copy.mjs FROM_DIR TO_DIR FROM_ORIGIN TO_ORIGIN RUN_ID");
  process.exit(2);
}

const TEXT = new Set([".js", ".json", ".html", ".conf", ".css", ".txt"]);

async function* files(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else yield full;
  }
}

// Copied beside the target, then renamed into place: the second lane's server (which waits for the
// run's mark, `.lane-run`) never sees a half-written build, nor an earlier run's.
const staging = `${to}.staging`;
await rm(staging, { recursive: true, force: true });
await cp(from, staging, { recursive: true });
let replaced = 0;
for await (const file of files(staging)) {
  if (!TEXT.has(path.extname(file))) continue;
  const text = await readFile(file, "utf8");
  if (!text.includes(fromOrigin)) continue;
  await writeFile(file, text.replaceAll(fromOrigin, toOrigin));
  replaced++;
}
if (replaced === 0) {
  console.error(`e2e-lane-copy: ${fromOrigin} is in no file of ${from}`);
  process.exit(1);
}
await writeFile(path.join(staging, ".lane-run"), runId);
await rm(to, { recursive: true, force: true });
await rename(staging, to);
console.info(`e2e-lane-copy: ${to} ready (${replaced} files pointed at ${toOrigin})`);
