import {
  type CustomExtraction,
  type CustomQueries,
  CustomQueryError,
  type CustomSearch,
  checkCustomQueries,
  SEARCH_SCOPES,
  type SearchScope,
} from "@keystone/site-audit";
import { InvalidArgumentError } from "commander";
import { UsageError } from "../cli/errors.js";

/**
 * `NAME[:OPTIONS]=VALUE`, the shape of `--search`, `--search-not` and `--extract`: the name is
 * what comes before the first `=` (so it holds no `=`), the options follow its first `:`, and the
 * value is the rest, `=` and `:` included, as a selector or an expression may hold them.
 */
function nameAndValue(
  flag: string,
  given: string,
): { name: string; options: string; value: string } {
  const equals = given.indexOf("=");
  if (equals <= 0 || equals === given.length - 1)
    throw new InvalidArgumentError(`${flag} takes NAME=VALUE, got "${given}"`);
  const left = given.slice(0, equals);
  const colon = left.indexOf(":");
  return {
    name: (colon === -1 ? left : left.slice(0, colon)).trim(),
    options: colon === -1 ? "" : left.slice(colon + 1).trim(),
    value: given.slice(equals + 1),
  };
}

/**
 * A search from `--search` (contains) or `--search-not` (does not contain):
 * `NAME[:WHERE[,i]]=TEXT` or `NAME[:WHERE]=/REGEX/[i]`, WHERE one of html (the default), text
 * and content, `i` for any case.
 */
export function parseSearchFlag(flag: "--search" | "--search-not", given: string): CustomSearch {
  const { name, options, value } = nameAndValue(flag, given);
  let scope: SearchScope | undefined;
  let ignoreCase = false;
  for (const option of options === "" ? [] : options.split(",").map((part) => part.trim())) {
    if (option === "i") ignoreCase = true;
    else if ((SEARCH_SCOPES as readonly string[]).includes(option)) scope = option as SearchScope;
    else
      throw new InvalidArgumentError(
        `${flag} "${name}": unknown option "${option}"; after NAME: give one of ${SEARCH_SCOPES.join(", ")} (where to search) and i (any case), e.g. ${name}:text,i=…`,
      );
  }
  const lastSlash = value.lastIndexOf("/");
  const isRegex = value.startsWith("/") && lastSlash > 0;
  const flags = isRegex ? value.slice(lastSlash + 1) : "";
  if (isRegex && !/^i?$/.test(flags))
    throw new InvalidArgumentError(
      `${flag} "${name}": unknown flags "${flags}" after /REGEX/: only i (any case); RE2 takes (?s) and (?m) inside the expression`,
    );
  return {
    name,
    mode: flag === "--search" ? "contains" : "does-not-contain",
    ...(scope ? { in: scope } : {}),
    ...(isRegex ? { regex: value.slice(1, lastSlash) } : { text: value }),
    ...(ignoreCase || flags === "i" ? { ignoreCase: true } : {}),
  };
}

/** An extraction from `--extract NAME[:text|html|@ATTRIBUTE]=SELECTOR`. */
export function parseExtractFlag(given: string): CustomExtraction {
  const { name, options, value } = nameAndValue("--extract", given);
  if (options === "" || options === "text") return { name, selector: value };
  if (options === "html") return { name, selector: value, value: "inner-html" };
  if (options.startsWith("@") && options.length > 1)
    return { name, selector: value, value: "attribute", attribute: options.slice(1) };
  throw new InvalidArgumentError(
    `--extract "${name}": unknown option "${options}"; after NAME: text (the default), html (the inner HTML) or @ATTRIBUTE, e.g. ${name}:@href=…`,
  );
}

/** Commander's collector of a repeatable flag's parsed values. */
export function collected<T>(
  parse: (value: string) => T,
): (value: string, previous: T[] | undefined) => T[] {
  return (value, previous) => [...(previous ?? []), parse(value)];
}

/**
 * The audit's queries: the configuration file's, then the flags', checked together by the engine
 * (RE2's and css-select's parsers, names unique, at most 10 of each) before any crawl starts: a
 * bad one is a usage error (exit 2) with the parser's own message.
 */
export function auditQueries(
  fromConfig: CustomQueries,
  searches: readonly CustomSearch[],
  extractions: readonly CustomExtraction[],
): CustomQueries | undefined {
  const queries: CustomQueries = {
    searches: [...(fromConfig.searches ?? []), ...searches],
    extractions: [...(fromConfig.extractions ?? []), ...extractions],
  };
  if ((queries.searches?.length ?? 0) + (queries.extractions?.length ?? 0) === 0) return undefined;
  try {
    checkCustomQueries(queries);
  } catch (error) {
    if (error instanceof CustomQueryError)
      throw new UsageError(
        searches.length + extractions.length > 0 ? "--search/--extract" : "--config",
        error.issues.join("; "),
      );
    throw error;
  }
  return queries;
}
