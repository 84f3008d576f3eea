import type { Emulator } from "../index.js";

/** A real multipart upload to `/v2/parse`, as a client's `FormData` sends it. */
export async function upload(
  emulator: Emulator,
  file: { data: Uint8Array | string; filename: string; type?: string } | undefined,
  options?: unknown,
  signal?: AbortSignal,
) {
  const form = new FormData();
  if (options !== undefined) {
    form.append("options", typeof options === "string" ? options : JSON.stringify(options));
  }
  if (file) form.append("file", new Blob([file.data], { type: file.type ?? "" }), file.filename);
  const response = await fetch(`${emulator.url}/v2/parse`, { method: "POST", body: form, signal });
  const text = await response.text();
  let body: any; // eslint-disable-line @typescript-eslint/no-explicit-any -- answers of any shape
  try {
    body = JSON.parse(text);
  } catch {
    body = undefined;
  }
  return { status: response.status, text, body };
}
