import { renderToReadableStream } from "react-dom/server";
import type { EntryContext } from "react-router";
import { ServerRouter } from "react-router";
import { SpaFallbackProvider } from "~/lib/spa-fallback";

/**
 * Runs only at build time, when each route is prerendered to static HTML. Waiting for `allReady`
 * puts the router's hydration data (streamed inside a suspense boundary) into the file. A file is
 * read whole, so nothing in it is worth streaming out of order: with React's default chunk size, a
 * large suspense boundary (the analysis tool's toaster) was written after the page and moved into
 * place by an inline script, which cost the browser a second layout before the first input.
 */
export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
) {
  const body = await renderToReadableStream(
    <SpaFallbackProvider routerContext={routerContext}>
      <ServerRouter context={routerContext} url={request.url} />
    </SpaFallbackProvider>,
    { signal: request.signal, progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  await body.allReady;
  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  return new Response(body, { status: responseStatusCode, headers: responseHeaders });
}
