import axios, {
  type AxiosAdapter,
  type AxiosResponse,
  type InternalAxiosRequestConfig,
} from "axios";
import { maskKey } from "../config/credentials.js";

/** The most of a request body `--verbose` shows: enough to see the options sent. */
const BODY_EXCERPT = 600;

/** Every occurrence of the key in `text`, masked as `fc-…last4`. */
export function redactKey(text: string, key: string | undefined): string {
  return key ? text.split(key).join(maskKey(key)) : text;
}

/**
 * An axios adapter (the SDK's `adapter` option) that tells `log` every exchange: method, URL,
 * headers and the start of the body, then the status, time and request id. The key is masked
 * wherever it appears. The requests themselves go through axios's own Node adapter, unchanged.
 */
export function loggingAdapter(log: (line: string) => void, key: string | undefined): AxiosAdapter {
  const http = axios.getAdapter("http");
  const say = (line: string) => log(redactKey(line, key));
  return async (config: InternalAxiosRequestConfig): Promise<AxiosResponse> => {
    const started = performance.now();
    say(`→ ${(config.method ?? "get").toUpperCase()} ${axios.getUri(config)}`);
    for (const [name, value] of Object.entries(config.headers.toJSON()))
      say(`  ${name}: ${String(value)}`);
    if (typeof config.data === "string" && config.data !== "")
      say(
        `  ${config.data.length > BODY_EXCERPT ? `${config.data.slice(0, BODY_EXCERPT)}…` : config.data}`,
      );
    try {
      const response = await http(config);
      say(`← ${response.status} in ${elapsed(started)}${requestId(response)}${size(response)}`);
      return response;
    } catch (error) {
      const response = (error as { response?: AxiosResponse }).response;
      say(
        response === undefined
          ? `← no answer after ${elapsed(started)}: ${(error as Error).message}`
          : `← ${response.status} in ${elapsed(started)}${requestId(response)}${size(response)}`,
      );
      throw error;
    }
  };
}

function elapsed(started: number): string {
  return `${Math.round(performance.now() - started)} ms`;
}

function requestId(response: AxiosResponse): string {
  const id = (response.headers as Record<string, unknown>)["x-request-id"];
  return typeof id === "string" ? `, request id ${id}` : "";
}

function size(response: AxiosResponse): string {
  return typeof response.data === "string" ? `, ${response.data.length} characters` : "";
}
