import { Button } from "@keystone/ui/components/button";
import { FileSpreadsheet } from "lucide-react";
import type { ComparedSite } from "./site-comparison";

/** Every compared site's issues in one Findings CSV; the export code loads on the first click. */
export function AllSitesCsvButton({ compared }: { compared: readonly ComparedSite[] }) {
  async function exportAll() {
    const { exportAllSitesCsv } = await import("../../export/export-site");
    exportAllSitesCsv(compared.map(({ site, audit }) => ({ site: site.name, audit })));
  }
  return (
    <Button variant="outline" onClick={() => void exportAll()}>
      <FileSpreadsheet aria-hidden="true" />
      Findings CSV, all sites
    </Button>
  );
}
