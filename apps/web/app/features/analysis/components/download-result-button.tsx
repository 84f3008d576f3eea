import { Button } from "@keystone/ui/components/button";
import { Download } from "lucide-react";
import type { AnalysedSite } from "~/site.config";
import { downloadContent, downloadFileName } from "../model/format-result";
import type { SiteCrawlResult } from "../model/types";

interface DownloadResultButtonProps {
  site: AnalysedSite;
  result: SiteCrawlResult;
  disabled: boolean;
}

// The browser reads the object URL asynchronously after the click; release it once it has.
const RELEASE_DELAY_MS = 10_000;

/** Saves the site's whole result as a JSON file, built only when asked for. */
export function DownloadResultButton({ site, result, disabled }: DownloadResultButtonProps) {
  function download() {
    const blob = new Blob([downloadContent(site, result)], { type: "application/json" });
    const url = URL.createObjectURL(blob);
    const link = document.createElement("a");
    link.href = url;
    link.download = downloadFileName(site);
    link.click();
    setTimeout(() => URL.revokeObjectURL(url), RELEASE_DELAY_MS);
  }

  return (
    <Button variant="outline" disabled={disabled} onClick={download}>
      <Download aria-hidden="true" />
      Download JSON
    </Button>
  );
}
