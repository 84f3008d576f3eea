import { enhance } from "@keystone/ui/behaviours/registry";
import { prepareClassMerging } from "@keystone/ui/lib/utils";
import { startTransition, StrictMode } from "react";
import { islandAttribute } from "./lib/island";

/** Lets the browser run what is waiting (input, paint) before the next piece of start-up work. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * The analysis tool's document hydrates its island only: the tool. The header and footer around it
 * get their behaviours (the menu) as on a marketing page, and no router starts: every link is a
 * plain link to another prerendered document. The start-up work comes in short tasks, as a trace
 * of the page's load showed it must (`pnpm --filter @keystone/web bench:trace`): the header's
 * behaviours, tailwind-merge's tables, React DOM's evaluation, the tool's modules' evaluation, then
 * React's hydration in a transition, in which React yields to the browser between components.
 * React DOM and the tool are imported, not bundled with this entry: a module graph is evaluated in
 * one task, and the two evaluated together made the longest task of the load. Both are fetched at
 * once, so splitting them costs no round trip.
 */
async function hydrateIsland(island: Element) {
  const reactDom = import("react-dom/client");
  const tool = import("./features/analysis/analysis-page");
  await nextTask();
  enhance(document, { except: island });
  await nextTask();
  prepareClassMerging();
  const { hydrateRoot } = await reactDom;
  await nextTask();
  const { AnalysisPage } = await tool;
  await nextTask();
  startTransition(() => {
    hydrateRoot(
      island,
      <StrictMode>
        <AnalysisPage />
      </StrictMode>,
    );
  });
}

const island = document.querySelector(`[${islandAttribute}]`);
if (island) {
  void hydrateIsland(island);
} else {
  // React Router's SPA fallback, or a page of the dev server: the whole document, with the router.
  void import("./lib/hydrate-document").then(({ hydrateDocument }) => hydrateDocument());
}
