// Waits until the analysis e2e's second lane's build of this run is in place (its `.lane-run` holds
// RUN_ID), then exits: `scripts/e2e-lane-copy.mjs` writes it once the first lane's build is done.
// Usage: node scripts/e2e-lane-wait.mjs DIR RUN_ID
import { readFile } from "node:fs/promises";
import path from "node:path";

const [dir, runId] = process.argv.slice(2);
const deadline = Date.now() + 10 * 60_000;
for (;;) {
  const mark = await readFile(path.join(dir, ".lane-run"), "utf8").catch(() => "");
  if (mark === runId) break;
  if (Date.now() > deadline) {
    console.error(`e2e-lane-wait: no build of run ${runId} in ${dir} after 10 minutes`);
    process.exit(1);
  }
  await new Promise((resolve) => setTimeout(resolve, 250));
}
