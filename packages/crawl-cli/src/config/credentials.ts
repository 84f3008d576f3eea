import { configFile } from "./paths.js";
import { readConfig } from "./store.js";

export const CLOUD_API_URL = "https://api.firecrawl.dev";

export type KeySource = "--api-key" | "FIRECRAWL_API_KEY" | "config file" | "none";

/** Where this run's key and server come from. */
export interface Credentials {
  apiKey: string | undefined;
  keySource: KeySource;
  apiUrl: string;
  urlSource: "--api-url" | "FIRECRAWL_API_URL" | "config file" | "default";
  configPath: string;
}

/**
 * The key from `--api-key`, `FIRECRAWL_API_KEY` or the config file, in that order; the same for the
 * URL. The key is trimmed here, once, wherever it comes from (`-k "$(cat key.txt)"` keeps a CRLF
 * file's CR, a hand-edited config file its spaces): the SDK sends it trimmed, and what `--verbose`
 * masks must be exactly what is sent. A key of only whitespace counts as none given.
 */
export function resolveCredentials(
  flags: { apiKey?: string | undefined; apiUrl?: string | undefined },
  env: NodeJS.ProcessEnv = process.env,
): Credentials {
  const configPath = configFile(env);
  const stored = readConfig(configPath);
  const flagKey = flags.apiKey?.trim();
  const envKey = env["FIRECRAWL_API_KEY"]?.trim();
  const storedKey = stored.apiKey?.trim();
  const envUrl = env["FIRECRAWL_API_URL"]?.trim();
  const [apiKey, keySource]: [string | undefined, KeySource] = flagKey
    ? [flagKey, "--api-key"]
    : envKey
      ? [envKey, "FIRECRAWL_API_KEY"]
      : storedKey
        ? [storedKey, "config file"]
        : [undefined, "none"];
  const [apiUrl, urlSource]: [string, Credentials["urlSource"]] = flags.apiUrl
    ? [flags.apiUrl, "--api-url"]
    : envUrl
      ? [envUrl, "FIRECRAWL_API_URL"]
      : stored.apiUrl
        ? [stored.apiUrl, "config file"]
        : [CLOUD_API_URL, "default"];
  return { apiKey, keySource, apiUrl, urlSource, configPath };
}

/** A key as it may be shown: `fc-…last4`, never more. Short keys show no characters at all. */
export function maskKey(key: string | undefined): string {
  if (!key) return "(none)";
  const prefix = key.startsWith("fc-") ? "fc-" : "";
  return key.length >= 12 ? `${prefix}…${key.slice(-4)}` : `${prefix}…`;
}
