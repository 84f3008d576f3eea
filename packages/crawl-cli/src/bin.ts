#!/usr/bin/env node
import { main } from "./program.js";

// `pnpm crawl -- <args>` hands the `--` on; a first `--` is never a command's own.
const args = process.argv.slice(2);
const code = await main(args[0] === "--" ? args.slice(1) : args, {
  stdout: process.stdout,
  stderr: process.stderr,
  env: process.env,
});
// Sockets and timers of an abandoned job must not hold the process open once the command is done.
process.exit(code);
