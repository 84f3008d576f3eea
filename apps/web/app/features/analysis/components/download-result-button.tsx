import { Button } from "@keystone/ui/components/button";
import { Download } from "lucide-react";
import type { AnalysedSite } from "~/site.config";
import { saveFile } from "../export/save-file";
import { downloadContent, downloadFileName } from "../model/format-result";
import type { SiteCrawlResult } from "../model/types";

interface DownloadResultButtonProps {
  site: AnalysedSite;
  result: SiteCrawlResult;
  disabled: boolean;
}

/** Saves the site's whole result as a JSON file, built only when asked for. */
export function DownloadResultButton({ site, result, disabled }: DownloadResultButtonProps) {
  return (
    <Button
      variant="outline"
      disabled={disabled}
      onClick={() =>
        saveFile(downloadFileName(site), downloadContent(site, result), "application/json")
      }
    >
      <Download aria-hidden="true" />
      Download JSON
    </Button>
  );
}
