import { Button } from "@keystone/ui/components/button";
import { FileSpreadsheet, FileText } from "lucide-react";
import { downloadAllSitesCsv, downloadAllSitesReport } from "../audit-downloads";
import type { ComparedSite } from "../compared-site";

/**
 * Every compared site in one Findings CSV, or in one report with each site's changes since its
 * previous crawl; a file that cannot be made is told in a toast.
 */
export function AllSitesDownloads({ compared }: { compared: readonly ComparedSite[] }) {
  return (
    <div className="flex flex-wrap gap-2">
      <Button variant="outline" onClick={() => void downloadAllSitesCsv(compared)}>
        <FileSpreadsheet aria-hidden="true" />
        Findings CSV, all sites
      </Button>
      <Button variant="outline" onClick={() => void downloadAllSitesReport(compared)}>
        <FileText aria-hidden="true" />
        Download report, all sites
      </Button>
    </div>
  );
}
