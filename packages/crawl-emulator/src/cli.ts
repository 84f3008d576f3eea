#!/usr/bin/env node
import { runCli } from "./cli-run.js";

const emulator = await runCli(process.argv.slice(2), process.env, console);
if (emulator) {
  const stop = (): void => {
    void emulator.close().then(() => process.exit(0));
  };
  process.once("SIGINT", stop);
  process.once("SIGTERM", stop);
}
