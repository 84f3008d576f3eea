// The provider's v2 OpenAPI description as an independent judge of our requests: an in-process
// mock (openapi-backend, its request validation by ajv) that validates every request against the
// description and answers with an answer built from the description's own schema (openapi-sampler).
import addFormats from "ajv-formats";
import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import { type Document, OpenAPIBackend } from "openapi-backend";
import { sample } from "openapi-sampler";
import { afterAll, afterEach, beforeAll } from "vitest";
import { providerFact } from "./provider-facts.js";

type Json = Record<string, unknown>;

/** The provider's v2 OpenAPI description (the emulator's copy of `shared/provider/v2/openapi.json`). */
export const openApi = providerFact("v2/openapi.json") as Document & {
  paths: Record<string, Record<string, Json>>;
  components: Json;
};

const METHODS = ["get", "post", "put", "patch", "delete"];

export interface Operation {
  operationId: string;
  method: string;
  path: string;
}

/** Every operation of the description, as `GET /team/activity`. */
export const operations: Operation[] = Object.entries(openApi.paths).flatMap(([path, item]) =>
  Object.entries(item)
    .filter(([method]) => METHODS.includes(method))
    .map(([method, operation]) => ({
      operationId: (operation as { operationId: string }).operationId,
      method: method.toUpperCase(),
      path,
    })),
);

function operationOf(operationId: string): Json {
  const found = operations.find((operation) => operation.operationId === operationId);
  if (found === undefined) throw new Error(`No operation ${operationId} in the description`);
  return openApi.paths[found.path]?.[found.method.toLowerCase()] as Json;
}

/** The schema of an operation's 200 answer. */
export function answerSchema(operationId: string): Json {
  const responses = operationOf(operationId)["responses"] as Record<string, Json>;
  const content = responses["200"]?.["content"] as Record<string, Json> | undefined;
  return content?.["application/json"]?.["schema"] as Json;
}

/** An answer of an operation built from its schema: every field, or only the required ones. */
export function sampleAnswer(operationId: string, only: "every" | "required" = "every"): Json {
  return sample(
    answerSchema(operationId) as never,
    { skipNonRequired: only === "required", quiet: true },
    openApi,
  ) as Json;
}

/**
 * Where the description itself is wrong, the mock's copy is mended so that requests the provider
 * takes are not refused; each mend names the exception and why.
 */
export const DESCRIPTION_EXCEPTIONS: {
  name: string;
  why: string;
  mend: (doc: typeof openApi) => void;
}[] = [
  {
    name: "formats by name",
    why:
      'the description lists only object formats ({ type: "markdown" }), while the provider takes a format\'s ' +
      "name too (the recorded answers of v2/samples were made so, and 4.42.0 sends names as given)",
    mend: (doc) => {
      const schemas = doc.components["schemas"] as Record<string, Json>;
      for (const name of ["Formats", "ParseFormats"]) {
        const items = (schemas[name] as { items: { oneOf: Json[] } }).items;
        items.oneOf.push({ type: "string" });
      }
    },
  },
];

function mendedDescription(): Document {
  const copy = structuredClone(openApi);
  for (const exception of DESCRIPTION_EXCEPTIONS) exception.mend(copy);
  return copy;
}

/** One request the mock received, and what the description said of it. */
export interface Judged {
  method: string;
  path: string;
  query: string;
  headers: IncomingMessage["headers"];
  body: unknown;
  /** The operation it matched; undefined for a path the description does not have. */
  operationId: string | undefined;
  /** The validator's errors; empty when the description takes the request. */
  errors: unknown[];
}

/** A scripted answer: for an operation id, or for a route the description does not have. */
export type Scripted =
  | { status?: number; body: unknown }
  | ((request: { path: string; query: URLSearchParams }) => { status?: number; body: unknown });

async function readBody(req: IncomingMessage): Promise<{ raw: Buffer; body: unknown }> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const raw = Buffer.concat(chunks);
  const type = req.headers["content-type"] ?? "";
  if (raw.length === 0) return { raw, body: undefined };
  if (type.startsWith("multipart/form-data")) {
    // The form as the validator reads it: `options` as the JSON its encoding names, the file as text.
    const form = await new Response(raw, { headers: { "content-type": type } }).formData();
    const body: Json = {};
    for (const [name, value] of form.entries()) {
      body[name] =
        typeof value === "string"
          ? name === "options"
            ? (JSON.parse(value) as unknown)
            : value
          : { filename: value.name, type: value.type, size: value.size, text: await value.text() };
    }
    return { raw, body };
  }
  return { raw, body: JSON.parse(raw.toString("utf8")) as unknown };
}

/** The mock: a loopback server judging each request by the description. */
export async function startValidatingMock() {
  const judged: Judged[] = [];
  const scripted = new Map<string, Scripted>();
  const api = new OpenAPIBackend({
    definition: mendedDescription(),
    apiRoot: "/v2",
    quick: true,
    validate: true,
    customizeAjv: (ajv) => {
      addFormats(ajv);
      return ajv;
    },
  });
  api.register({
    validationFail: (context) => ({ errors: context.validation.errors ?? [] }),
    notFound: () => ({ notFound: true }),
    notImplemented: () => ({ errors: [] }),
  });
  // The key is the mock's own business: every request carries one or is keyless by choice.
  api.registerSecurityHandler("bearerAuth", () => true);
  await api.init();

  const server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? "/", "http://mock");
      const { body } = await readBody(req);
      const request = {
        method: req.method ?? "GET",
        path: url.pathname,
        query: url.search.slice(1),
        headers: req.headers as Record<string, string>,
        body: (body as { file?: { text: string } } | undefined)?.file
          ? { ...(body as Json), file: (body as { file: { text: string } }).file.text }
          : body,
      };
      const match = api.matchOperation(request);
      const verdict = (await api.handleRequest(request)) as { errors?: unknown[]; notFound?: true };
      const operationId = verdict.notFound ? undefined : match?.operationId;
      judged.push({ ...request, body, operationId, errors: verdict.errors ?? [] });
      const key = operationId ?? `${request.method} ${request.path}`;
      const script = scripted.get(key);
      const answer =
        (typeof script === "function"
          ? script({ path: url.pathname, query: url.searchParams })
          : script) ??
        (operationId === undefined
          ? { status: 404, body: { success: false, error: "Not in the description" } }
          : verdict.errors && verdict.errors.length > 0
            ? {
                status: 400,
                body: {
                  success: false,
                  error: "Refused by the description",
                  details: verdict.errors,
                },
              }
            : { body: sampleAnswer(operationId) });
      res.writeHead(answer.status ?? 200, { "content-type": "application/json" });
      res.end(JSON.stringify(answer.body));
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    judged,
    /** Answers an operation (or `METHOD /path` outside the description) with `answer` from now on. */
    script(key: string, answer: Scripted) {
      scripted.set(key, answer);
    },
    reset() {
      judged.length = 0;
      scripted.clear();
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export type ValidatingMock = Awaited<ReturnType<typeof startValidatingMock>>;

/** One mock per test file, its records and scripts cleared after each test. */
export function useValidatingMock() {
  const handle = {} as { mock: ValidatingMock };
  beforeAll(async () => {
    handle.mock = await startValidatingMock();
  });
  afterEach(() => handle.mock.reset());
  afterAll(async () => {
    await handle.mock.close();
  });
  return handle;
}
