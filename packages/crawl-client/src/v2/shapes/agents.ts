import type {
  AgentExchangeSummary,
  AgentMode,
  AgentSuggestion,
  PendingApproval,
} from "../types.js";

/**
 * An agent's runs beyond start, status and cancel (`src/v2/resources/simple.ts`): the team's list,
 * a run's trace and artifact snapshots, and the thread of runs a conversation makes. As 4.42.0
 * sends and returns them; a trace can also be read with `for await`, one page in memory.
 */

export type AgentEffort = "low" | "medium" | "high";

export interface AgentListItem {
  id: string;
  createdAt: string;
  targetHint: string;
  origin: string;
  integration?: string;
  settings: { hidden: boolean; starred: boolean; label?: string };
  status: "processing" | "completed" | "failed";
  options?: {
    urls?: string[];
    prompt: string;
    schema?: unknown;
    model: "spark-1-pro" | "spark-1-mini" | "spark-2" | (string & {});
    effort?: AgentEffort;
  };
}

export interface AgentListResponse {
  success: boolean;
  agents?: AgentListItem[];
  /** The next page's URL; pass its `before` to `listAgents`. Only when more runs exist. */
  next?: string;
  error?: string;
}

export interface AgentListOptions {
  /** Only runs created before this Unix time in ms. */
  before?: number;
}

export type AgentTraceAgentRole = "orchestrator" | "subagent" | "browser" | "system";

export interface AgentTraceAgentIdentity {
  id: string;
  role: AgentTraceAgentRole;
  name: string;
  parentId?: string;
}

export interface AgentTraceError {
  code: "cancelled" | "credit_limit_reached" | "parent_finished" | "refused" | "internal";
  source: "agent" | "tool" | "billing" | "system";
  retryable: boolean;
  message: string;
}

export interface AgentTraceArtifactChange {
  kind: "json" | "markdown" | "html" | "screenshot" | "text";
  artifactId: string;
  path?: string;
  /** The full content: `getAgentSnapshot(jobId, snapshotId)`. */
  snapshotId: string;
  change: "init" | "partial" | "append" | "modify" | "update";
  changedFields?: string[];
  itemCount?: number;
  sourceToolCallId?: string;
}

interface AgentTraceEventBase {
  schemaVersion: 1;
  eventId: string;
  runId: string;
  occurredAt: string;
  producerSequence: number;
  agent: AgentTraceAgentIdentity;
}

export interface AgentTraceRunStartedEvent extends AgentTraceEventBase {
  type: "run.started";
}

export interface AgentTraceRunCancelRequestedEvent extends AgentTraceEventBase {
  type: "run.cancel_requested";
  reason: "user";
}

export interface AgentTraceRunFinishedEvent extends AgentTraceEventBase {
  type: "run.finished";
  outcome: "succeeded" | "failed" | "cancelled" | "refused" | "credit_limit_reached";
  error?: AgentTraceError | null;
}

export interface AgentTraceAgentStartedEvent extends AgentTraceEventBase {
  type: "agent.started";
}

export interface AgentTraceAgentFinishedEvent extends AgentTraceEventBase {
  type: "agent.finished";
  outcome: "succeeded" | "failed" | "cancelled" | "refused";
  durationMs: number;
  error?: AgentTraceError | null;
}

export interface AgentTraceBrowserSessionStartedEvent extends AgentTraceEventBase {
  type: "browser.session.started";
  sessionId: string;
}

export interface AgentTraceBrowserSessionFinishedEvent extends AgentTraceEventBase {
  type: "browser.session.finished";
  sessionId: string;
  durationMs: number;
}

export interface AgentTraceProgressReportedEvent extends AgentTraceEventBase {
  type: "progress.reported";
  phase: "planning" | "working" | "finalizing";
  message: string;
}

export interface AgentTraceReasoningSummaryEvent extends AgentTraceEventBase {
  type: "reasoning.summary";
  text: string;
}

export interface AgentTraceToolCallStartedEvent extends AgentTraceEventBase {
  type: "tool_call.started";
  toolCallId: string;
  toolName: string;
  parameters: unknown;
}

export interface AgentTraceToolCallFinishedEvent extends AgentTraceEventBase {
  type: "tool_call.finished";
  toolCallId: string;
  toolName: string;
  result: unknown;
}

export interface AgentTraceArtifactUpdatedEvent extends AgentTraceEventBase {
  type: "artifact.updated";
  artifact: AgentTraceArtifactChange;
}

export interface AgentTraceErrorOccurredEvent extends AgentTraceEventBase {
  type: "error.occurred";
  error: AgentTraceError;
}

/** One event of a run's trace (the agent service's event schema, version 1). */
export type AgentTraceEvent =
  | AgentTraceRunStartedEvent
  | AgentTraceRunCancelRequestedEvent
  | AgentTraceRunFinishedEvent
  | AgentTraceAgentStartedEvent
  | AgentTraceAgentFinishedEvent
  | AgentTraceBrowserSessionStartedEvent
  | AgentTraceBrowserSessionFinishedEvent
  | AgentTraceProgressReportedEvent
  | AgentTraceReasoningSummaryEvent
  | AgentTraceToolCallStartedEvent
  | AgentTraceToolCallFinishedEvent
  | AgentTraceArtifactUpdatedEvent
  | AgentTraceErrorOccurredEvent;

export interface AgentTraceActiveBrowserSession {
  id: string;
  liveViewUrl: string;
  viewport: { width: number; height: number };
}

export interface AgentTraceResponse {
  success: boolean;
  id?: string;
  events?: AgentTraceEvent[];
  creditsUsed?: number;
  /** Only when asked with `liveView: true`. */
  activeBrowserSessions?: AgentTraceActiveBrowserSession[];
  /** The next page of events, where the server pages a long trace. */
  next?: string | null;
  error?: string;
}

export interface AgentSnapshotResponse {
  success: boolean;
  id?: string;
  snapshotId?: string;
  /** The artifact's full content. */
  snapshot?: string;
  error?: string;
}

export interface AgentThreadRun {
  id: string;
  turn: number;
  mode: AgentMode;
  prompt: string;
  urls?: string[];
  schema?: unknown;
  effort?: AgentEffort;
  status: "processing" | "succeeded" | "failed" | "cancelled" | "refused" | "credit_limit_reached";
  createdAt: string;
  finishedAt: string | null;
  creditsUsed: number | null;
  message: string | null;
  /** Only when asked with `includeData: true`. */
  data?: unknown;
  suggestions?: AgentSuggestion[] | null;
  pendingApproval?: PendingApproval | null;
  exchange?: AgentExchangeSummary | null;
}

export interface AgentThread {
  id: string;
  createdAt: string;
  updatedAt: string;
  status: "idle" | "running";
  runs: AgentThreadRun[];
}

export interface AgentThreadResponse {
  success: boolean;
  thread?: AgentThread;
  error?: string;
}
