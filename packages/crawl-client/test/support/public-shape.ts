// Type-level helpers of the tests that hold our clients to the references' whole public shape.

/**
 * A class's public shape. A class with private members is compared by name, so an instance of
 * ours could never stand for the reference's class itself; its public shape is what code written
 * against the reference can use.
 */
export type Shape<T> = Pick<T, keyof T>;

/**
 * The v1 client's methods whose reference types are not what they return or expose what ours
 * keeps out of its public types, and so are compared one by one in `src/public.test.ts`:
 * - `cancelCrawl` is typed `Promise<ErrorResponse>`, but resolves with `{ status: "cancelled" }`;
 * - `asyncExtract` is typed `ExtractResponse | ErrorResponse`, but resolves with `{ success, id }`;
 * - `crawlUrlAndWatch` and `batchScrapeUrlsAndWatch` return a watcher built on the
 *   `typescript-event-target` package (`dispatchTypedEvent`); ours is a plain EventTarget with the
 *   same events;
 * - `prepareHeaders`, `postRequest`, `getRequest` and `deleteRequest` return axios's types (whose
 *   request config carries the key); ours return plain headers and `{ status, headers, data }`.
 */
export type V1Exceptions =
  | "cancelCrawl"
  | "asyncExtract"
  | "crawlUrlAndWatch"
  | "batchScrapeUrlsAndWatch"
  | "prepareHeaders"
  | "postRequest"
  | "getRequest"
  | "deleteRequest";

/** A v1 client's public shape, less the methods named above. */
export type V1Shape<T> = Omit<Shape<T>, V1Exceptions>;

/** Each method name whose reference arguments ours does not accept (ours add options last). */
export type ArgumentsRefused<R, O> = {
  [K in keyof R]: R[K] extends (...args: infer A) => unknown
    ? K extends keyof O
      ? O[K] extends (...args: infer B) => unknown
        ? A extends B
          ? never
          : K
        : K
      : K
    : never;
}[keyof R];
