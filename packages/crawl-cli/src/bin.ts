#!/usr/bin/env node
import { main } from "./program.js";

const code = await main(process.argv.slice(2), {
  stdout: process.stdout,
  stderr: process.stderr,
  env: process.env,
});
// Sockets and timers of an abandoned job must not hold the process open once the command is done.
process.exit(code);
