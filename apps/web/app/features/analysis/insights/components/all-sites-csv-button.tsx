import { Button } from "@keystone/ui/components/button";
import { FileSpreadsheet } from "lucide-react";
import { downloadAllSitesCsv } from "../audit-downloads";
import type { ComparedSite } from "../compared-site";

/** Every compared site's issues in one Findings CSV; a failure to make it is told in a toast. */
export function AllSitesCsvButton({ compared }: { compared: readonly ComparedSite[] }) {
  return (
    <Button variant="outline" onClick={() => void downloadAllSitesCsv(compared)}>
      <FileSpreadsheet aria-hidden="true" />
      Findings CSV, all sites
    </Button>
  );
}
