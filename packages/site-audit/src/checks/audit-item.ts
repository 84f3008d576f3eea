import { clipAddress } from "../facts/address";
import { ADDRESS_CHARS } from "../facts/types";
import { QUOTED_TEXT_CHARS, clipText } from "../text/clip-text";
import type { AuditItem } from "../types";

/** The longest address an item keeps: `ADDRESS_CHARS`, and the "…" and hash `clipAddress` adds. */
export const ITEM_ADDRESS_CHARS = ADDRESS_CHARS + 9;
/** The longest detail an item keeps: room for one address and one quoted text, and words. */
export const ITEM_DETAIL_CHARS = ADDRESS_CHARS + QUOTED_TEXT_CHARS;

/** An address as an item keeps it: one the facts already clipped stays as it is, so keys match. */
const itemAddress = (address: string) =>
  address.length <= ITEM_ADDRESS_CHARS ? address : clipAddress(address);

/**
 * One item, every text in it clipped where it is made: a detail quotes crawled text and addresses
 * (an image's address that percent-encoding made six times longer than its src reached 24,584
 * characters), so an item's size is bounded whatever the page declared.
 */
export function auditItem(url: string, detail: string, target?: string): AuditItem {
  return {
    url: itemAddress(url),
    detail: clipText(detail, ITEM_DETAIL_CHARS),
    ...(target === undefined ? {} : { target: itemAddress(target) }),
  };
}
