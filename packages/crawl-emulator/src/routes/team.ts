import { json } from "../http/responses.js";
import type { RouteDefinition } from "./context.js";

/** Usage endpoints: the emulator never runs out of credits or tokens. */
export const teamRoutes: RouteDefinition[] = [
  {
    name: "team.creditUsage",
    method: "get",
    path: "/v1/team/credit-usage",
    handle: () => json(200, { success: true, data: { remaining_credits: 99_999_999 } }),
  },
  {
    name: "team.tokenUsage",
    method: "get",
    path: "/v1/team/token-usage",
    handle: () => json(200, { success: true, data: { remaining_tokens: 99_999_999 } }),
  },
];
