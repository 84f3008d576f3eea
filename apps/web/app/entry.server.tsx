import { renderToReadableStream } from "react-dom/server";
import type { EntryContext } from "react-router";
import { ServerRouter } from "react-router";
import { SpaFallbackProvider } from "~/lib/spa-fallback";

/**
 * Runs only at build time, when each route is prerendered to static HTML. Waiting for `allReady`
 * puts the router's hydration data (streamed inside a suspense boundary) into the file.
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
    { signal: request.signal },
  );
  await body.allReady;
  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  return new Response(body, { status: responseStatusCode, headers: responseHeaders });
}
