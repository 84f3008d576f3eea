import picocolors from "picocolors";

export type Colours = ReturnType<typeof picocolors.createColors>;

/**
 * Colours for stderr, where all of this tool's own messages go. picocolors decides by stdout,
 * so the decision for stderr is made here: a terminal, `NO_COLOR` unset or empty (any other value
 * turns colour off, https://no-color.org), `TERM` not `dumb`, no `--no-color`; `FORCE_COLOR`
 * (not `0`) forces it.
 */
export function coloursFor(
  stream: { isTTY?: boolean },
  env: NodeJS.ProcessEnv,
  flagAllows: boolean,
): Colours {
  const forced = env["FORCE_COLOR"] !== undefined && env["FORCE_COLOR"] !== "0";
  const enabled =
    flagAllows && !env["NO_COLOR"] && (forced || (stream.isTTY === true && env["TERM"] !== "dumb"));
  return picocolors.createColors(enabled);
}
