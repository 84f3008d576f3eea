// The surface shared by the Node and browser entries.
export {
  AbortedError,
  AuthenticationError,
  BadRequestError,
  ConflictError,
  ConnectionError,
  DeadlineExceededError,
  FirecrawlError,
  IdempotencyConflictError,
  InvalidResponseError,
  JobFailedError,
  NotFoundError,
  PaginationError,
  PaymentRequiredError,
  PermissionDeniedError,
  RateLimitError,
  ServerError,
  TimeoutError,
  ValidationError,
} from "./core/errors.js";
export type { FirecrawlErrorOptions } from "./core/errors.js";
export type { Clock } from "./core/clock.js";
export type { FirecrawlAppConfig, RequestOptions } from "./core/config.js";
export { VERSION } from "./core/version.js";
export type { WebSocketConstructor, WebSocketLike } from "./watcher/websocket.js";
