import { enhance } from "@keystone/ui/behaviours/registry";
import { prepareClassMerging } from "@keystone/ui/lib/utils";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { AnalysisPage } from "./features/analysis/analysis-page";
import { islandAttribute } from "./lib/island";

/** Lets the browser run what is waiting (input, paint) before the next piece of start-up work. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * The analysis tool's document hydrates its island only: the tool. The header and footer around it
 * get their behaviours (the menu) as on a marketing page, and no router starts: every link is a
 * plain link to another prerendered document. The start-up work comes in short tasks, as a trace
 * of the page's load showed it must (`pnpm --filter @keystone/web bench:trace`): the header's
 * behaviours, tailwind-merge's tables, then React's hydration in a transition, in which React
 * yields to the browser between components.
 */
async function hydrateIsland(island: Element) {
  // Evaluating React DOM took a long task of its own in the trace; nothing is added to it.
  await nextTask();
  enhance(document, { except: island });
  await nextTask();
  prepareClassMerging();
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
