// The registries, not a pattern: iso-639-1 lists ISO 639-1's language codes and
// i18n-iso-countries ISO 3166-1's alpha-2 codes. The latter's plain index, not its Node entry,
// which would load the country names in 80 languages that the audit never shows.
import { getAlpha2Codes } from "i18n-iso-countries/index";
import ISO6391 from "iso-639-1";
import { quote } from "../helpers";

const LANGUAGES: ReadonlySet<string> = new Set(ISO6391.getAllCodes());
const REGIONS: ReadonlySet<string> = new Set(
  Object.keys(getAlpha2Codes()).map((code) => code.toLowerCase()),
);

/** A script subtag (ISO 15924, "hant" in "zh-hant"): four letters; its list is not checked. */
const isScript = (subtag: string) =>
  subtag.length === 4 && [...subtag].every((char) => char >= "a" && char <= "z");

/**
 * Why an hreflang value is not one search engines read, or undefined when it is: `x-default`, or
 * an ISO 639-1 language, then optionally a script, then optionally an ISO 3166-1 alpha-2 region,
 * joined by "-" ("en", "en-gb", "zh-hant-tw"). `value` is lower case, as the facts keep it.
 */
export function hreflangCodeProblem(value: string): string | undefined {
  // Spaces around the value are the attribute's, not the code's.
  const code = value.trim();
  if (code === "x-default") return undefined;
  const parts = code.split("-");
  const [language = "", ...rest] = parts;
  if (!LANGUAGES.has(language)) return `${quote(language)} is not an ISO 639-1 language code`;
  if (rest.length > 0 && isScript(rest[0] as string)) rest.shift();
  if (rest.length === 0) return undefined;
  const [region = "", ...more] = rest;
  if (!REGIONS.has(region) || region.length !== 2) {
    return `${quote(region)} is not an ISO 3166-1 alpha-2 region code`;
  }
  return more.length === 0 ? undefined : `${quote(more.join("-"))} follows the region`;
}
