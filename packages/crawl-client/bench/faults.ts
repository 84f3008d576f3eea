import type { Emulator } from "@keystone/crawl-emulator";
export async function faults(_e: Emulator, _runs: number) { return []; }
