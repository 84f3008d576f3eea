import { createHash } from "node:crypto";
import { expect, it } from "vitest";
import { sha256Base64 } from "./sha256";
import { REPORT_STYLES } from "./styles";

const nodeSha256 = (text: string) => createHash("sha256").update(text, "utf8").digest("base64");

it.each([
  ["empty", ""],
  ["abc", "abc"],
  ["55 bytes (one block with its length)", "a".repeat(55)],
  ["56 bytes (the length spills into a second block)", "a".repeat(56)],
  ["64 bytes", "a".repeat(64)],
  ["multi-byte UTF-8", "é😀→".repeat(500)],
  ["a lone surrogate, encoded as U+FFFD", "a\ud800b"],
  ["200 KB", "x".repeat(200_000)],
  ["the report's stylesheet", REPORT_STYLES],
])("matches node:crypto on %s", (_, text) => {
  expect(sha256Base64(text)).toBe(nodeSha256(text));
});
