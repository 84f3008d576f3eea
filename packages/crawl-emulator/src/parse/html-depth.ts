import { Parser } from "htmlparser2";
import { ParseRefusal } from "./limits.js";

/** Thrown from the parser's callback to stop the scan at the first element past the limit. */
class TooDeep extends Error {}

/**
 * Refuses HTML whose elements nest deeper than `limit`, before turndown builds its DOM and walks
 * it recursively. htmlparser2's parser is one linear pass that knows void elements and the tags
 * HTML closes implicitly, so its depth is the one a DOM would have, within a few levels.
 */
export function refuseDeepHtml(html: string, limit: number): void {
  let depth = 0;
  const parser = new Parser(
    {
      onopentag() {
        depth += 1;
        if (depth > limit) throw new TooDeep();
      },
      onclosetag() {
        depth -= 1;
      },
    },
    { decodeEntities: false },
  );
  try {
    parser.end(html);
  } catch (error) {
    if (!(error instanceof TooDeep)) throw error;
    throw new ParseRefusal(400, `The HTML nests elements deeper than the limit of ${limit} levels`);
  }
}
