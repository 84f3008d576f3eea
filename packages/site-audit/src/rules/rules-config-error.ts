/**
 * A rules configuration that cannot run: an unknown rule, severity or option, or an option of the
 * wrong type. Each of `issues` names what was wrong and lists what is valid; the message holds
 * them all, so that one run tells every mistake of a file.
 */
export class RulesConfigError extends Error {
  override readonly name = "RulesConfigError";
  readonly issues: string[];

  constructor(issues: string[]) {
    super(
      issues.length === 1
        ? (issues[0] as string)
        : `The rules configuration has ${issues.length} problems:\n${issues.map((issue) => `- ${issue}`).join("\n")}`,
    );
    this.issues = issues;
  }
}
