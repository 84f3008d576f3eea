import { Button } from "@keystone/ui/components/button";
import { useRef } from "react";
import { siteConfig } from "~/site.config";
import type { LeftCrawlView } from "../model/analysis-state";

const { provider } = siteConfig;

interface LeftRunningCrawlsProps {
  crawls: readonly LeftCrawlView[];
  onCancel: (jobId: string) => Promise<void>;
  onKeep: (jobId: string) => void;
  /** Reads a crawl's job again and shows its result; absent where no result can be shown yet. */
  onShowResult?: ((jobId: string) => Promise<void>) | undefined;
  /** Whether the crawl is of one of the analysed sites, whose tab can show its result. */
  isSiteCrawl: (crawl: LeftCrawlView) => boolean;
}

const outcome: Record<LeftCrawlView["status"], string> = {
  running: `Still running at ${provider.name}.`,
  cancelling: "Cancelling...",
  cancelled: "Cancelled.",
  kept: "Left running; the tool no longer looks for it.",
  failed: "Could not be cancelled",
  resending: `${provider.name} is not answering; the cancel is sent again until it answers.`,
  shown: "Its result is shown in its site's tab.",
};

function howMatched(crawl: LeftCrawlView): string {
  if (crawl.cause === "unanswered")
    return `${provider.name} stopped answering while this page waited for job ${crawl.jobId}, so the page stopped waiting; the crawl may still be running.`;
  if (crawl.cause === "cancel-unsent")
    return `It was cancelled while ${provider.name} was not answering (job ${crawl.jobId}).`;
  if (crawl.matchedBy === "id") return `${provider.name} named it job ${crawl.jobId}.`;
  return `The page was left before ${provider.name} named the job, so it was found by its address and page limit as job ${crawl.jobId}: a crawl of the same address started with this key from another browser at that moment would look the same.`;
}

/**
 * The crawls this tab started on an earlier visit that the provider still runs (a start left in
 * flight, or a page that died mid-crawl), each with Cancel and Leave running. The list stays with
 * each crawl's outcome until the page is left, and the focus goes to its heading once a crawl's
 * buttons are gone.
 */
export function LeftRunningCrawls({
  crawls,
  onCancel,
  onKeep,
  onShowResult,
  isSiteCrawl,
}: LeftRunningCrawlsProps) {
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
        This tab started these crawls and stopped following them (the page was left, or{" "}
        {provider.name} stopped answering); they may still be running, using credits for results
        nobody will see.
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
              {crawl.reason ? `${crawl.status === "failed" ? ":" : ""} ${crawl.reason}` : ""}
            </p>
            {(crawl.status === "running" ||
              crawl.status === "failed" ||
              crawl.status === "resending") && (
              <div className="flex flex-wrap gap-3">
                <Button
                  variant="destructive"
                  onClick={() => void onCancel(crawl.jobId).then(() => heading.current?.focus())}
                >
                  Cancel on the provider<span className="sr-only"> ({crawl.name})</span>
                </Button>
                {onShowResult && crawl.status !== "resending" && isSiteCrawl(crawl) && (
                  <Button variant="outline" onClick={() => void onShowResult(crawl.jobId)}>
                    Show its result<span className="sr-only"> ({crawl.name})</span>
                  </Button>
                )}
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
