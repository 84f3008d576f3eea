// The browser reads the object URL asynchronously after the click; release it once it has.
const RELEASE_DELAY_MS = 10_000;

/** Offers `content` as a download named `fileName`. */
export function saveFile(fileName: string, content: string | Blob, type: string): void {
  const url = URL.createObjectURL(new Blob([content], { type }));
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), RELEASE_DELAY_MS);
}
