import { createServer, type Server } from "node:http";
import { afterAll, afterEach, beforeAll } from "vitest";

/**
 * A loopback HTTP server answering the routes a test scripts (method and path prefix → JSON),
 * shaped as the provider answers them: for provider text the emulator never sends (hostile job
 * ids, terminal escapes in warnings). Anything unscripted is a 404, as the provider's.
 */
export function useScriptedProvider() {
  const routes: { method: string; prefix: string; json: unknown }[] = [];
  let server: Server;
  const handle = {
    url: "",
    /** `("POST", "/v2/search", {...})`: every POST whose path starts with `/v2/search` gets this. */
    on(method: string, prefix: string, json: unknown) {
      routes.push({ method, prefix, json });
    },
  };
  beforeAll(async () => {
    server = createServer((request, response) => {
      request.resume();
      request.on("end", () => {
        const path = new URL(request.url ?? "/", "http://stub").pathname;
        const route = routes.find(
          (candidate) => candidate.method === request.method && path.startsWith(candidate.prefix),
        );
        response.writeHead(route === undefined ? 404 : 200, {
          "content-type": "application/json",
        });
        response.end(JSON.stringify(route?.json ?? { success: false, error: "Not found" }));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const address = server.address();
    handle.url = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
  });
  afterEach(() => {
    routes.splice(0);
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });
  return handle;
}
