import { homedir } from "node:os";
import { join } from "node:path";

const APP_DIR = "keystone-crawl";

/**
 * The platform's directory for this tool's configuration: `$XDG_CONFIG_HOME` (else `~/.config`)
 * on Linux and other Unixes, `~/Library/Application Support` on macOS, `%APPDATA%` on Windows.
 */
export function configDir(
  env: NodeJS.ProcessEnv = process.env,
  platform: NodeJS.Platform = process.platform,
): string {
  const home = env["HOME"] || homedir();
  if (platform === "win32")
    return join(env["APPDATA"] || join(home, "AppData", "Roaming"), APP_DIR);
  if (platform === "darwin") return join(home, "Library", "Application Support", APP_DIR);
  // XDG says a relative XDG_CONFIG_HOME is invalid and must be ignored.
  const xdg = env["XDG_CONFIG_HOME"];
  return join(xdg && xdg.startsWith("/") ? xdg : join(home, ".config"), APP_DIR);
}

export function configFile(env?: NodeJS.ProcessEnv, platform?: NodeJS.Platform): string {
  return join(configDir(env, platform), "config.json");
}
