import { describe, expect, it } from "vitest";
import { auditPages } from "../analysis/audit-pages";
import { page } from "../checks/rule-tester";
import { englishSpellerRequested } from "./english-speller";

// Its own file, so that no other test of this process has loaded the dictionary first.
describe("the English dictionary", () => {
  it("is not loaded for a crawl without English pages, nor with spelling off; then once", async () => {
    await auditPages(
      [page("/", { metadata: { language: "de" } }), page("/fr", { metadata: { language: "fr" } })],
      { startUrl: "https://moving.example.com/" },
    );
    expect(englishSpellerRequested()).toBe(false);
    await auditPages([page("/en")], {
      startUrl: "https://moving.example.com/",
      rules: { rules: { spelling: "off" } },
    });
    expect(englishSpellerRequested()).toBe(false);
    await auditPages([page("/en")], { startUrl: "https://moving.example.com/" });
    expect(englishSpellerRequested()).toBe(true);
  });
});
