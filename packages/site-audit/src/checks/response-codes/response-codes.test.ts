import { describe } from "vitest";
import { ROOT, page, testCheck } from "../rule-tester";
import { redirectOtherHost } from "./redirect-other-host";
import { redirected } from "./redirected";
import { status4xx } from "./status-4xx";
import { status5xx } from "./status-5xx";
import { statusMissing } from "./status-missing";

const withStatus = (path: string, statusCode: unknown) => page(path, { metadata: { statusCode } });

describe("status-4xx", () =>
  testCheck(status4xx, {
    invalid: [
      {
        name: "a 404 and a 400 (the edge)",
        pages: [withStatus("/a", 404), withStatus("/b", 400)],
        items: [
          { path: "/a", detail: "HTTP 404" },
          { path: "/b", detail: "HTTP 400" },
        ],
      },
    ],
    valid: [
      {
        name: "a 200, a 399 and a 500",
        pages: [withStatus("/a", 200), withStatus("/b", 399), withStatus("/c", 500)],
      },
    ],
  }));

describe("status-5xx", () =>
  testCheck(status5xx, {
    invalid: [
      {
        name: "a 500 and a 503",
        pages: [withStatus("/a", 500), withStatus("/b", 503)],
        items: [{ path: "/a", detail: "HTTP 500" }, { path: "/b" }],
      },
    ],
    valid: [
      { name: "a 200 and a 499 (the edge)", pages: [withStatus("/a", 200), withStatus("/b", 499)] },
    ],
  }));

describe("status-missing", () =>
  testCheck(statusMissing, {
    invalid: [
      {
        name: "no status, and a status that is not a number",
        pages: [withStatus("/a", undefined), withStatus("/b", "200")],
        items: [{ path: "/a" }, { path: "/b" }],
      },
    ],
    valid: [{ name: "a numeric status", pages: [withStatus("/a", 200)] }],
  }));

describe("redirected", () =>
  testCheck(redirected, {
    invalid: [
      {
        name: "a final URL other than the requested one",
        pages: [page("/old", { metadata: { url: `${ROOT}/new` } })],
        items: [{ path: "/old", detail: `redirects to ${ROOT}/new` }],
      },
    ],
    valid: [
      {
        name: "a final URL that differs only by a trailing slash or fragment",
        pages: [page("/a", { metadata: { url: `${ROOT}/a/#top` } })],
      },
      { name: "a page without a final URL", pages: [page("/a", { metadata: { url: undefined } })] },
    ],
  }));

describe("redirect-other-host", () =>
  testCheck(redirectOtherHost, {
    invalid: [
      {
        name: "a redirect to another host",
        pages: [page("/go", { metadata: { url: "https://elsewhere.example.org/" } })],
        items: [{ path: "/go", detail: "elsewhere.example.org" }],
      },
    ],
    valid: [
      {
        name: "a redirect within the host",
        pages: [page("/old", { metadata: { url: `${ROOT}/new` } })],
      },
    ],
  }));
