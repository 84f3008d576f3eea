/** Arrays and objects nested deeper than this are written as one piece each. */
const SPLIT_DEPTH = 3;

/**
 * `JSON.stringify(value)` in pieces: the outer objects and arrays a member at a time, so that an
 * audit of 100,000 pages is written without ever holding its whole text as one string (V8 caps a
 * string at about 512 MB). Joined, the pieces are exactly `JSON.stringify(value)`.
 */
export function* jsonPieces(value: unknown, depth = 0): Generator<string> {
  if (depth >= SPLIT_DEPTH || typeof value !== "object" || value === null || "toJSON" in value) {
    yield JSON.stringify(value) ?? "null";
    return;
  }
  if (Array.isArray(value)) {
    yield "[";
    for (let index = 0; index < value.length; index++) {
      if (index > 0) yield ",";
      const item: unknown = value[index];
      if (item === undefined || typeof item === "function" || typeof item === "symbol")
        yield "null";
      else yield* jsonPieces(item, depth + 1);
    }
    yield "]";
    return;
  }
  yield "{";
  let first = true;
  for (const [key, member] of Object.entries(value)) {
    if (member === undefined || typeof member === "function" || typeof member === "symbol")
      continue;
    yield `${first ? "" : ","}${JSON.stringify(key)}:`;
    first = false;
    yield* jsonPieces(member, depth + 1);
  }
  yield "}";
}
