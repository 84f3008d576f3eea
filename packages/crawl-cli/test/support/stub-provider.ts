import { createServer, type Server } from "node:http";
import { afterAll, afterEach, beforeAll } from "vitest";

/**
 * A loopback HTTP server answering the routes a test sets, shaped as the provider's v2 OpenAPI
 * describes them: only for answers the emulator never gives (provider text that breaks lines,
 * terminal escapes in warnings, hostile job ids). Everything else runs against the emulator
 * (recording-relay.ts shows what the CLI sent). Anything unset is a 404, as the provider's.
 */
export function useStubProvider() {
  const routes = new Map<string, unknown>();
  let server: Server;
  const handle = {
    url: "",
    /**
     * `"/v2/search/research/papers"` (the path, without its query) → the JSON it answers to a GET
     * (or `method`). A path ending in `/` answers every path under it (a job id the SDK encodes),
     * unless a path set exactly answers first.
     */
    on(path: string, json: unknown, method = "GET") {
      routes.set(`${method} ${path}`, json);
    },
  };
  const answerTo = (method: string, path: string): unknown => {
    const exact = routes.get(`${method} ${path}`);
    if (exact !== undefined) return exact;
    for (const [route, json] of routes)
      if (route.endsWith("/") && `${method} ${path}`.startsWith(route)) return json;
    return undefined;
  };
  beforeAll(async () => {
    server = createServer((request, response) => {
      request.resume();
      request.on("end", () => {
        const path = new URL(request.url ?? "/", "http://stub").pathname;
        const json = answerTo(request.method ?? "GET", path);
        response.writeHead(json === undefined ? 404 : 200, { "content-type": "application/json" });
        response.end(JSON.stringify(json ?? { success: false, error: "Not found" }));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const address = server.address();
    handle.url = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
  });
  afterEach(() => routes.clear());
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });
  return handle;
}
