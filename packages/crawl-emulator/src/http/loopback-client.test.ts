import { describe, expect, it } from "vitest";
import { isLoopbackAddress } from "./loopback-client.js";

describe("isLoopbackAddress", () => {
  it.each(["127.0.0.1", "127.12.0.9", "::1", "::ffff:127.0.0.1"])("%s is loopback", (address) => {
    expect(isLoopbackAddress(address)).toBe(true);
  });

  it.each(["10.0.0.5", "192.0.2.2", "::ffff:192.0.2.2", "::2", "fe80::1", "127.example.com", ""])(
    "%s is not",
    (address) => {
      expect(isLoopbackAddress(address)).toBe(false);
    },
  );

  it("a connection with no address (a Unix domain socket) is not", () => {
    expect(isLoopbackAddress(undefined)).toBe(false);
  });
});
