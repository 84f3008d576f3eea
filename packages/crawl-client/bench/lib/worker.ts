import { fork } from "node:child_process";
import { fileURLToPath } from "node:url";

/** The package folder: workers run from it so that `--import tsx` and the package names resolve. */
export const PACKAGE_DIR = fileURLToPath(new URL("../..", import.meta.url));
/**
 * The package's own tsconfig maps its name to `src/` for the type checker; the benchmark measures the
 * built package, so its workers use the bench tsconfig, which maps nothing.
 */
const TSCONFIG = fileURLToPath(new URL("../tsconfig.json", import.meta.url));

export interface WorkerOutcome<Message> {
  messages: Message[];
  exitCode: number | null;
  /** The worker was still running at `timeoutMs` and was killed. */
  timedOut: boolean;
}

/**
 * Runs a TypeScript worker in its own Node process (with `--expose-gc`), so that its heap holds only
 * what it measures, and collects the messages it sends until it exits or the time is up.
 */
export function runWorker<Message>(
  script: string,
  args: readonly string[],
  timeoutMs: number,
  onMessage?: (message: Message) => void,
  nodeFlags: readonly string[] = [],
): Promise<WorkerOutcome<Message>> {
  const path = fileURLToPath(new URL(`../workers/${script}`, import.meta.url));
  const child = fork(path, [...args], {
    cwd: PACKAGE_DIR,
    env: { ...process.env, TSX_TSCONFIG_PATH: TSCONFIG },
    execArgv: ["--expose-gc", ...nodeFlags, "--import", "tsx"],
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
  const messages: Message[] = [];
  child.on("message", (message) => {
    messages.push(message as Message);
    onMessage?.(message as Message);
  });
  return new Promise((resolve, reject) => {
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      child.kill("SIGKILL");
    }, timeoutMs);
    child.once("error", (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.once("exit", (exitCode) => {
      clearTimeout(timer);
      resolve({ messages, exitCode, timedOut });
    });
  });
}

/** The first message of a worker that must answer exactly once, or an error saying why there is none. */
export function onlyMessage<Message>(outcome: WorkerOutcome<Message>, what: string): Message {
  const [message] = outcome.messages;
  if (message === undefined) {
    const reason = outcome.timedOut ? "timed out" : `exited with code ${String(outcome.exitCode)}`;
    throw new Error(`The ${what} worker ${reason} without a result`);
  }
  return message;
}

/** Sends the worker's result to the parent and lets the process end. */
export function report(message: unknown): Promise<void> {
  return new Promise((resolve, reject) => {
    if (!process.send) {
      reject(new Error("This script is a benchmark worker: run it through `pnpm bench`."));
      return;
    }
    process.send(message, (error: Error | null) => (error ? reject(error) : resolve()));
  });
}
