/** Counts of requests per route and of fired faults, for tests to assert what happened. */
export interface EmulatorStats {
  requests: Record<string, number>;
  faults: Record<string, number>;
  faultsByRoute: Record<string, number>;
}

function increment(counts: Record<string, number>, key: string): void {
  counts[key] = (counts[key] ?? 0) + 1;
}

export class StatsRecorder {
  private stats: EmulatorStats = { requests: {}, faults: {}, faultsByRoute: {} };

  request(route: string): void {
    increment(this.stats.requests, route);
  }

  fault(route: string, kind: string): void {
    increment(this.stats.faults, kind);
    increment(this.stats.faultsByRoute, route);
  }

  snapshot(): EmulatorStats {
    return structuredClone(this.stats);
  }

  reset(): void {
    this.stats = { requests: {}, faults: {}, faultsByRoute: {} };
  }
}
