import { comparable } from "./audit-file.js";
// The emulator's plan of its defect sites, from its source, as the web tool's e2e specs read it.
import {
  AUDIT_DEFECTS,
  AUDIT_REVISION_CHANGES,
  CHECK_OF_DEFECT,
  CLEAN_PAGES,
  defectPathUrl,
} from "../../../crawl-emulator/src/sites/defect-plan.js";

export { AUDIT_DEFECTS, AUDIT_REVISION_CHANGES, CHECK_OF_DEFECT, CLEAN_PAGES };

export const DEFECT_SITE = "https://swiftpath-moving.example.com/";
export const DEFECT_HOST = new URL(DEFECT_SITE).host;

/** A page of the defect site, normalised as the audit's items are compared. */
export const defectPage = (path: string) => comparable(defectPathUrl(DEFECT_SITE, path));

/** The defects the audit must report: every planted one but the footer-only link's page. */
export const REPORTED_DEFECTS = (
  Object.entries(AUDIT_DEFECTS) as [keyof typeof AUDIT_DEFECTS, readonly string[]][]
).filter(([defect]) => defect !== "linkedFromFooterOnly");
