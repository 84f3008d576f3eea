import { Button } from "@keystone/ui/components/button";
import { FileSpreadsheet } from "lucide-react";
import type { AnalysedSite } from "~/site.config";
import type { SiteCrawlResult } from "../../model/types";
import { analysisToasts } from "../../toasts";

interface CsvExportButtonsProps {
  site: AnalysedSite;
  result: SiteCrawlResult;
  disabled: boolean;
}

/** The page table and the findings as CSV files; the export code loads on the first click. */
export function CsvExportButtons({ site, result, disabled }: CsvExportButtonsProps) {
  async function exportPages() {
    const { exportPagesCsv } = await import("../../export/export-site");
    exportPagesCsv(site, result);
  }
  async function exportFindings() {
    const { exportFindingsCsv } = await import("../../export/export-site");
    try {
      await exportFindingsCsv(site, result);
    } catch (error) {
      analysisToasts.add({
        variant: "destructive",
        title: "Error",
        description: `The findings could not be computed, so there is no findings CSV: ${
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
      <Button variant="outline" disabled={disabled} onClick={() => void exportFindings()}>
        <FileSpreadsheet aria-hidden="true" />
        Findings CSV
      </Button>
    </>
  );
}
