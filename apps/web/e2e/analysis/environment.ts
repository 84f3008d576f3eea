/**
 * Where the analysis tests find their servers. They run in two lanes, each a Playwright project
 * of one worker: an emulator of the crawling provider on a fixed loopback port (its faults and site
 * overrides are global, so one test at a time may use it) and a production build pointed at it
 * (the build has the emulator's URL baked in) on its own static server. Two lanes halve the time
 * the suite spends waiting on the tool's 2 s status checks. The second lane's build is the first's,
 * copied with the emulator's address replaced (`scripts/e2e-lane-copy.mjs`), not built twice.
 */
export interface AnalysisLane {
  /** The Playwright project that runs in this lane. */
  project: string;
  emulatorPort: number;
  analysisSitePort: number;
  /**
   * The build against the lane's emulator, kept apart from the production build: `build/` is
   * rebuilt (and emptied) by every `pnpm build`, which must not pull this one away from a test.
   */
  buildDir: string;
}

const firstEmulatorPort = Number(process.env.E2E_EMULATOR_PORT ?? 43117);
const firstSitePort = Number(process.env.E2E_ANALYSIS_PORT ?? 4174);

export const ANALYSIS_LANES: readonly [AnalysisLane, AnalysisLane] = [
  {
    project: "analysis",
    emulatorPort: firstEmulatorPort,
    analysisSitePort: firstSitePort,
    buildDir: "node_modules/.cache/analysis-e2e-build",
  },
  {
    project: "analysis-2",
    emulatorPort: firstEmulatorPort + 1,
    analysisSitePort: firstSitePort + 10,
    buildDir: "node_modules/.cache/analysis-e2e-build-2",
  },
];

export const laneUrls = (lane: AnalysisLane) => ({
  emulatorUrl: `http://127.0.0.1:${lane.emulatorPort}`,
  analysisSiteUrl: `http://127.0.0.1:${lane.analysisSitePort}`,
});

const [firstLane] = ANALYSIS_LANES;

// The running worker's lane (`enterLane`, from the test fixture): live bindings, so that every
// helper reads the servers of the lane its test runs in. The first lane's until a worker enters one.
export let emulatorPort = firstLane.emulatorPort;
export let emulatorUrl = laneUrls(firstLane).emulatorUrl;
export let analysisSitePort = firstLane.analysisSitePort;
export let analysisSiteUrl = laneUrls(firstLane).analysisSiteUrl;
export const analysisBuildDir = firstLane.buildDir;

/** Points the helpers at the servers of `project`'s lane; throws for a project that has none. */
export function enterLane(project: string): AnalysisLane {
  const lane = ANALYSIS_LANES.find((candidate) => candidate.project === project);
  if (!lane) throw new Error(`no analysis lane runs the project ${project}`);
  emulatorPort = lane.emulatorPort;
  analysisSitePort = lane.analysisSitePort;
  ({ emulatorUrl, analysisSiteUrl } = laneUrls(lane));
  return lane;
}

/** The one key the emulator accepts. */
export const validApiKey = "fc-e2e-valid-key-7f3a9c";
