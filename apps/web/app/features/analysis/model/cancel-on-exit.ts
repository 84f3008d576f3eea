/**
 * Asks the provider to cancel a crawl while the page is being left (`pagehide`). The crawl
 * client's requests die with the page and it has no `keepalive` option, so this one request is
 * made here: the browser sends a `keepalive` fetch even after the page is gone. `apiUrl` is the
 * client's own `apiUrl` (the configured URL as the client normalised it: no trailing `/` or
 * `/v1`), so the cancel goes where the client's own requests go. The key travels in the
 * Authorization header, as with every other call, never in the URL.
 */
export function cancelCrawlOnExit(apiUrl: string, apiKey: string, jobId: string): void {
  void fetch(`${apiUrl}/v1/crawl/${encodeURIComponent(jobId)}`, {
    method: "DELETE",
    keepalive: true,
    headers: { Authorization: `Bearer ${apiKey}` },
  }).catch(() => undefined);
}
