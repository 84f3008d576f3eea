import { Button } from "@keystone/ui/components/button";
import { useRef } from "react";
import { siteConfig } from "~/site.config";
import type { LeftCrawlView } from "../model/analysis-state";

const { provider } = siteConfig;

interface LeftRunningCrawlsProps {
  crawls: readonly LeftCrawlView[];
  onCancel: (jobId: string) => Promise<void>;
  onKeep: (jobId: string) => void;
}

const outcome: Record<LeftCrawlView["status"], string> = {
  running: `Still running at ${provider.name}.`,
  cancelling: "Cancelling...",
  cancelled: "Cancelled.",
  kept: "Left running; the tool no longer looks for it.",
  failed: "Could not be cancelled",
};

function howMatched(crawl: LeftCrawlView): string {
  if (crawl.matchedBy === "id") return `${provider.name} named it job ${crawl.jobId}.`;
  return `The page was left before ${provider.name} named the job, so it was found by its address and page limit as job ${crawl.jobId}: a crawl of the same address started with this key from another browser at that moment would look the same.`;
}

/**
 * The crawls this tab started on an earlier visit that the provider still runs (a start left in
 * flight, or a page that died mid-crawl), each with Cancel and Leave running. The list stays with
 * each crawl's outcome until the page is left, and the focus goes to its heading once a crawl's
 * buttons are gone.
 */
export function LeftRunningCrawls({ crawls, onCancel, onKeep }: LeftRunningCrawlsProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  if (crawls.length === 0) return null;
  return (
    <section
      aria-labelledby="left-crawls"
      data-slot="left-crawls"
      className="grid gap-3 rounded-lg border border-destructive p-4"
    >
      <h2 id="left-crawls" ref={heading} tabIndex={-1} className="text-xl font-semibold">
        Crawls left running
      </h2>
      <p className="text-sm text-muted-foreground">
        This tab started these crawls before it was left, and {provider.name} is still running them,
        using credits for results nobody will see.
      </p>
      <ul className="grid gap-3">
        {crawls.map((crawl) => (
          <li key={crawl.jobId} className="grid gap-2 border-t pt-3">
            <p>
              <span className="font-medium">{crawl.name}</span>, started at{" "}
              <time dateTime={new Date(crawl.startedAt).toISOString()}>
                {new Date(crawl.startedAt).toLocaleTimeString()}
              </time>
            </p>
            <p className="text-sm break-words text-muted-foreground">{howMatched(crawl)}</p>
            <p role="status" className="text-sm break-words">
              {outcome[crawl.status]}
              {crawl.status === "failed" && crawl.reason ? `: ${crawl.reason}` : ""}
            </p>
            {(crawl.status === "running" || crawl.status === "failed") && (
              <div className="flex flex-wrap gap-3">
                <Button
                  variant="destructive"
                  onClick={() => void onCancel(crawl.jobId).then(() => heading.current?.focus())}
                >
                  Cancel crawl<span className="sr-only"> of {crawl.name}</span>
                </Button>
                {crawl.status === "running" && (
                  <Button
                    variant="outline"
                    onClick={() => {
                      onKeep(crawl.jobId);
                      heading.current?.focus();
                    }}
                  >
                    Leave running<span className="sr-only">: {crawl.name}</span>
                  </Button>
                )}
              </div>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
