// lazy.ts for the CommonJS builds, which have no code splitting: the families load with the client
// (tsup.config.ts points the CommonJS bundles here).
import * as all from "./families.js";

export const families = () => Promise.resolve(all);
