// Each operation of the provider's v2 OpenAPI description, called through the client's own
// method: the table the contract tests and the README's coverage table are held to.
import type { Firecrawl } from "../../src/index.js";

const UUID = "3fa85f64-5717-4562-b3fc-2c963f66afa6";
const CHECK = "5b1f2c5e-8a9d-4f0e-9c3b-2d7e6f1a4b8c";
const SITE = "https://example.com";

/** The method (as the README names it) and a call of it that the description takes. */
export interface OperationCall {
  method: string;
  call: (client: Firecrawl) => Promise<unknown>;
}

export const OPERATION_CALLS: Record<string, OperationCall> = {
  createMonitor: {
    method: "createMonitor",
    call: (c) =>
      c.createMonitor({
        name: "Pricing",
        schedule: { cron: "0 * * * *" },
        targets: [{ type: "scrape", urls: [`${SITE}/pricing`] }],
      }),
  },
  listMonitors: { method: "listMonitors", call: (c) => c.listMonitors({ limit: 10, offset: 0 }) },
  getMonitor: { method: "getMonitor", call: (c) => c.getMonitor(UUID) },
  updateMonitor: {
    method: "updateMonitor",
    call: (c) => c.updateMonitor(UUID, { status: "paused" }),
  },
  deleteMonitor: { method: "deleteMonitor", call: (c) => c.deleteMonitor(UUID) },
  runMonitor: { method: "runMonitor", call: (c) => c.runMonitor(UUID) },
  listMonitorChecks: {
    method: "listMonitorChecks",
    call: (c) => c.listMonitorChecks(UUID, { limit: 5 }),
  },
  getMonitorCheck: {
    method: "getMonitorCheck",
    call: (c) => c.getMonitorCheck(UUID, CHECK, { limit: 5, autoPaginate: false }),
  },
  scrapeAndExtractFromUrl: {
    method: "scrape",
    call: (c) => c.scrape(`${SITE}/about`, { formats: ["markdown"] }),
  },
  interactWithScrapeBrowserSession: {
    method: "interact",
    call: (c) => c.interact(UUID, { code: "console.log(1)" }),
  },
  stopInteractiveScrapeBrowserSession: {
    method: "stopInteraction",
    call: (c) => c.stopInteraction(UUID),
  },
  parseFile: {
    method: "parse",
    call: (c) =>
      c.parse(
        { data: "<h1>Hello</h1>", filename: "hello.html", contentType: "text/html" },
        { formats: ["markdown"] },
      ),
  },
  scrapeAndExtractFromUrls: {
    method: "startBatchScrape",
    call: (c) =>
      c.startBatchScrape([`${SITE}/a`, `${SITE}/b`], { options: { formats: ["markdown"] } }),
  },
  getBatchScrapeStatus: {
    method: "getBatchScrapeStatus",
    call: (c) => c.getBatchScrapeStatus(UUID, { autoPaginate: false }),
  },
  cancelBatchScrape: { method: "cancelBatchScrape", call: (c) => c.cancelBatchScrape(UUID) },
  getBatchScrapeErrors: {
    method: "getBatchScrapeErrors",
    call: (c) => c.getBatchScrapeErrors(UUID),
  },
  getCrawlStatus: {
    method: "getCrawlStatus",
    call: (c) => c.getCrawlStatus(UUID, { autoPaginate: false }),
  },
  cancelCrawl: { method: "cancelCrawl", call: (c) => c.cancelCrawl(UUID) },
  getCrawlErrors: { method: "getCrawlErrors", call: (c) => c.getCrawlErrors(UUID) },
  crawlUrls: { method: "startCrawl", call: (c) => c.startCrawl(SITE, { limit: 5 }) },
  crawlParamsPreview: {
    method: "crawlParamsPreview",
    call: (c) => c.crawlParamsPreview(SITE, "only the blog"),
  },
  mapUrls: { method: "map", call: (c) => c.map(SITE, { limit: 10 }) },
  extractData: {
    method: "startExtract",
    call: (c) => c.startExtract({ urls: [`${SITE}/about`], prompt: "the company's name" }),
  },
  getExtractStatus: { method: "getExtractStatus", call: (c) => c.getExtractStatus(UUID) },
  startAgent: { method: "startAgent", call: (c) => c.startAgent({ prompt: "find the CEO" }) },
  getAgentStatus: { method: "getAgentStatus", call: (c) => c.getAgentStatus(UUID) },
  cancelAgent: { method: "cancelAgent", call: (c) => c.cancelAgent(UUID) },
  getActiveCrawls: { method: "getActiveCrawls", call: (c) => c.getActiveCrawls() },
  getCreditUsage: { method: "getCreditUsage", call: (c) => c.getCreditUsage() },
  getHistoricalCreditUsage: {
    method: "getCreditUsageHistorical",
    call: (c) => c.getCreditUsageHistorical(true),
  },
  getTokenUsage: { method: "getTokenUsage", call: (c) => c.getTokenUsage() },
  getHistoricalTokenUsage: {
    method: "getTokenUsageHistorical",
    call: (c) => c.getTokenUsageHistorical(true),
  },
  getQueueStatus: { method: "getQueueStatus", call: (c) => c.getQueueStatus() },
  getActivity: {
    method: "getActivity",
    call: (c) => c.getActivity({ endpoint: "crawl", limit: 10 }),
  },
  searchAndScrape: { method: "search", call: (c) => c.search("keystone", { limit: 3 }) },
  createBrowserSession: {
    method: "interactSession",
    call: (c) => c.interactSession({ ttl: 120, streamWebView: false }),
  },
  listBrowserSessions: {
    method: "listInteractSessions",
    call: (c) => c.listInteractSessions({ status: "active" }),
  },
  executeBrowserCode: {
    method: "interactSessionExecute",
    call: (c) => c.interactSessionExecute("session-1", { code: "1 + 1", language: "node" }),
  },
  deleteBrowserSession: {
    method: "deleteInteractSession",
    call: (c) => c.deleteInteractSession("session-1"),
  },
  getScrapeStatus: { method: "getScrapeStatus", call: (c) => c.getScrapeStatus(UUID) },
  submitSearchFeedback: {
    method: "searchFeedback",
    call: (c) => c.searchFeedback(UUID, { rating: "bad", querySuggestions: "fewer ads" }),
  },
  askSupportAgent: {
    method: "askSupport",
    call: (c) => c.askSupport({ question: "Why is my crawl empty?" }),
  },
  searchSupportDocs: {
    method: "searchSupportDocs",
    call: (c) => c.searchSupportDocs({ question: "How do I crawl a sitemap?" }),
  },
  researchSearchPapers: {
    method: "research.searchPapers",
    call: (c) => c.research.searchPapers("tau aggregation", { k: 5, authors: ["Smith"] }),
  },
  researchGetPaper: {
    method: "research.getPaper",
    call: (c) => c.research.getPaper("arxiv:2105.05233", { query: "diffusion", k: 2 }),
  },
  researchRelatedPapers: {
    method: "research.similarPapers",
    call: (c) => c.research.similarPapers("arxiv:2105.05233", { intent: "image synthesis", k: 3 }),
  },
  developerSearch: {
    method: "developerSearchGet",
    call: (c) => c.developerSearchGet("retry backoff", { k: 3, types: ["issue", "doc"] }),
  },
  developerSearchPost: {
    method: "developerSearch",
    call: (c) => c.developerSearch("retry backoff", { k: 3, minStars: 10 }),
  },
  submitEndpointFeedback: {
    method: "feedback",
    call: (c) => c.feedback({ endpoint: "scrape", jobId: UUID, rating: "good" }),
  },
  getThreatProtection: { method: "getThreatProtection", call: (c) => c.getThreatProtection() },
  updateThreatProtection: {
    method: "updateThreatProtection",
    call: (c) => c.updateThreatProtection({ mode: "normal", riskScoreThreshold: 70 }),
  },
};
