import { clipText } from "../text/clip-text";
import type { SiteContext } from "../check";
import type { ImageFact, PageFacts } from "../facts/types";
import type { AuditItem } from "../types";
import { answeredPages } from "./helpers";

/** The image's address resolved against its page, or its src as written when that fails. */
export function imageAddress(image: ImageFact, page: PageFacts): string {
  try {
    return new URL(image.src, page.url).href;
  } catch {
    return image.src;
  }
}

/** One item per image of each page that `matches`, the image's address as the target. */
export function imageItems(
  site: SiteContext,
  matches: (image: ImageFact, page: PageFacts) => string | undefined,
): AuditItem[] {
  const items: AuditItem[] = [];
  const seen = new Set<string>();
  for (const page of answeredPages(site)) {
    for (const image of page.images) {
      const detail = matches(image, page);
      if (detail === undefined) continue;
      const target = clipText(imageAddress(image, page), 1024);
      const key = `${page.url}\n${target}`;
      if (seen.has(key)) continue;
      seen.add(key);
      items.push({ url: page.url, detail, target });
    }
  }
  return items;
}
