import { Button } from "@keystone/ui/components/button";
import { Download } from "lucide-react";
import type { AnalysedSite } from "~/site.config";
import { offerDownload } from "../export/offer-download";
import { resultJsonFile } from "../export/result-json-file";
import type { SiteCrawlResult } from "../model/types";

interface DownloadResultButtonProps {
  site: AnalysedSite;
  result: SiteCrawlResult;
  disabled: boolean;
  /** "Include raw HTML" is ticked: each page's `rawHtml` goes in the file too. */
  includeRawHtml?: boolean;
}

/** Saves the site's whole result as a JSON file, built only when asked for. */
export function DownloadResultButton({
  site,
  result,
  disabled,
  includeRawHtml = false,
}: DownloadResultButtonProps) {
  return (
    <Button
      variant="outline"
      disabled={disabled}
      onClick={() =>
        void offerDownload("JSON download", () => resultJsonFile(site, result, includeRawHtml))
      }
    >
      <Download aria-hidden="true" />
      Download JSON
    </Button>
  );
}
