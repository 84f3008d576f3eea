import { describe } from "vitest";
import type { ResourceFact } from "../../facts/types";
import { page, testCheck, withDocument } from "../rule-tester";
import { mixedContent } from "./mixed-content";
import { protocolRelativeResource } from "./protocol-relative-resource";

/** A page at `path` that loads these resources. */
const loading = (path: string, resources: ResourceFact[], url?: string) =>
  withDocument(page(path, url === undefined ? {} : { metadata: { sourceURL: url, url } }), {
    resources,
    resourceCount: resources.length,
  });

describe("mixed-content", () =>
  testCheck(mixedContent, {
    invalid: [
      {
        name: "a script, a stylesheet, an iframe, a video and a form over http:// on an https page",
        pages: [
          loading("/a", [
            { kind: "script", url: "http://cdn.example.net/app.js" },
            { kind: "stylesheet", url: " HTTP://cdn.example.net/site.css " },
            { kind: "iframe", url: "http://maps.example.net/embed" },
            { kind: "media", url: "http://cdn.example.net/tour.mp4" },
            { kind: "form", url: "http://moving.example.com/quote" },
          ]),
        ],
        items: [
          { path: "/a", detail: "script http://cdn.example.net/app.js over http://" },
          { path: "/a", detail: "stylesheet HTTP://cdn.example.net/site.css" },
          { path: "/a", detail: "iframe" },
          { path: "/a", detail: "media" },
          { path: "/a", detail: "form posting http://moving.example.com/quote" },
        ],
      },
    ],
    valid: [
      {
        name: "https, relative and protocol-relative resources",
        pages: [
          loading("/a", [
            { kind: "script", url: "https://cdn.example.net/app.js" },
            { kind: "stylesheet", url: "/site.css" },
            { kind: "iframe", url: "//maps.example.net/embed" },
          ]),
        ],
      },
      {
        name: "an image over http:// (image-mixed-content's)",
        pages: [loading("/a", [{ kind: "image", url: "http://cdn.example.net/a.png" }])],
      },
      {
        name: "a script over http:// on an http:// page (not mixed)",
        pages: [
          loading(
            "/a",
            [{ kind: "script", url: "http://cdn.example.net/app.js" }],
            "http://moving.example.com/a",
          ),
        ],
      },
    ],
  }));

describe("protocol-relative-resource", () =>
  testCheck(protocolRelativeResource, {
    invalid: [
      {
        name: "a script and an image at //host/",
        pages: [
          loading("/a", [
            { kind: "script", url: "//cdn.example.net/app.js" },
            { kind: "image", url: "//cdn.example.net/a.png" },
          ]),
        ],
        items: [
          { path: "/a", detail: "script //cdn.example.net/app.js is protocol-relative" },
          { path: "/a", detail: "image" },
        ],
      },
    ],
    valid: [
      {
        name: "absolute and root-relative URLs (one slash)",
        pages: [
          loading("/a", [
            { kind: "script", url: "https://cdn.example.net/app.js" },
            { kind: "stylesheet", url: "/site.css" },
          ]),
        ],
      },
    ],
  }));
