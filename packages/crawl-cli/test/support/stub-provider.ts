import { createServer, type Server } from "node:http";
import { afterAll, afterEach, beforeAll } from "vitest";

/**
 * A loopback HTTP server answering `GET` routes with what a test sets, shaped as the provider's v2
 * OpenAPI describes it: only for answers the emulator never gives (provider text that breaks
 * lines). Everything else runs against the emulator (recording-relay.ts shows what the CLI sent).
 */
export function useStubProvider() {
  const routes = new Map<string, unknown>();
  let server: Server;
  const handle = {
    url: "",
    /** `"/v2/search/research/papers"` (the path, without its query) → the JSON it answers. */
    on(path: string, json: unknown) {
      routes.set(path, json);
    },
  };
  beforeAll(async () => {
    server = createServer((request, response) => {
      const path = new URL(request.url ?? "/", "http://stub").pathname;
      const json = request.method === "GET" ? routes.get(path) : undefined;
      response.writeHead(json === undefined ? 404 : 200, { "content-type": "application/json" });
      response.end(JSON.stringify(json ?? { success: false, error: "Not found" }));
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
