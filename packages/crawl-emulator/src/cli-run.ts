import { CLI_USAGE, parseCli } from "./cli-args.js";
import { startEmulator, type Emulator } from "./emulator.js";

export interface CliIo {
  info(message: string): void;
  error(message: string): void;
}

/**
 * Starts the emulator from command-line arguments. Answers the running emulator, or undefined
 * (with `process.exitCode` set on bad input) when it printed help or an error instead.
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
    io.error(error instanceof Error ? error.message : String(error));
    io.error(CLI_USAGE);
    process.exitCode = 2;
    return undefined;
  }
  if (config.help) {
    io.info(CLI_USAGE);
    return undefined;
  }
  const emulator = await startEmulator(config.options);
  for (const rule of config.faults) emulator.faults.inject(rule);
  const keys = config.options.apiKeys?.length ?? 0;
  const keyText = keys === 0 ? "keyless" : `${keys} API key${keys === 1 ? "" : "s"}`;
  const faultText = `${config.faults.length} fault rule${config.faults.length === 1 ? "" : "s"}`;
  // Only the number of keys is printed, never a key.
  io.info(`Crawl emulator listening on ${emulator.url} (${keyText}, ${faultText})`);
  return emulator;
}
