import { describe, expect, it } from "vitest";
import { analysisToasts } from "./toasts";

describe("the analysis toasts", () => {
  it("last 3000 ms each and show one at a time", () => {
    analysisToasts.add({ description: "first" });
    analysisToasts.add({ description: "API key validated and saved" });
    const open = analysisToasts.getSnapshot();
    expect(open).toHaveLength(1);
    expect(open[0]).toMatchObject({ description: "API key validated and saved", duration: 3000 });
    analysisToasts.dismiss();
  });
});
