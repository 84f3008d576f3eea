import * as z from "zod/mini";
import { describe, expect, it } from "vitest";
import { ValidationError } from "./errors.js";
import { validateInput } from "./validate.js";

const optionsOnly = z.object({ limit: z.optional(z.int()) });
const needsUrl = z.object({ url: z.string() });

describe("validateInput's empty-object shortcut", () => {
  it("passes an empty object a schema accepts, every time", () => {
    for (let call = 0; call < 3; call++)
      expect(() => validateInput(optionsOnly, {}, "")).not.toThrow();
  });

  it("still refuses an empty object where the schema requires a field, every time", () => {
    for (let call = 0; call < 3; call++) {
      const error = (() => {
        try {
          validateInput(needsUrl, {}, "params");
        } catch (caught) {
          return caught;
        }
      })();
      expect(error).toBeInstanceOf(ValidationError);
      expect((error as ValidationError).field).toBe("params.url");
    }
  });

  it("checks an object that only looks empty: a hidden property, or another prototype", () => {
    const hidden = Object.defineProperty({}, "limit", { value: 1.5, enumerable: false });
    expect(() => validateInput(optionsOnly, hidden, "options")).toThrow(ValidationError);
    const inherited = Object.create({ limit: 1.5 }) as object;
    expect(() => validateInput(optionsOnly, inherited, "options")).toThrow(ValidationError);
  });
});
