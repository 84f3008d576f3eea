import { flushSync } from "react-dom";
import { createRoot } from "react-dom/client";
import { afterEach, expect, it } from "vitest";
import { JsonViewer } from "../src/components/json-viewer";
import { makeCrawlResult } from "../src/stories/large-json";
import "../src/styles/globals.css";

const sizes = [1, 5, 10];
const figures: Record<string, string | number>[] = [];

function nextFrame() {
  return new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
}

function lines(container: HTMLElement) {
  return container.querySelectorAll("[data-slot=json-viewer-line]");
}

afterEach(() => {
  document.body.replaceChildren();
});

it.each(sizes)("renders and scrolls %i MB of JSON", async (megabytes) => {
  const value = makeCrawlResult(megabytes * 1_000_000);
  const container = document.createElement("div");
  container.style.width = "800px";
  document.body.append(container);
  const root = createRoot(container);

  const start = performance.now();
  flushSync(() => root.render(<JsonViewer label="Crawl result" value={value} />));
  const rendered = performance.now();
  await nextFrame();
  const painted = performance.now();

  const box = container.querySelector<HTMLElement>("[data-slot=json-viewer-box]");
  if (!box) throw new Error("the viewer did not render its box");
  const scrollStart = performance.now();
  box.scrollTop = box.scrollHeight / 2;
  while (box.querySelector("[data-slot=json-viewer-line]")?.textContent === "{") await nextFrame();
  const scrolled = performance.now();

  const totalLines = JSON.stringify(value, null, 2).split("\n").length;
  expect(lines(container).length).toBeLessThan(200);
  figures.push({
    size: `${megabytes} MB`,
    lines: totalLines,
    "format + render (ms)": Math.round(rendered - start),
    "to first paint (ms)": Math.round(painted - start),
    "scroll to middle (ms)": Math.round(scrolled - scrollStart),
    "DOM lines": lines(container).length,
  });
  root.unmount();

  if (figures.length === sizes.length) {
    console.info(
      ["JsonViewer in Chromium", ...figures.map((figure) => JSON.stringify(figure))].join("\n"),
    );
  }
});
