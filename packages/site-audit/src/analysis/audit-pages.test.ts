import { describe, expect, it } from "vitest";
import { ROOT, home, page } from "../checks/rule-tester";
import type { CrawledPage } from "../document";
import { AuditAbortedError } from "./audit-aborted-error";
import { analyseCrawl } from "./analyse-crawl";
import { auditPages } from "./audit-pages";

const PATHS = ["/a", "/b", "/c", "/d", "/e"];
const crawl = (): CrawledPage[] => [
  home(PATHS),
  ...PATHS.map((path) => page(path)),
  page("/untitled", { metadata: { title: undefined } }),
];

/** The crawl's pages as a source that waits between them, as a folder or the network does. */
async function* slowly(pages: CrawledPage[]): AsyncGenerator<CrawledPage> {
  for (const each of pages) {
    await new Promise((resolve) => setTimeout(resolve, 1));
    yield each;
  }
}

/** The rejection of `promise`, which must reject. */
async function rejection(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => {
      throw new Error("resolved, where it had to reject");
    },
    (error: unknown) => error,
  );
}

describe("auditPages", () => {
  it("audits an async iterable as analyseCrawl audits the array", async () => {
    const streamed = await auditPages(slowly(crawl()), { startUrl: `${ROOT}/`, inlinks: true });
    expect(streamed).toEqual(await analyseCrawl(crawl(), `${ROOT}/`));
    expect(streamed.pages.map((digest) => digest.url)).toContain(`${ROOT}/untitled`);
    expect(streamed.audit.issues.find((issue) => issue.id === "missing-title")?.items).toEqual([
      { url: `${ROOT}/untitled`, detail: "no title" },
    ]);
  });

  it("audits a synchronous iterable, read one page at a time", async () => {
    let read = 0;
    function* counted() {
      for (const each of crawl()) {
        read++;
        yield each;
      }
    }
    const analysis = await auditPages(counted(), { startUrl: `${ROOT}/` });
    expect(read).toBe(crawl().length);
    expect(analysis.audit.pageCount).toBe(crawl().length);
  });

  it("stops at the signal with an AuditAbortedError, and closes the source", async () => {
    const controller = new AbortController();
    const reason = new Error("the user left");
    let closed = false;
    async function* source() {
      try {
        for (const [index, each] of crawl().entries()) {
          if (index === 3) controller.abort(reason);
          yield each;
        }
      } finally {
        closed = true;
      }
    }
    const error = await rejection(
      auditPages(source(), { startUrl: `${ROOT}/`, signal: controller.signal }),
    );
    expect(error).toBeInstanceOf(AuditAbortedError);
    expect(error).toMatchObject({
      name: "AuditAbortedError",
      pagesRead: 3,
      cause: reason,
      message: "The audit was aborted after 3 pages.",
    });
    expect(closed).toBe(true);
  });

  it("stops a source that waits forever for its next page", async () => {
    const controller = new AbortController();
    let waiting: () => void = () => undefined;
    const reachedTheWait = new Promise<void>((resolve) => (waiting = resolve));
    async function* stuck() {
      yield page("/");
      yield page("/a");
      waiting();
      await new Promise(() => undefined);
    }
    const audit = auditPages(stuck(), { startUrl: `${ROOT}/`, signal: controller.signal });
    await reachedTheWait;
    controller.abort();
    const error = await rejection(audit);
    expect(error).toBeInstanceOf(AuditAbortedError);
    expect(error).toMatchObject({ pagesRead: 2 });
  });

  it("reads nothing when the signal was aborted before it started", async () => {
    let started = false;
    function* source() {
      started = true;
      yield page("/");
    }
    const error = await rejection(
      auditPages(source(), { startUrl: `${ROOT}/`, signal: AbortSignal.abort() }),
    );
    expect(error).toMatchObject({ name: "AuditAbortedError", pagesRead: 0 });
    expect(started).toBe(false);
  });

  it("refuses a page that is not an object, saying which", async () => {
    const pages = [page("/"), null] as unknown as CrawledPage[];
    const error = await rejection(auditPages(pages, { startUrl: `${ROOT}/` }));
    expect(error).toBeInstanceOf(TypeError);
    expect((error as Error).message).toBe("Page 2 of the crawl is not a document but null.");
  });

  it("passes on the error of a source that fails, unchanged", async () => {
    const failure = new Error("pages.ndjson: line 3 is torn");
    async function* failing() {
      yield page("/");
      throw failure;
    }
    expect(await rejection(auditPages(failing(), { startUrl: `${ROOT}/` }))).toBe(failure);
  });
});
