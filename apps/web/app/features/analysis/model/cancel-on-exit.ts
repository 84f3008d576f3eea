/**
 * Asks the provider to cancel a crawl while the page is being left (`pagehide`). The crawl
 * client's requests die with the page and it has no `keepalive` option, so this one request is
 * made here: the browser sends a `keepalive` fetch even after the page is gone. The key travels
 * in the Authorization header, as with every other call, never in the URL.
 */
export function cancelCrawlOnExit(apiUrl: string, apiKey: string, jobId: string): void {
  const url = `${apiUrl.replace(/\/+$/, "")}/v1/crawl/${encodeURIComponent(jobId)}`;
  void fetch(url, {
    method: "DELETE",
    keepalive: true,
    headers: { Authorization: `Bearer ${apiKey}` },
  }).catch(() => undefined);
}
