import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";

export interface Measured {
  code: number | null;
  signal: NodeJS.Signals | null;
  wallMs: number;
  /** Peak resident set size (VmHWM), sampled every 20 ms from /proc. */
  peakRssBytes: number;
  stdout: string;
  stderr: string;
}

export interface RunOptions {
  env: NodeJS.ProcessEnv;
  /** Kills the process (SIGKILL) after this long: a tool that never ends is reported so. */
  killAfterMs: number;
  /** Called once with the child's pid as soon as stderr or stdout matches. */
  onOutput?: { pattern: RegExp; then: (pid: number, text: string) => void };
}

/** Runs a command, timing it and following its peak RSS. */
export function measure(command: string, args: string[], options: RunOptions): Promise<Measured> {
  const started = performance.now();
  const child = spawn(command, args, { env: options.env, stdio: ["ignore", "pipe", "pipe"] });
  let stdout = "";
  let stderr = "";
  let peak = 0;
  let told = false;
  const look = () => {
    if (told || options.onOutput === undefined || child.pid === undefined) return;
    if (options.onOutput.pattern.test(stdout + stderr)) {
      told = true;
      options.onOutput.then(child.pid, stdout + stderr);
    }
  };
  child.stdout.setEncoding("utf8").on("data", (chunk: string) => {
    stdout = (stdout + chunk).slice(-20_000);
    look();
  });
  child.stderr.setEncoding("utf8").on("data", (chunk: string) => {
    stderr = (stderr + chunk).slice(-20_000);
    look();
  });
  const sample = () => {
    try {
      const status = readFileSync(`/proc/${child.pid}/status`, "utf8");
      const kb = Number(/VmHWM:\s+(\d+) kB/.exec(status)?.[1] ?? 0);
      peak = Math.max(peak, kb * 1024);
    } catch {
      // ended between two samples
    }
  };
  const sampler = setInterval(sample, 20);
  const killer = setTimeout(() => child.kill("SIGKILL"), options.killAfterMs);
  return new Promise((resolve) => {
    child.on("exit", (code, signal) => {
      clearInterval(sampler);
      clearTimeout(killer);
      resolve({
        code,
        signal,
        wallMs: performance.now() - started,
        peakRssBytes: peak,
        stdout,
        stderr,
      });
    });
  });
}
