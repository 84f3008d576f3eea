import { createInterface } from "node:readline";
import { Writable } from "node:stream";
import { Command } from "commander";
import { parseHttpUrl } from "../cli/arguments.js";
import type { Context } from "../cli/context.js";
import { UsageError } from "../cli/errors.js";
import { maskKey } from "../config/credentials.js";
import { readConfig, writeConfig } from "../config/store.js";
import type { Action } from "./shared.js";
import { keyLine } from "./status.js";

/** `config`, `login`, `logout` and `view-config`: the key and server kept in the config file. */
export function configCommands(action: Action): Command[] {
  return [
    new Command("config")
      .description(
        "Store --api-url and/or --api-key in the config file (mode 0600); without them, show it",
      )
      .action(action(runConfig)),
    new Command("login")
      .description(
        "Store a key: from --api-key, else typed (hidden) or piped on stdin, so that it stays out of the shell history",
      )
      .action(action(runLogin)),
    new Command("logout").description("Remove the stored key").action(action(runLogout)),
    new Command("view-config")
      .description(
        "Show the config file, the server, and the key as fc-…last4 with where it comes from",
      )
      .action(action(runViewConfig)),
  ];
}

async function runConfig(ctx: Context): Promise<void> {
  const { apiKey, apiUrl } = ctx.flags;
  if (apiKey === undefined && apiUrl === undefined) return runViewConfig(ctx);
  const file = ctx.credentials().configPath;
  const stored = readConfig(file);
  writeConfig(file, {
    ...stored,
    ...(apiKey === undefined ? {} : { apiKey: checkedKey(apiKey, "--api-key") }),
    ...(apiUrl === undefined ? {} : { apiUrl: parseHttpUrl("--api-url", apiUrl) }),
  });
  ctx.info(`Saved to ${file}`);
}

async function runLogin(ctx: Context): Promise<void> {
  const file = ctx.credentials().configPath;
  const key = checkedKey(
    ctx.flags.apiKey ?? (await readKeyFromStdin(ctx)),
    ctx.flags.apiKey === undefined ? "stdin" : "--api-key",
  );
  writeConfig(file, {
    ...readConfig(file),
    apiKey: key,
    ...(ctx.flags.apiUrl === undefined
      ? {}
      : { apiUrl: parseHttpUrl("--api-url", ctx.flags.apiUrl) }),
  });
  ctx.info(`Saved key ${maskKey(key)} to ${file}`);
}

async function runLogout(ctx: Context): Promise<void> {
  const file = ctx.credentials().configPath;
  const { apiKey: _removed, ...rest } = readConfig(file);
  writeConfig(file, rest);
  ctx.info(
    _removed === undefined ? `No key was stored in ${file}` : `Removed the key from ${file}`,
  );
}

async function runViewConfig(ctx: Context): Promise<void> {
  const credentials = ctx.credentials();
  ctx.out.line(`config file: ${credentials.configPath}`);
  ctx.out.line(`server:      ${credentials.apiUrl} (${credentials.urlSource})`);
  ctx.out.line(`key:         ${keyLine(credentials.apiKey, credentials.keySource)}`);
  ctx.warnIfExposed(credentials.configPath);
}

function checkedKey(key: string, flag: string): string {
  const trimmed = key.trim();
  if (trimmed === "") throw new UsageError(flag, "the key is empty");
  if (/\s/.test(trimmed)) throw new UsageError(flag, "a key has no spaces or line breaks");
  return trimmed;
}

/** The key typed at a terminal without echoing it, or the first line piped in. */
async function readKeyFromStdin(ctx: Context): Promise<string> {
  const { stdin } = process;
  if (stdin.isTTY) ctx.streams.stderr.write("API key (not shown): ");
  // On a terminal the typed characters are echoed to this sink, so that they never show.
  const silent = new Writable({ write: (_chunk, _encoding, done) => done() });
  const lines = createInterface({ input: stdin, output: silent, terminal: stdin.isTTY === true });
  try {
    for await (const line of lines) return line;
    return "";
  } finally {
    lines.close();
    if (stdin.isTTY) ctx.streams.stderr.write("\n");
  }
}
