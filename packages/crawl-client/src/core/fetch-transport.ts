// The transport of the browser build, and of any build with `adapter: "fetch"`: the runtime's own
// `fetch`, the answer read as a stream and counted as it arrives.
//
// Written here rather than taken from axios. axios 1.21's fetch adapter does stop at
// maxContentLength while streaming and turns maxRedirects 0 into `redirect: "manual"`, but:
// - it comes only with the whole of axios, whose entry also bundles the XMLHttpRequest adapter
//   (a browser's default, which holds neither) and was a third of the browser bundle;
// - past the cap it stops reading without cancelling the body, so the connection stays open and
//   the server blocked on it (an endless answer's, in this package's Node test, for over 60 s);
// - it hands back a browser's opaque redirect as an answer with status 0.
// What the client needs is small: JSON text (or a form) out, text back, a byte cap, no redirects.
import type { Headers } from "./errors.js";
import {
  AnswerTooLarge,
  HiddenRedirect,
  type Transport,
  type TransportAnswer,
  type TransportOptions,
} from "./transport.js";

export function fetchTransport({ maxResponseBytes }: TransportOptions): Transport {
  return async ({ method, url, headers, body, cancel }): Promise<TransportAnswer> => {
    const response = await fetch(url, {
      method,
      headers,
      body,
      signal: cancel.toAbortSignal(),
      // The API never redirects, and a redirect could carry the key to another host. A browser
      // then answers with an opaque redirect (status 0, no headers); Node's fetch with the 3xx.
      redirect: "manual",
    });
    if (response.type === "opaqueredirect") throw new HiddenRedirect();
    // An honest length over the cap fails before a byte of the body is read.
    if (Number(response.headers.get("content-length")) > maxResponseBytes) {
      await response.body?.cancel();
      throw new AnswerTooLarge();
    }
    return {
      status: response.status,
      headers: headersOf(response.headers),
      body: await readText(response.body, maxResponseBytes),
    };
  };
}

/**
 * The body as UTF-8 text (what JSON is sent as), counted as it arrives: past `limit` bytes the
 * stream is cancelled, which ends the download, so a chunked answer without a length is cut at
 * the cap rather than held.
 */
async function readText(body: ReadableStream<Uint8Array> | null, limit: number): Promise<string> {
  if (body === null) return "";
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let text = "";
  let bytes = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return text + decoder.decode();
    bytes += value.byteLength;
    if (bytes > limit) {
      await reader.cancel();
      throw new AnswerTooLarge();
    }
    text += decoder.decode(value, { stream: true });
  }
}

function headersOf(headers: globalThis.Headers): Headers {
  const flat: Headers = {};
  // Names come lowercased, and repeated ones joined with ", ", as the client's other transport.
  headers.forEach((value, name) => (flat[name] = value));
  return flat;
}
