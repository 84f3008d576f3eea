import { connect } from "node:net";

export interface RawAnswer {
  status: number;
  /** Header names in lower case; a repeated header keeps every value. */
  headers: Map<string, string[]>;
  body: string;
}

/**
 * One GET with the request target sent exactly as given. Hand-written on a socket because every
 * HTTP client (fetch, node:http, Playwright's request) parses or validates the path first: they
 * turn a backslash into a slash, drop tabs or refuse them, which are the very bytes under test.
 */
export function rawGet(origin: string, target: string): Promise<RawAnswer> {
  const { hostname, port, host } = new URL(origin);
  return new Promise((resolve, reject) => {
    const socket = connect({ host: hostname, port: Number(port) });
    const chunks: Buffer[] = [];
    socket.on("data", (chunk) => chunks.push(chunk));
    socket.on("error", reject);
    socket.on("end", () => {
      try {
        resolve(parseAnswer(Buffer.concat(chunks).toString("latin1")));
      } catch (error) {
        reject(error);
      }
    });
    socket.write(
      `GET ${target} HTTP/1.1\r\nHost: ${host}\r\nAccept-Encoding: identity\r\nConnection: close\r\n\r\n`,
      "latin1",
    );
  });
}

function parseAnswer(raw: string): RawAnswer {
  const headEnd = raw.indexOf("\r\n\r\n");
  if (headEnd === -1) throw new Error(`not an HTTP answer: ${JSON.stringify(raw.slice(0, 200))}`);
  const [statusLine = "", ...lines] = raw.slice(0, headEnd).split("\r\n");
  const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(statusLine)?.[1]);
  if (!Number.isInteger(status)) throw new Error(`bad status line ${JSON.stringify(statusLine)}`);
  const headers = new Map<string, string[]>();
  for (const line of lines) {
    const colon = line.indexOf(":");
    const name = line.slice(0, colon).trim().toLowerCase();
    headers.set(name, [...(headers.get(name) ?? []), line.slice(colon + 1).trim()]);
  }
  return { status, headers, body: raw.slice(headEnd + 4) };
}

/**
 * Where a browser on `origin` goes with this `Location`: the WHATWG URL parser, which reads a
 * backslash as a slash in http(s) URLs and drops tabs and line breaks, exactly as browsers do.
 */
export function resolveLocation(origin: string, location: string): URL {
  return new URL(location, `${origin}/`);
}

/**
 * Follows same-origin redirects as a browser would, from a raw target, and returns the last
 * answer with every `Location` seen on the way.
 */
export async function followRaw(origin: string, target: string, maxHops = 5) {
  const locations: string[] = [];
  let answer = await rawGet(origin, target);
  for (let hop = 0; hop < maxHops && answer.status >= 300 && answer.status < 400; hop++) {
    const location = answer.headers.get("location")?.[0];
    if (location === undefined) break;
    locations.push(location);
    const next = resolveLocation(origin, location);
    if (next.origin !== origin) break;
    answer = await rawGet(origin, `${next.pathname}${next.search}`);
  }
  return { answer, locations };
}
