/** Crawl-result-shaped JSON of roughly `bytes` once formatted, for stories and the benchmark. */
export function makeCrawlResult(bytes: number) {
  const page = (index: number) => ({
    url: `https://moving.example/page-${index}`,
    metadata: { title: `Page ${index}`, statusCode: 200, language: "en" },
    markdown:
      `# Page ${index}\n\nLocal and regional moving with packing, loading and delivery. `.repeat(4),
  });
  const pageBytes = JSON.stringify(page(0), null, 2).length;
  const count = Math.max(1, Math.round(bytes / pageBytes));
  return {
    status: "completed",
    completed: count,
    creditsUsed: count,
    data: Array.from({ length: count }, (_, index) => page(index)),
  };
}
