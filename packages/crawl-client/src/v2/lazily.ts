// Turns a family's async generator, not loaded yet, into one the client can return at once.

/** An async generator of a family not loaded yet: the family loads on the first `next()`. */
export async function* lazily<T>(
  iterable: Promise<AsyncIterable<T>>,
): AsyncGenerator<T, void, undefined> {
  yield* await iterable;
}
