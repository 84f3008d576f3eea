import { json } from "../../http/responses.js";
import { extractRequestV2 } from "../../http/schemas/requests-v2.js";
import type { RouteContext, RouteDefinition } from "../context.js";
import { extractStatus } from "../extract.js";
import { startTimedJob } from "../timed-jobs.js";

/**
 * `POST /v2/extract` always queues a job, whoever the client is (v1's synchronous extract for
 * other clients is gone); its status is v1's, as recorded (`v2/samples/extract-*.json`).
 */
function startExtract(context: RouteContext) {
  extractRequestV2.parse(context.body);
  return startTimedJob(context, "extract", (job) =>
    json(200, { success: true, id: job.id, urlTrace: [] }),
  );
}

export const v2ExtractRoutes: RouteDefinition[] = [
  { name: "v2.extract.start", method: "post", path: "/v2/extract", handle: startExtract },
  { name: "v2.extract.status", method: "get", path: "/v2/extract/:id", handle: extractStatus },
];
