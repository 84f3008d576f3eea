/**
 * Where the analysis tests find their servers: an emulator of the crawling provider on a fixed
 * loopback port (the production build has its URL baked in) and that build's own static server.
 */
export const emulatorPort = Number(process.env.E2E_EMULATOR_PORT ?? 43117);
export const emulatorUrl = `http://127.0.0.1:${emulatorPort}`;
export const analysisSitePort = Number(process.env.E2E_ANALYSIS_PORT ?? 4174);
export const analysisSiteUrl = `http://127.0.0.1:${analysisSitePort}`;
/**
 * The build against the emulator, kept apart from the production build: `build/` is rebuilt (and
 * emptied) by every `pnpm build`, which must not pull this one away from a running test.
 */
export const analysisBuildDir = "node_modules/.cache/analysis-e2e-build";
/** The one key the emulator accepts. */
export const validApiKey = "fc-e2e-valid-key-7f3a9c";
