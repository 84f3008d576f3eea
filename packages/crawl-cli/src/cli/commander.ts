import { InvalidArgumentError } from "commander";
import { listItems } from "./arguments.js";
import { UsageError } from "./errors.js";

/**
 * A flag value parser for commander: commander then refuses a bad value before the command runs,
 * naming the flag (`error: option '--limit <n>' argument '-1' is invalid. …`), exit code 2.
 */
export function parsed<T>(
  flag: string,
  parse: (flag: string, value: string) => T,
): (value: string) => T {
  return (value) => {
    try {
      return parse(flag, value);
    } catch (error) {
      if (error instanceof UsageError) throw new InvalidArgumentError(error.detail);
      throw error;
    }
  };
}

/** Commander's repeatable-or-comma-list collector. */
export function collectList(
  flag: string,
): (value: string, previous: string[] | undefined) => string[] {
  return (value, previous) => {
    const items = listItems(value);
    if (items.length === 0) throw new InvalidArgumentError(`${flag} needs at least one value`);
    return [...(previous ?? []), ...items];
  };
}
