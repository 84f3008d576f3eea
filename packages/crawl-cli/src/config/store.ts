import { randomBytes } from "node:crypto";
import {
  chmodSync,
  closeSync,
  fsyncSync,
  mkdirSync,
  openSync,
  renameSync,
  rmSync,
  statSync,
  writeSync,
} from "node:fs";
import { dirname, join } from "node:path";
import { ExitError } from "../cli/errors.js";
import { EXIT } from "../cli/exit-codes.js";
import { FileRefusedError, readCappedFile } from "../files/capped-file.js";

/** What the config file holds. */
export interface StoredConfig {
  apiKey?: string;
  apiUrl?: string;
}

/** Largest config file read: ours holds a key and a URL. */
const MAX_CONFIG_BYTES = 64 * 1024;

/**
 * The stored configuration; empty when there is no file. A file that is not ours is an error, one
 * that is not a regular file (a link to /dev/zero would never end) or too large is never read.
 * A link to a regular file is followed: dotfile managers keep the config that way.
 */
export function readConfig(file: string): StoredConfig {
  let text: string;
  try {
    text = readCappedFile(file, { maxBytes: MAX_CONFIG_BYTES }).toString("utf8");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return {};
    if (error instanceof FileRefusedError) throw new ExitError(error.message, EXIT.failure);
    throw new ExitError(`cannot read ${file}: ${(error as Error).message}`, EXIT.failure);
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new ExitError(`${file} is not JSON; fix it or delete it`, EXIT.failure);
  }
  if (typeof value !== "object" || value === null || Array.isArray(value))
    throw new ExitError(`${file} does not hold a JSON object`, EXIT.failure);
  const { apiKey, apiUrl } = value as Record<string, unknown>;
  return {
    ...(typeof apiKey === "string" && apiKey !== "" ? { apiKey } : {}),
    ...(typeof apiUrl === "string" && apiUrl !== "" ? { apiUrl } : {}),
  };
}

/** True when the file can be read by anyone but its owner (a key there is exposed). */
export function isExposed(file: string): boolean {
  if (process.platform === "win32") return false;
  try {
    return (statSync(file).mode & 0o077) !== 0;
  } catch {
    return false;
  }
}

/**
 * Writes the configuration atomically: a new file created with mode 0600 beside it (never
 * through an existing file or symlink: `wx`), synced, then renamed over the old one, so that a
 * reader never sees half a file and the key is never readable by others, even for a moment.
 * An empty configuration removes the file.
 */
export function writeConfig(file: string, config: StoredConfig): void {
  if (config.apiKey === undefined && config.apiUrl === undefined) {
    rmSync(file, { force: true });
    return;
  }
  const dir = dirname(file);
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const temporary = join(dir, `.config.json.${process.pid}.${randomBytes(6).toString("hex")}`);
  const fd = openSync(temporary, "wx", 0o600);
  try {
    writeSync(fd, `${JSON.stringify(config, null, 2)}\n`);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  try {
    // The mode given to open is reduced by the umask; 0600 is what we promise.
    chmodSync(temporary, 0o600);
    renameSync(temporary, file);
  } catch (error) {
    rmSync(temporary, { force: true });
    throw error;
  }
}
