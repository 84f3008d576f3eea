// Everything the v2 client loads on first use (see lazy.ts): one module, so one request.
export * from "./resources/agents.js";
export * from "./resources/crawl-extras.js";
export * from "./resources/developer.js";
export * from "./resources/feedback.js";
export * from "./resources/monitor.js";
export * from "./resources/parse.js";
export * from "./resources/research.js";
export * from "./resources/scrape-status.js";
export * from "./resources/sessions.js";
export * from "./resources/simple.js";
export * from "./resources/support.js";
export * from "./resources/team.js";
export * from "./resources/tools.js";
export * from "./resources/usage.js";
