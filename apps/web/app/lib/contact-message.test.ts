import { describe, expect, it } from "vitest";
import { readContactMessage } from "./contact-message";

function formData(fields: Record<string, string>) {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
}

describe("readContactMessage", () => {
  it("reads every field of a complete message, trimmed", () => {
    const message = readContactMessage(
      formData({
        name: "  Ada Lovelace ",
        email: "ada@example.com",
        phone: "(555) 010-0199",
        department: "moving",
        subject: "Office move",
        message: "We move in March.\nTwo floors.",
      }),
    );
    expect(message).toEqual({
      name: "Ada Lovelace",
      email: "ada@example.com",
      phone: "(555) 010-0199",
      department: "moving",
      subject: "Office move",
      message: "We move in March.\nTwo floors.",
    });
  });

  it("turns a missing optional phone into an empty string", () => {
    expect(readContactMessage(formData({ name: "Ada" })).phone).toBe("");
  });

  it("drops a department that is not one of the five", () => {
    expect(readContactMessage(formData({ department: "sales" })).department).toBe("");
    expect(readContactMessage(formData({ department: "general" })).department).toBe("general");
  });

  it("ignores files posted under a text field's name", () => {
    const data = new FormData();
    data.set("subject", new Blob(["x"]), "x.txt");
    expect(readContactMessage(data).subject).toBe("");
  });
});
