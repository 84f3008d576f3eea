import type { PageDocument } from "../output/page.js";
import { DocumentSink } from "../output/sink.js";
import type { PageChannel } from "./page-channel.js";

/**
 * The crawl's sink when it is audited: each page goes where `crawl` would put it (the `-o` folder,
 * through the same writer), and, the first time it is seen, on to the audit.
 */
export class AuditingSink extends DocumentSink {
  readonly #audit: PageChannel<PageDocument>;

  constructor(
    targets: ConstructorParameters<typeof DocumentSink>[0],
    audit: PageChannel<PageDocument>,
  ) {
    super(targets);
    this.#audit = audit;
  }

  override accept(document: PageDocument): boolean {
    if (!super.accept(document)) return false;
    this.#audit.push(document);
    return true;
  }
}
