#!/usr/bin/env node
import { main } from "./program.js";

/**
 * Resolves once everything written to `stream` has been handed to the system, or the stream has
 * failed or closed (a reader that went away). A result larger than a pipe holds waits in the
 * process until its reader reads, and `process.exit` would drop it.
 */
function flushed(stream: NodeJS.WriteStream): Promise<void> {
  if (stream.destroyed || !stream.writable) return Promise.resolve();
  return new Promise((resolve) => {
    stream.once("close", resolve);
    stream.write("", () => resolve());
  });
}

// `pnpm crawl -- <args>` hands the `--` on; a first `--` is never a command's own.
const args = process.argv.slice(2);
const code = await main(args[0] === "--" ? args.slice(1) : args, {
  stdout: process.stdout,
  stderr: process.stderr,
  env: process.env,
});
await Promise.all([flushed(process.stdout), flushed(process.stderr)]);
// Sockets and timers of an abandoned job must not hold the process open once the command is done.
process.exit(code);
