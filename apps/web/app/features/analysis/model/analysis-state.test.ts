import { describe, expect, it } from "vitest";
import { analysisReducer, initialAnalysisState } from "./analysis-state";

describe("the analysis state", () => {
  it("stays the same object when the saved-key check finds what it already says", () => {
    expect(analysisReducer(initialAnalysisState, { type: "saved-key-checked", saved: false })).toBe(
      initialAnalysisState,
    );
  });

  it("records a saved key that the check finds", () => {
    const state = analysisReducer(initialAnalysisState, { type: "saved-key-checked", saved: true });
    expect(state.keySaved).toBe(true);
    expect(state).not.toBe(initialAnalysisState);
  });
});
