import { describe, expect, it } from "vitest";
import { statusVariant } from "./badge";

describe("statusVariant", () => {
  it.each([
    ["Active", "success"],
    ["expanding", "info"],
    [" Developing ", "warning"],
    ["Community Project", "muted"],
    ["", "muted"],
  ])("colours %j as %s", (status, variant) => {
    expect(statusVariant(status)).toBe(variant);
  });
});
