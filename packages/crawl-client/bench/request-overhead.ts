import type { Emulator } from "@keystone/crawl-emulator";
export async function requestOverhead(_e: Emulator, _runs: number) { return []; }
