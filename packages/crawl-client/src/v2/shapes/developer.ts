/** The developer index (`/v2/search/developer`): issues, pull requests, readmes and documentation. */

export type DeveloperSearchType = "doc" | "issue" | "pull_request" | "readme";

export interface DeveloperSearchOptions {
  /** Results, 1 to 100 (default 10). */
  k?: number;
  /** Passages per result, 1 to 5 (default 1). */
  passages?: number;
  types?: DeveloperSearchType[];
  /** `owner/name`, at most 20. */
  repos?: string[];
  /** Documentation source ids, at most 20. */
  sources?: string[];
  language?: string;
  topic?: string[];
  /** An SPDX id. */
  license?: string;
  minStars?: number;
  maxStars?: number;
  archived?: boolean;
  fork?: boolean;
  skills?: "only";
}

export interface DeveloperSearchLicenseDisclosure {
  state: "licensed" | "known_absent" | "unknown";
  spdx_id: string | null;
}

export interface DeveloperSearchPassage {
  text: string;
  citation_url?: string;
}

export interface DeveloperSearchResult {
  id: string;
  url: string;
  title?: string;
  passages: DeveloperSearchPassage[];
  /** An object, or the SPDX id as the API flattens it. */
  license?: DeveloperSearchLicenseDisclosure | string;
}

export interface DeveloperSearchRepoStatus {
  repo: string;
  indexed: boolean;
  types: { issue: boolean; pullRequest: boolean; readme: boolean };
}

export interface DeveloperSearchSourceStatus {
  source: string;
  indexed: boolean;
}

export interface DeveloperSearchResponse {
  success: boolean;
  results: DeveloperSearchResult[];
  /** With `repos` only. */
  repos?: DeveloperSearchRepoStatus[];
  /** With `sources` only. */
  sources?: DeveloperSearchSourceStatus[];
}
