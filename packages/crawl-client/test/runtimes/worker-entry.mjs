// The module worker workerd runs: the package's browser/edge entry, bundled by the test with the
// conditions Cloudflare's own bundler uses, runs the smoke steps and answers their summary.
// JavaScript, not TypeScript: tsc would resolve the name against dist/, which typecheck runs before.
import * as sdk from "@keystone/crawl-client";
import { runSmoke } from "./smoke.ts";

export default {
  async fetch(_request, env) {
    const summary = await runSmoke(sdk, { apiUrl: env.SMOKE_API_URL, apiKey: env.SMOKE_API_KEY });
    return Response.json(summary);
  },
};
