// The Node build's transport: axios, on its Node `http` adapter unless the client names another.
// Only the Node entries reach this file, so a browser bundle holds no axios (see fetch-transport.ts).
import axios, { type AxiosRequestConfig } from "axios";
import { flattenHeaders } from "./http.js";
import { AnswerTooLarge, type Transport, type TransportOptions } from "./transport.js";

export function axiosTransport({ adapter, maxResponseBytes }: TransportOptions): Transport {
  // An adapter function of the caller's may hand the signal to an API that takes only a real
  // `AbortSignal` (`fetch`); axios's own adapters take any object shaped like one.
  const realSignals = typeof adapter === "function";
  const instance = axios.create({
    // HttpAdapter is axios's adapter option, typed without axios (see its comment).
    ...(adapter === undefined ? {} : { adapter: adapter as AxiosRequestConfig["adapter"] }),
    // Answers are parsed by the client, so that a malformed body is a typed error, not a crash later.
    responseType: "text",
    transformResponse: [(data: unknown) => data],
    // Bodies arrive as JSON text or a FormData that the adapter itself streams: axios's default
    // would parse that JSON again on every request only to check it (a profiled cost of v1 calls).
    transformRequest: [(data: unknown) => data],
    validateStatus: () => true,
    // A redirect could carry the key to another host; the API never redirects.
    maxRedirects: 0,
    // Enforced by axios while the answer streams in, so an oversized one never sits in memory.
    maxContentLength: maxResponseBytes,
    maxBodyLength: Infinity,
  });
  return async ({ method, url, headers, body, cancel }) => {
    try {
      const response = await instance.request<string>({
        method,
        url,
        data: body,
        headers,
        signal: realSignals ? cancel.toAbortSignal() : cancel,
      });
      return {
        status: response.status,
        headers: flattenHeaders(response.headers),
        body: response.data,
      };
    } catch (error) {
      if (error instanceof Error && /maxContentLength size of/.test(error.message))
        throw new AnswerTooLarge();
      // The axios error holds the request config, key included: the client keeps only what
      // explains the failure (see describeTransportError).
      throw error;
    }
  };
}
