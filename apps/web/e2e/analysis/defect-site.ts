import {
  AUDIT_DEFECTS,
  AUDIT_REVISION_CHANGES,
  CHECK_OF_DEFECT,
  CLEAN_PAGES,
  defectPathUrl,
} from "../../../../packages/crawl-emulator/src/sites/defect-plan";
import { moving } from "./insights-support";

export { AUDIT_DEFECTS, AUDIT_REVISION_CHANGES, CHECK_OF_DEFECT, CLEAN_PAGES };

/** A page of the emulator's defect site on Moving Services, as the crawl reports its URL. */
export const movingPage = (path: string) => defectPathUrl(moving.url, path);
