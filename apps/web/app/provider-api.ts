/** The crawling provider's cloud API, used unless `VITE_CRAWL_API_URL` names another at build time. */
export const defaultProviderApiUrl = "https://api.firecrawl.dev";

export function resolveProviderApiUrl(override: string | undefined): string {
  return override?.trim() || defaultProviderApiUrl;
}
