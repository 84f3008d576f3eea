// What both entries' `Firecrawl` shares: the v1 client under `.v1`, built on first use with the
// options the v2 client was given. Each entry passes its own v1 class, so the browser entry never
// reaches the Node WebSocket.
import type { FirecrawlAppConfig } from "./core/config.js";
import type { FirecrawlClientInput } from "./v2/types.js";

/** A getter of the v1 client for `input`; the options (and so the key) live only in its closure. */
export function lazyV1Client<V1>(
  input: FirecrawlClientInput,
  create: (config: FirecrawlAppConfig) => V1,
): () => V1 {
  const { timeoutMs, ...config } = typeof input === "string" ? { apiKey: input } : input;
  // v2 names the request timeout `timeoutMs`; v1 names it `timeout`, which wins when both are set.
  const v1Config: FirecrawlAppConfig =
    timeoutMs === undefined || config.timeout !== undefined
      ? config
      : { ...config, timeout: timeoutMs };
  let client: V1 | undefined;
  return () => (client ??= create(v1Config));
}
