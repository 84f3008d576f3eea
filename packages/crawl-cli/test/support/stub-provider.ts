import { createServer, type IncomingMessage, type Server } from "node:http";
import { afterAll, afterEach, beforeAll } from "vitest";

export interface Recorded {
  method: string;
  url: string;
  headers: IncomingMessage["headers"];
  body: string;
}

type Answer =
  { status?: number; json: unknown } | ((request: Recorded) => { status?: number; json: unknown });

/**
 * A loopback HTTP server answering the provider routes the emulator does not serve yet (parse,
 * feedback, monitors, the research index) with answers shaped as the provider's v2 OpenAPI
 * describes them, recording every request the CLI sends, for tests of what the CLI asks and prints.
 */
export function useStubProvider() {
  const routes = new Map<string, Answer>();
  const requests: Recorded[] = [];
  let server: Server;
  const handle = {
    url: "",
    requests,
    /** `"POST /v2/parse"` → its answer; a path may end in `*` to match what follows. */
    on(route: string, answer: Answer) {
      routes.set(route, answer);
    },
  };
  beforeAll(async () => {
    server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on("data", (chunk: Buffer) => chunks.push(chunk));
      request.on("end", () => {
        const recorded: Recorded = {
          method: request.method ?? "",
          url: request.url ?? "",
          headers: request.headers,
          body: Buffer.concat(chunks).toString("latin1"),
        };
        requests.push(recorded);
        const path = recorded.url.split("?")[0] ?? "";
        const key = [...routes.keys()].find((route) => {
          const [method, pattern = ""] = route.split(" ");
          return (
            method === recorded.method &&
            (pattern.endsWith("*") ? path.startsWith(pattern.slice(0, -1)) : path === pattern)
          );
        });
        const found = key === undefined ? undefined : routes.get(key);
        const answer = typeof found === "function" ? found(recorded) : found;
        response.writeHead(answer?.status ?? (answer ? 200 : 404), {
          "content-type": "application/json",
        });
        response.end(JSON.stringify(answer?.json ?? { success: false, error: "Not found" }));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const address = server.address();
    handle.url = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
  });
  afterEach(() => {
    routes.clear();
    requests.splice(0);
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });
  return handle;
}
