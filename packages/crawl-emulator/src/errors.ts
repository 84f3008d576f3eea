/** Input from an untyped source (control plane, CLI, untyped callers) that the emulator refuses. */
export class InvalidInputError extends Error {
  override name = "InvalidInputError";
}
