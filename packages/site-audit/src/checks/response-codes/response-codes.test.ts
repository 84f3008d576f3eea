import { describe } from "vitest";
import { ROOT, page, testCheck } from "../rule-tester";
import { redirectChain } from "./redirect-chain";
import { redirectHttpToHttps } from "./redirect-http-to-https";
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

// Redirects (issue 37): chains among the crawled pages, and http → https hops.
const redirecting = (path: string, to: string) =>
  page(path, { metadata: { url: to.startsWith("http") ? to : `${ROOT}${to}` } });

describe("redirect-chain", () =>
  testCheck(redirectChain, {
    invalid: [
      {
        name: "a redirect to an address that the crawl found redirecting again (A → B → C)",
        pages: [redirecting("/a", "/b"), redirecting("/b", "/c"), page("/c")],
        items: [{ path: "/a", detail: `2 redirects: ${ROOT}/a → ${ROOT}/b → ${ROOT}/c` }],
      },
      {
        name: "a loop, from each of its pages",
        pages: [redirecting("/x", "/y"), redirecting("/y", "/x")],
        items: [
          { path: "/x", detail: `redirect loop: ${ROOT}/x → ${ROOT}/y → ${ROOT}/x` },
          { path: "/y", detail: "redirect loop" },
        ],
      },
    ],
    valid: [
      {
        name: "one redirect to a page that answers (the edge: one hop)",
        pages: [redirecting("/old", "/new"), page("/new")],
      },
      {
        name: "two redirects to the same final page",
        pages: [redirecting("/a", "/c"), redirecting("/b", "/c"), page("/c")],
      },
    ],
  }));

describe("redirect-http-to-https", () =>
  testCheck(redirectHttpToHttps, {
    invalid: [
      {
        name: "an http address that ends on https, the same address or another one",
        pages: [
          page("/a", {
            metadata: { sourceURL: "http://moving.example.com/a", url: `${ROOT}/a` },
          }),
          page("/b", {
            metadata: { sourceURL: "http://moving.example.com/b", url: `${ROOT}/new-b` },
          }),
        ],
        items: [
          { path: "http://moving.example.com/a", detail: `http → https: ${ROOT}/a` },
          { path: "http://moving.example.com/b", detail: `to another address: ${ROOT}/new-b` },
        ],
      },
    ],
    valid: [
      {
        name: "an https page that redirects within https, and an http page that stays on http",
        pages: [
          redirecting("/old", "/new"),
          page("/plain", {
            metadata: {
              sourceURL: "http://moving.example.com/plain",
              url: "http://moving.example.com/plain",
            },
          }),
        ],
      },
      {
        name: "an https page that falls back to http (another check's concern)",
        pages: [page("/down", { metadata: { url: "http://moving.example.com/down" } })],
      },
    ],
  }));
