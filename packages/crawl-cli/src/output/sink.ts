import type { ResultOutput } from "../cli/output.js";
import type { PageDocument } from "./page.js";
import type { PageFolder } from "./page-folder.js";

/** Where a job's pages go as they arrive: a folder, stdout as NDJSON or as one JSON array. */
export class DocumentSink {
  #printed = 0;
  #arrayOpen = false;

  constructor(
    private readonly targets: {
      folder?: PageFolder | undefined;
      stdout?: { output: ResultOutput; as: "ndjson" | "json-array" } | undefined;
    },
  ) {}

  /** Pages written, those a resumed folder already held included. */
  get count(): number {
    return this.targets.folder?.count ?? this.#printed;
  }

  /** Writes the page; false when it was written before (a resumed folder holds it). */
  accept(document: PageDocument): boolean {
    const { folder, stdout } = this.targets;
    if (folder !== undefined && !folder.write(document)) return false;
    if (stdout !== undefined) {
      const json = JSON.stringify(document);
      if (stdout.as === "ndjson") stdout.output.line(json);
      else {
        stdout.output.write(this.#arrayOpen ? `,\n${json}` : `[\n${json}`);
        this.#arrayOpen = true;
      }
    }
    this.#printed += 1;
    return true;
  }

  /** Ends a JSON array, so that stdout holds valid JSON even for a job stopped half-way. */
  close(): void {
    const { folder, stdout } = this.targets;
    folder?.close();
    if (stdout?.as === "json-array") stdout.output.write(this.#arrayOpen ? "\n]\n" : "[]\n");
  }
}
