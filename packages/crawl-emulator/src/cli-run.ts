import { CLI_USAGE, parseCli } from "./cli-args.js";
import { startEmulator, type Emulator } from "./emulator.js";
import { InvalidInputError } from "./errors.js";

interface CliIo {
  info(message: string): void;
  error(message: string): void;
}

/** Bad input: the reason, the usage, and exit code 2. */
function refuse(io: CliIo, reason: string): undefined {
  io.error(reason);
  io.error(CLI_USAGE);
  process.exitCode = 2;
  return undefined;
}

/** One line saying why the server could not listen (port taken, address not local, …). */
function listenFailure(error: unknown, address: string): string {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  if (code === "EADDRINUSE") {
    return `crawl-emulator: ${address} is already in use; pick another port with --port or PORT`;
  }
  const reason = error instanceof Error ? error.message : String(error);
  return `crawl-emulator: cannot listen on ${address}: ${reason}`;
}

/**
 * Starts the emulator from command-line arguments. Answers the running emulator, or undefined
 * (with `process.exitCode` set on bad input or when it cannot listen) when it printed help or an
 * error instead.
 */
export async function runCli(
  argv: string[],
  env: NodeJS.ProcessEnv,
  io: CliIo,
): Promise<Emulator | undefined> {
  let config;
  try {
    config = parseCli(argv, env);
  } catch (error) {
    return refuse(io, error instanceof Error ? error.message : String(error));
  }
  if (config.help) {
    io.info(CLI_USAGE);
    return undefined;
  }
  let emulator: Emulator;
  try {
    emulator = await startEmulator(config.options);
  } catch (error) {
    if (error instanceof InvalidInputError) return refuse(io, error.message);
    io.error(listenFailure(error, `${config.options.host}:${config.options.port}`));
    process.exitCode = 1;
    return undefined;
  }
  for (const rule of config.faults) emulator.faults.inject(rule);
  for (const host of config.defectSites) emulator.sites.set(host, { defects: true });
  const keys = config.options.apiKeys?.length ?? 0;
  const keyText = keys === 0 ? "keyless" : `${keys} API key${keys === 1 ? "" : "s"}`;
  const faultText = `${config.faults.length} fault rule${config.faults.length === 1 ? "" : "s"}`;
  // Only the number of keys is printed, never a key nor the control token.
  io.info(
    `Crawl emulator listening on ${emulator.url} (${keyText}, ${faultText}), answering as ${emulator.deployment}`,
  );
  if (config.defectSites.length > 0) io.info(`Defect sites: ${config.defectSites.join(", ")}`);
  return emulator;
}
