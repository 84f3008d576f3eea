import type { Page } from "@playwright/test";

/**
 * What the analysis step showed in one rendered state: which tab, what the crawl activity said,
 * and which buttons could be used. A crawl of the emulator's small sites shows its progress and its
 * Cancel for as little as one status interval, and a busy machine can take longer than that to
 * look; a record made in the page, at every change, cannot miss a state however short it was.
 */
export interface ActivityFrame {
  /** The selected site tab's name ("" before the analysis step). */
  tab: string;
  /** The name of the tab marked as being crawled ("" when none is). */
  marked: string;
  /** The activity's status line and the line naming the crawled site, while a crawl runs. */
  activity: string;
  /** The progress bar's value, while it shows. */
  progress: number | null;
  /** A Cancel button is there and can be pressed. */
  cancel: boolean;
  /** Every Crawl button (each site's and Crawl All) is disabled. */
  crawlsDisabled: boolean;
}

declare global {
  interface Window {
    activityFrames: ActivityFrame[];
  }
}

function recordFrames() {
  const frames: ActivityFrame[] = [];
  window.activityFrames = frames;
  let last = "";
  // A tab's site name, without the mark of the tab being crawled.
  const siteOf = (tab: Element | null) => {
    const mark = tab?.querySelector('[data-slot="crawling-mark"]')?.textContent ?? "";
    return (tab?.textContent ?? "").slice(0, (tab?.textContent ?? "").length - mark.length);
  };
  // Called once per batch of DOM changes, after the task that made them: what one render changed
  // arrives in one batch, so a tab and the activity that selected it are read together.
  const record = () => {
    const bar = document.querySelector('[role="progressbar"][aria-label="Crawl progress"]');
    const buttons = Array.from(document.querySelectorAll("button"));
    const crawls = buttons.filter((button) => button.textContent?.startsWith("Crawl ") ?? false);
    const frame: ActivityFrame = {
      tab: siteOf(document.querySelector('[role="tab"][aria-selected="true"]')),
      marked: siteOf(document.querySelector('[role="tab"]:has([data-slot="crawling-mark"])')),
      // The progress bar, its status line and its site line share the activity region; its
      // Cancel button's text, and the lines kept hidden for their room, are not what it says.
      activity: Array.from(bar?.closest("[data-slot=crawl-activity]")?.querySelectorAll("p") ?? [])
        .filter((line) => !line.closest('[aria-hidden="true"]'))
        .map((line) => line.textContent ?? "")
        .join(""),
      progress: bar ? Number(bar.getAttribute("aria-valuenow")) : null,
      cancel: buttons.some((button) => button.textContent === "Cancel" && !button.disabled),
      crawlsDisabled: crawls.length > 0 && crawls.every((button) => button.disabled),
    };
    const key = JSON.stringify(frame);
    if (key === last) return;
    last = key;
    frames.push(frame);
  };
  new MutationObserver(record).observe(document, {
    subtree: true,
    childList: true,
    attributes: true,
    characterData: true,
  });
}

/** Records every state the page's analysis step shows from its next load on. */
export async function recordActivity(page: Page): Promise<void> {
  await page.addInitScript(recordFrames);
}

/** The states recorded so far, in order, each once. */
export function recordedActivity(page: Page): Promise<ActivityFrame[]> {
  return page.evaluate(() => window.activityFrames);
}

/** The frames in which the selected tab changed: the tab a crawl showed, and what showed it. */
export function tabChanges(frames: readonly ActivityFrame[]): ActivityFrame[] {
  return frames.filter((frame, index) => index > 0 && frame.tab !== frames[index - 1]?.tab);
}
