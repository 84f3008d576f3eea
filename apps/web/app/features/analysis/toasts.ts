import { createToastStore } from "@keystone/ui/lib/toast";
import { TOAST_DURATION_MS } from "./model/constants";

/** The tool's own notification queue: one at a time, each shown 3000 ms. */
export const analysisToasts = createToastStore({ duration: TOAST_DURATION_MS });
