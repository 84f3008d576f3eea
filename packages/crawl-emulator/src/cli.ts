#!/usr/bin/env node
import { parseCli, CLI_USAGE } from "./cli-args.js";
import { startEmulator } from "./emulator.js";

async function main(): Promise<void> {
  let config;
  try {
    config = parseCli(process.argv.slice(2), process.env);
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    console.error(CLI_USAGE);
    process.exitCode = 2;
    return;
  }
  if (config.help) {
    console.info(CLI_USAGE);
    return;
  }
  const emulator = await startEmulator(config.options);
  for (const rule of config.faults) emulator.faults.inject(rule);
  const keys = config.options.apiKeys?.length ?? 0;
  // The keys themselves are never printed, only how many there are.
  console.info(
    `Crawl emulator listening on ${emulator.url} (${keys === 0 ? "keyless" : `${keys} API key${keys === 1 ? "" : "s"}`}, ${config.faults.length} fault rule${config.faults.length === 1 ? "" : "s"})`,
  );
  const stop = (): void => {
    void emulator.close().then(() => process.exit(0));
  };
  process.once("SIGINT", stop);
  process.once("SIGTERM", stop);
}

void main();
