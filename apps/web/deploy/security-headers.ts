/**
 * The response headers of every production answer, shared by `serve` (build/serve.json) and nginx
 * (build/nginx/*-headers.conf) so that the two servers cannot drift apart.
 */
export interface SecurityHeaderInput {
  /** sha256 hashes (base64) of every inline script the prerendered pages carry. */
  scriptHashes: readonly string[];
  /** Base URL of the crawling provider, the only origin besides our own the page may call. */
  providerApiUrl: string;
}

export function contentSecurityPolicy({ scriptHashes, providerApiUrl }: SecurityHeaderInput) {
  const provider = new URL(providerApiUrl);
  const providerSocket = `${provider.protocol === "https:" ? "wss:" : "ws:"}//${provider.host}`;
  const directives = {
    "default-src": ["'self'"],
    // React Router inlines its hydration data and module bootstrap; each is allowed by its hash.
    "script-src": ["'self'", ...scriptHashes.map((hash) => `'sha256-${hash}'`)],
    // Prerendered markup carries a few style attributes (progress widths); no style can run code.
    "style-src": ["'self'", "'unsafe-inline'"],
    "img-src": ["'self'", "data:"],
    "font-src": ["'self'"],
    "connect-src": ["'self'", provider.origin, providerSocket],
    "object-src": ["'none'"],
    "base-uri": ["'self'"],
    "form-action": ["'self'"],
    "frame-ancestors": ["'none'"],
    "manifest-src": ["'self'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(" ")}`)
    .join("; ");
}

/**
 * Headers split by what they protect: the policy headers only mean something on a document, and
 * repeating the ~2 KB policy on every script and stylesheet would only add bytes to each answer.
 */
export function securityHeaders(input: SecurityHeaderInput) {
  const everyResponse: Record<string, string> = {
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    // No other site may load our scripts, styles, images or pages as its own subresources.
    "Cross-Origin-Resource-Policy": "same-origin",
  };
  // The one file other sites are meant to show: the social card that link previews display.
  const embeddable: Record<string, string> = {
    ...everyResponse,
    "Cross-Origin-Resource-Policy": "cross-origin",
  };
  const documents: Record<string, string> = {
    ...everyResponse,
    "Content-Security-Policy": contentSecurityPolicy(input),
    "Permissions-Policy":
      "accelerometer=(), autoplay=(), camera=(), display-capture=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()",
    "Cross-Origin-Opener-Policy": "same-origin",
    "X-Frame-Options": "DENY",
  };
  return { everyResponse, embeddable, documents };
}

/**
 * For the documents that must stay out of search results: the not-found page, whatever path it
 * answers, and the analysis tool. The header reaches every crawler, whether or not it reads the
 * page's robots meta.
 */
export const noindexHeaders = { "X-Robots-Tag": "noindex" } as const;

/** Hashed build assets never change under their name; HTML must be revalidated on every visit. */
export const cacheControl = {
  immutableAsset: "public, max-age=31536000, immutable",
  document: "no-cache",
} as const;
