// `pnpm --filter @keystone/crawl-client soak [faults]`: the soak of bench/lib/soak-run.ts against
// the built client, until at least `faults` (default 10,000) faults have fired; exits non-zero
// unless every job delivered each of its documents exactly once or ended with a typed error.
// SOAK_SEED replays a schedule.
import { FirecrawlApp, FirecrawlError } from "@keystone/crawl-client";
import { acceleratedClock, runSoak } from "./lib/soak-run.js";

const faults = Number(process.argv[2] ?? 10_000);
if (!Number.isSafeInteger(faults) || faults < 1) {
  console.error(`Usage: soak [faults]: a whole number of faults to inject, not ${process.argv[2]}`);
  process.exit(2);
}
const seed = Number(process.env["SOAK_SEED"] ?? Date.now() % 1_000_000);
console.info(`Soak: until ${faults} faults have fired, seed ${seed}`);

const report = await runSoak({
  faults,
  seed,
  client: (config) =>
    new FirecrawlApp({
      ...config,
      clock: acceleratedClock(),
      maxWait: 180_000,
      watchIdleTimeout: 2_000,
    }),
  FirecrawlError,
  log: (line) => console.info(line),
});

const { failures, ...figures } = report;
console.info(JSON.stringify(figures, null, 2));
if (failures.length > 0) {
  console.error(`\n${failures.length} jobs lost, duplicated or failed to deliver documents:`);
  for (const failure of failures.slice(0, 50)) console.error(`  ${failure}`);
  process.exitCode = 1;
} else {
  console.info(
    `\nAll ${report.jobs} jobs delivered each document exactly once or ended with a typed error ` +
      `(${report.faults} faults, ${report.wallSeconds} s).`,
  );
}
