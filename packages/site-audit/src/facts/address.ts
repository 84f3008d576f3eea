import { normaliseUrl } from "./normalise-url";
import { hashWord } from "./hashing";
import { ADDRESS_CHARS } from "./types";

/**
 * An address cut to the length it is kept at; a longer one keeps a hash of the whole after the
 * cut, so that two long addresses that differ only past it stay two.
 */
export function clipAddress(address: string): string {
  if (address.length <= ADDRESS_CHARS) return address;
  return `${address.slice(0, ADDRESS_CHARS)}…${hashWord(address).toString(16)}`;
}

/** Normalised, then cut as `clipAddress` does, so that keys compare as they were cut. */
export function addressKey(href: string, base?: string): string | null {
  const target = normaliseUrl(href, base);
  return target === null ? null : clipAddress(target);
}
