import { execFile, spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";

export const packageDir = fileURLToPath(new URL("../../", import.meta.url));
/** The built command, as `npx @keystone/crawl-cli` runs it. */
export const BIN = join(packageDir, "dist", "bin.js");
export const execFileAsync = promisify(execFile);

/** Turbo builds before `test`; a direct `vitest run` on a fresh checkout builds here once. */
export async function ensureBuilt(): Promise<void> {
  if (!existsSync(BIN)) await execFileAsync("pnpm", ["run", "build"], { cwd: packageDir });
}

/**
 * An environment with its own empty HOME and XDG config folder (never the developer's key), no
 * provider variables, and no colour unless asked.
 */
export function isolatedEnv(extra: NodeJS.ProcessEnv = {}): NodeJS.ProcessEnv {
  const root = mkdtempSync(join(tmpdir(), "crawl-cli-home-"));
  return {
    PATH: process.env["PATH"],
    HOME: root,
    XDG_CONFIG_HOME: join(root, "config"),
    NO_COLOR: "1",
    ...extra,
  };
}

export interface CliResult {
  code: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
}

/** A running `keystone-crawl`, its output as it comes, and its end. */
export interface RunningCli {
  child: ChildProcess;
  stdout(): string;
  stderr(): string;
  /** Resolves once stdout + stderr match; rejects if the command ends first. */
  waitFor(pattern: RegExp): Promise<void>;
  done: Promise<CliResult>;
}

export function startCli(
  args: string[],
  options: { env: NodeJS.ProcessEnv; input?: string; cwd?: string },
): RunningCli {
  const child = spawn(process.execPath, [BIN, ...args], {
    env: options.env,
    cwd: options.cwd ?? packageDir,
    stdio: ["pipe", "pipe", "pipe"],
  });
  let stdout = "";
  let stderr = "";
  const waiters: { pattern: RegExp; resolve: () => void; reject: (error: Error) => void }[] = [];
  const check = () => {
    for (const waiter of [...waiters])
      if (waiter.pattern.test(stdout + stderr)) {
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.resolve();
      }
  };
  child.stdout.setEncoding("utf8").on("data", (chunk: string) => {
    stdout += chunk;
    check();
  });
  child.stderr.setEncoding("utf8").on("data", (chunk: string) => {
    stderr += chunk;
    check();
  });
  // A reader that goes away makes our own writes fail with EPIPE: that is the test's doing.
  child.stdin.on("error", () => undefined);
  child.stdin.end(options.input ?? "");
  const done = new Promise<CliResult>((resolve) =>
    child.on("close", (code, signal) => {
      for (const waiter of waiters.splice(0))
        waiter.reject(
          new Error(`exited (${code}) before ${waiter.pattern}:\n${stdout}\n${stderr}`),
        );
      resolve({ code, signal, stdout, stderr });
    }),
  );
  return {
    child,
    stdout: () => stdout,
    stderr: () => stderr,
    waitFor: (pattern) =>
      new Promise<void>((resolve, reject) => {
        waiters.push({ pattern, resolve, reject });
        check();
      }),
    done,
  };
}

export function runCli(
  args: string[],
  options: { env: NodeJS.ProcessEnv; input?: string; cwd?: string },
): Promise<CliResult> {
  return startCli(args, options).done;
}
