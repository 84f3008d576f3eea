import type { CheckMeta } from "@keystone/site-audit/vocabulary";
import { useEffect, useState } from "react";

/**
 * Today's catalogue of checks, loaded when a kept audit is opened: a record keeps each issue's
 * label, severity and items, never why it matters or how to fix it. `failed` when the engine's code
 * could not be loaded.
 */
export function useCatalogue(): { catalogue: readonly CheckMeta[] | null; failed: boolean } {
  const [catalogue, setCatalogue] = useState<readonly CheckMeta[] | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    import("@keystone/site-audit").then(
      (engine) => {
        if (live) setCatalogue(engine.CATALOGUE);
      },
      () => {
        if (live) setFailed(true);
      },
    );
    return () => {
      live = false;
    };
  }, []);
  return { catalogue, failed };
}
