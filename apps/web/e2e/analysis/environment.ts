/**
 * Where the analysis tests find their servers: an emulator of the crawling provider on a fixed
 * loopback port (the production build has its URL baked in) and that build's own static server.
 */
export const emulatorPort = Number(process.env.E2E_EMULATOR_PORT ?? 43117);
export const emulatorUrl = `http://127.0.0.1:${emulatorPort}`;
export const analysisSitePort = Number(process.env.E2E_ANALYSIS_PORT ?? 4174);
export const analysisSiteUrl = `http://127.0.0.1:${analysisSitePort}`;
/** The build against the emulator, kept apart from the production build in `build/`. */
export const analysisBuildDir = "build/e2e";
/** The one key the emulator accepts. */
export const validApiKey = "fc-e2e-valid-key-7f3a9c";
