/** `source`, telling `each` how many items have passed and `end` once it is exhausted. */
export async function* counted<T>(
  source: AsyncIterable<T>,
  on: { each: (count: number) => void; end: () => void },
): AsyncGenerator<T> {
  let count = 0;
  for await (const item of source) {
    yield item;
    on.each(++count);
  }
  on.end();
}
