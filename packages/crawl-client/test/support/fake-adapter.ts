import axios, { type AxiosAdapter, type InternalAxiosRequestConfig } from "axios";

export interface RecordedRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: Record<string, unknown> | undefined;
}

export type Reply =
  | { status: number; body?: unknown; headers?: Record<string, string>; raw?: string }
  | { networkError: string; code?: string };

/**
 * A scripted axios transport for unit tests of logic: each request takes the next reply from the
 * script (or from `route` when given) and is recorded.
 */
export function fakeAdapter(replies: Reply[] | ((req: RecordedRequest, index: number) => Reply)) {
  const requests: RecordedRequest[] = [];
  const adapter: AxiosAdapter = async (config: InternalAxiosRequestConfig) => {
    // The URL the real adapters would request, query parameters appended as axios appends them.
    const url = new URL(axios.getUri(config));
    const headers = Object.fromEntries(
      Object.entries(config.headers.toJSON() as Record<string, unknown>).map(([k, v]) => [
        k.toLowerCase(),
        String(v),
      ]),
    );
    const body =
      typeof config.data === "string"
        ? (JSON.parse(config.data) as Record<string, unknown>)
        : undefined;
    const request: RecordedRequest = {
      method: (config.method ?? "get").toUpperCase(),
      url: url.toString(),
      headers,
      body,
    };
    const index = requests.length;
    requests.push(request);
    const reply = typeof replies === "function" ? replies(request, index) : replies[index];
    if (reply === undefined)
      throw new Error(`No scripted reply for request ${index}: ${request.method} ${request.url}`);
    if ("networkError" in reply) {
      throw Object.assign(new Error(reply.networkError), {
        code: reply.code ?? "ECONNRESET",
        config,
      });
    }
    return {
      data: reply.raw ?? (reply.body === undefined ? "" : JSON.stringify(reply.body)),
      status: reply.status,
      statusText: String(reply.status),
      headers: reply.headers ?? {},
      config,
    };
  };
  return { adapter, requests };
}
