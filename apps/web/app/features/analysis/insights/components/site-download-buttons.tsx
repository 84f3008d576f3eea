import { Button } from "@keystone/ui/components/button";
import { FileJson, FileSpreadsheet, FileText } from "lucide-react";
import type { AnalysedSite } from "~/site.config";
import type { SiteCrawlResult } from "../../model/types";
import {
  downloadAuditJson,
  downloadFindingsCsv,
  downloadPagesCsv,
  downloadSiteReport,
  downloadWorkbook,
} from "../audit-downloads";

interface SiteDownloadButtonsProps {
  site: AnalysedSite;
  result: SiteCrawlResult;
  disabled: boolean;
}

/**
 * The page table and the audit as CSV files, the audit as JSON, and the audit's report (with the
 * changes since the previous crawl). The audit's files wait on the audit on screen; any file that
 * cannot be made is told in a toast, and nothing is saved.
 */
export function SiteDownloadButtons({ site, result, disabled }: SiteDownloadButtonsProps) {
  return (
    <>
      <Button
        variant="outline"
        disabled={disabled}
        onClick={() => void downloadPagesCsv(site, result)}
      >
        <FileSpreadsheet aria-hidden="true" />
        Pages CSV
      </Button>
      <Button
        variant="outline"
        disabled={disabled}
        onClick={() => void downloadFindingsCsv(site, result)}
      >
        <FileSpreadsheet aria-hidden="true" />
        Findings CSV
      </Button>
      <Button
        variant="outline"
        disabled={disabled}
        onClick={() => void downloadWorkbook(site, result)}
      >
        <FileSpreadsheet aria-hidden="true" />
        XLSX (pages and findings)
      </Button>
      <Button
        variant="outline"
        disabled={disabled}
        onClick={() => void downloadAuditJson(site, result)}
      >
        <FileJson aria-hidden="true" />
        Audit JSON
      </Button>
      <Button
        variant="outline"
        disabled={disabled}
        onClick={() => void downloadSiteReport(site, result)}
      >
        <FileText aria-hidden="true" />
        Download report
      </Button>
    </>
  );
}
