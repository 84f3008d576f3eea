/**
 * The floor of an audit from a folder: the same pages.ndjson and page files read the same way
 * (each file whole, parsed as JSON), and htmlparser2's Tokenizer alone over each page's html with
 * callbacks that do nothing. No audit can read the pages faster than this; `bench:audit` prints
 * the audit's time as a multiple of it. Prints `{"pages":…,"htmlBytes":…,"ms":…}`.
 */
import { closeSync, openSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { Tokenizer } from "htmlparser2";
import { manifestLines } from "../src/audit/manifest-reader.js";
import { MAX_MANIFEST_LINE } from "../src/output/page-folder.js";

const noop = () => undefined;
const callbacks = {
  onattribdata: noop,
  onattribentity: noop,
  onattribend: noop,
  onattribname: noop,
  oncdata: noop,
  onclosetag: noop,
  oncomment: noop,
  ondeclaration: noop,
  onend: noop,
  onopentagend: noop,
  onopentagname: noop,
  onprocessinginstruction: noop,
  onselfclosingtag: noop,
  ontext: noop,
  ontextentity: noop,
};

const dir = process.argv[2] as string;
const started = performance.now();
let pages = 0;
let htmlBytes = 0;
const fd = openSync(join(dir, "pages.ndjson"), "r");
for (const line of manifestLines(fd, MAX_MANIFEST_LINE)) {
  if (line.kind !== "line") continue;
  const { file } = JSON.parse(line.text) as { file: string };
  const page = JSON.parse(readFileSync(join(dir, file), "utf8")) as { html?: string };
  const html = page.html ?? "";
  const tokenizer = new Tokenizer({ decodeEntities: true }, callbacks);
  tokenizer.write(html);
  tokenizer.end();
  pages += 1;
  htmlBytes += Buffer.byteLength(html);
}
closeSync(fd);
process.stdout.write(
  `${JSON.stringify({ pages, htmlBytes, ms: Math.round(performance.now() - started) })}\n`,
);
