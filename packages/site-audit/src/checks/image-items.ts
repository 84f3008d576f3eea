import { clipText } from "../text/clip-text";
import type { SiteContext } from "../check";
import type { ImageFact, PageFacts } from "../facts/types";
import { clipAddress } from "../facts/address";
import type { AuditItem } from "../types";
import { auditItem } from "./audit-item";
import { answeredPages, firstOfPair } from "./helpers";

/** Each image's address, resolved once for every image check: its page's URL may be 4 KB long. */
const resolved = new WeakMap<ImageFact, string>();

/**
 * The image's address resolved against its page (or its src as written when that fails), clipped:
 * resolving percent-encodes, which makes a clipped src up to six times longer.
 */
export function imageAddress(image: ImageFact, page: PageFacts): string {
  let address = resolved.get(image);
  if (address === undefined) {
    try {
      address = clipAddress(new URL(image.src, page.url).href);
    } catch {
      address = image.src;
    }
    resolved.set(image, address);
  }
  return address;
}

/** One item per image of each page that `matches`, the image's address as the target. */
export function imageItems(
  site: SiteContext,
  matches: (image: ImageFact, page: PageFacts) => string | undefined,
): AuditItem[] {
  const items: AuditItem[] = [];
  const seen = new Map<string, Set<string>>();
  for (const page of answeredPages(site)) {
    for (const image of page.images) {
      const detail = matches(image, page);
      if (detail === undefined) continue;
      const target = clipText(imageAddress(image, page), 1024);
      if (!firstOfPair(seen, page.url, target)) continue;
      items.push(auditItem(page.url, detail, target));
    }
  }
  return items;
}
