import { InvalidInputError } from "./errors.js";

/**
 * Which real deployment the emulator answers like. `cloud` is the provider's service: keys,
 * idempotency keys, the queued extract and LLM features. `self-hosted` is the open-source server
 * run the usual way (Redis only, no database, no LLM key), as measured in the provider's
 * fidelity notes: no authentication, a 500 for any UUID idempotency key and for the concurrency
 * check, the old synchronous extract for clients that are not the provider's own, and LLM
 * features that fail.
 */
export const DEPLOYMENTS = ["cloud", "self-hosted"] as const;

export type Deployment = (typeof DEPLOYMENTS)[number];

/** Checks a deployment from an untyped source (control plane, CLI, JavaScript callers). */
export function parseDeployment(input: unknown): Deployment {
  if ((DEPLOYMENTS as readonly unknown[]).includes(input)) return input as Deployment;
  throw new InvalidInputError(`deployment must be one of ${DEPLOYMENTS.join(", ")}`);
}
