import { analysisToasts } from "../toasts";
import { type DownloadFile, savedContent } from "./download-file";
import { saveFile } from "./save-file";

/** The audit a download is made from could not be computed (the analysis failed or timed out). */
export class FindingsUnavailableError extends Error {
  override readonly name = "FindingsUnavailableError";
  constructor(cause: unknown) {
    super(cause instanceof Error ? cause.message : String(cause), { cause });
  }
}

/** What the user reads when `what` (e.g. "Findings CSV") could not be made. */
export function downloadFailureMessage(what: string, error: unknown): string {
  if (error instanceof FindingsUnavailableError) {
    return `The findings could not be computed, so there is no ${what}: ${error.message}`;
  }
  // A string past the engine's limit ("Invalid string length"): the file is too large to build.
  const reason =
    error instanceof RangeError
      ? `it is too large for this browser to build (${error.message})`
      : error instanceof Error
        ? error.message
        : String(error);
  return `The ${what} could not be made: ${reason}`;
}

const toastFailure = (message: string) =>
  analysisToasts.add({ variant: "destructive", title: "Error", description: message });

export interface OfferOptions {
  save?: (fileName: string, content: string | Blob, type: string) => void;
  /** Told what failed; a toast by default, as the tool's other errors are. */
  report?: (message: string) => void;
}

/**
 * Builds a file and offers it as a download. Whatever fails on the way (the audit it waits on, a
 * module that does not load, a serialisation past the browser's string limit, the save itself)
 * saves nothing and is reported in words that name the file; it resolves to whether the file was
 * offered, and never rejects, so that a click handler may drop its promise.
 */
export async function offerDownload(
  what: string,
  build: () => DownloadFile | Promise<DownloadFile>,
  { save = saveFile, report = toastFailure }: OfferOptions = {},
): Promise<boolean> {
  try {
    const file = await build();
    save(file.fileName, savedContent(file), file.type);
    return true;
  } catch (error) {
    report(downloadFailureMessage(what, error));
    return false;
  }
}
