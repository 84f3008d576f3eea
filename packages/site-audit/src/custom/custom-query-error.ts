/**
 * Custom searches or extractions that cannot run: a bad regular expression (with RE2's own
 * message), a selector css-select cannot parse (with its message), a missing or repeated name, too
 * many queries. Thrown before any page is read; `issues` holds one line per problem.
 */
export class CustomQueryError extends Error {
  override readonly name = "CustomQueryError";
  readonly issues: string[];

  constructor(issues: string[]) {
    super(
      issues.length === 1
        ? (issues[0] as string)
        : `The custom searches and extractions have ${issues.length} problems:\n${issues.map((issue) => `- ${issue}`).join("\n")}`,
    );
    this.issues = issues;
  }
}
