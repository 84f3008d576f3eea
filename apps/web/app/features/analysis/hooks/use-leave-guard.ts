import { useEffect } from "react";
import type { AnalysisController } from "../model/analysis-controller";

/**
 * Leaving the page mid-crawl (a header link, a reload, closing the tab) must not leave the
 * provider's job running and spending credits. While a crawl runs the browser asks first
 * (`beforeunload`); once the page is really going (`pagehide`, which also fires when it enters the
 * back/forward cache) every running job gets a cancel that outlives the page, and its wait stops.
 */
export function useLeaveGuard(controller: AnalysisController) {
  useEffect(() => {
    function askFirst(event: BeforeUnloadEvent) {
      if (controller.isCrawling()) event.preventDefault();
    }
    function cancelRunningJobs() {
      controller.leave();
    }
    window.addEventListener("beforeunload", askFirst);
    window.addEventListener("pagehide", cancelRunningJobs);
    return () => {
      window.removeEventListener("beforeunload", askFirst);
      window.removeEventListener("pagehide", cancelRunningJobs);
    };
  }, [controller]);
}
