// Relative, not "~/": scripts/render-social-image.ts and the end-to-end tests load this outside Vite.
import { siteConfig } from "../site.config";

/**
 * The Open Graph and Twitter image of every page: public/social-card.png, 1200 × 630 (the size both
 * networks show as a large card), drawn from the brand by scripts/render-social-image.ts.
 */
export const socialImage = {
  path: "/social-card.png",
  url: new URL("/social-card.png", siteConfig.origin).href,
  type: "image/png",
  width: 1200,
  height: 630,
  alt: `${siteConfig.name}: ${siteConfig.tagline}`,
} as const;
