import type { CutReason } from "./types";

/** Thrown inside a selector's matching when the page's time is spent; caught by the extraction. */
export class BudgetSpent extends Error {
  override readonly name = "BudgetSpent";
}

/** Steps of DOM work between two looks at the clock: reading the clock costs more than a step. */
const STEPS_PER_LOOK = 1024;

/**
 * The time one page's queries may take together (`PAGE_MILLISECONDS`), read from an injected
 * clock so that tests move time rather than wait for it. Once spent it stays spent, and says why.
 */
export class PageBudget {
  cut: CutReason | undefined;
  private steps = 0;
  private readonly deadline: number;

  constructor(
    private readonly now: () => number,
    milliseconds: number,
  ) {
    this.deadline = now() + milliseconds;
  }

  /** Whether the time is spent (looks at the clock). */
  spent(): boolean {
    if (this.cut === "time") return true;
    if (this.now() < this.deadline) return false;
    this.cut = "time";
    return true;
  }

  /** Counts one step of DOM work; throws `BudgetSpent` once the time is spent. */
  step(): void {
    if (++this.steps % STEPS_PER_LOOK === 0 && this.spent()) throw new BudgetSpent();
  }
}

/** The budget of the page being read, which the selectors' adapter (compiled once) counts into. */
export interface BudgetSlot {
  current: PageBudget | null;
}
