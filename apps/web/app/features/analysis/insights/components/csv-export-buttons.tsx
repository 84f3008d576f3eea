import { Button } from "@keystone/ui/components/button";
import { FileJson, FileSpreadsheet } from "lucide-react";
import type { AnalysedSite } from "~/site.config";
import type { SiteCrawlResult } from "../../model/types";
import { analysisToasts } from "../../toasts";

interface CsvExportButtonsProps {
  site: AnalysedSite;
  result: SiteCrawlResult;
  disabled: boolean;
}

/** The page table and the audit as CSV files, and the audit as JSON; the export code loads on the first click. */
export function CsvExportButtons({ site, result, disabled }: CsvExportButtonsProps) {
  async function exportPages() {
    const { exportPagesCsv } = await import("../../export/export-site");
    exportPagesCsv(site, result);
  }
  /** Waits on the audit on screen; says so when it could not be computed, saving nothing. */
  async function exportAudit(kind: "Findings CSV" | "Audit JSON") {
    const { exportAuditJson, exportFindingsCsv } = await import("../../export/export-site");
    try {
      await (kind === "Findings CSV" ? exportFindingsCsv : exportAuditJson)(site, result);
    } catch (error) {
      analysisToasts.add({
        variant: "destructive",
        title: "Error",
        description: `The findings could not be computed, so there is no ${kind}: ${
          error instanceof Error ? error.message : String(error)
        }`,
      });
    }
  }
  return (
    <>
      <Button variant="outline" disabled={disabled} onClick={() => void exportPages()}>
        <FileSpreadsheet aria-hidden="true" />
        Pages CSV
      </Button>
      <Button
        variant="outline"
        disabled={disabled}
        onClick={() => void exportAudit("Findings CSV")}
      >
        <FileSpreadsheet aria-hidden="true" />
        Findings CSV
      </Button>
      <Button variant="outline" disabled={disabled} onClick={() => void exportAudit("Audit JSON")}>
        <FileJson aria-hidden="true" />
        Audit JSON
      </Button>
    </>
  );
}
