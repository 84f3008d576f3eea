/**
 * The developer index's synthetic corpus: repositories with a readme, issues and pull requests,
 * and documentation sources with pages, built from the emulator's seed.
 */
import { hashString, seededRandom } from "../random.js";
import { WordSource } from "../sites/words.js";
import { overlap, termsOf } from "./papers.js";

export const DEVELOPER_TYPES = ["doc", "issue", "pull_request", "readme"] as const;
export type DeveloperType = (typeof DEVELOPER_TYPES)[number];

const REPOSITORIES = 12;
const SOURCES = 4;
const PAGES_PER_SOURCE = 5;
const LANGUAGES = ["TypeScript", "Rust", "Python", "Go"];
const LICENSES = ["MIT", "Apache-2.0", "BSD-3-Clause"];

export interface Repository {
  slug: string;
  language: string;
  license: string;
  stars: number;
  topics: string[];
  archived: boolean;
  fork: boolean;
}

export interface DeveloperItem {
  id: string;
  type: DeveloperType;
  url: string;
  title: string;
  passages: string[];
  /** Its repository, for every type but `doc`. */
  repository: Repository | undefined;
  /** Its documentation source, for `doc`. */
  source: string | undefined;
  /** Marked as an agent-skill file (`skills: "only"`). */
  skill: boolean;
}

export interface DeveloperCorpus {
  repositories: Repository[];
  sources: string[];
  items: DeveloperItem[];
}

function repositoryItems(repository: Repository, words: WordSource): DeveloperItem[] {
  const base = `https://git.example.com/${repository.slug}`;
  const passages = () => [words.paragraph(), words.paragraph(), words.paragraph()];
  const items: DeveloperItem[] = [
    {
      id: `readme:${repository.slug}`,
      type: "readme",
      url: `${base}#readme`,
      title: `${repository.slug}: ${words.title(4)}`,
      passages: passages(),
      repository,
      source: undefined,
      skill: repository.topics.includes("skills"),
    },
  ];
  for (let number = 1; number <= 5; number++) {
    const type: DeveloperType = number <= 3 ? "issue" : "pull_request";
    const path = type === "issue" ? "issues" : "pull";
    items.push({
      id: `${type}:${repository.slug}#${number}`,
      type,
      url: `${base}/${path}/${number}`,
      title: words.title(5),
      passages: passages(),
      repository,
      source: undefined,
      skill: false,
    });
  }
  return items;
}

/** The corpus of one seed. */
export function buildDeveloperCorpus(seed: number): DeveloperCorpus {
  const words = new WordSource(hashString(`developer|${seed}`));
  const random = seededRandom(hashString(`developer-numbers|${seed}`));
  const repositories: Repository[] = Array.from({ length: REPOSITORIES }, (_, index) => ({
    slug: `example-org/${words.word()}-${words.word()}`,
    language: LANGUAGES[index % LANGUAGES.length] ?? "TypeScript",
    license: LICENSES[index % LICENSES.length] ?? "MIT",
    stars: Math.floor(random() * 20_000),
    topics: [words.word(), ...(index % 4 === 0 ? ["skills"] : [])],
    archived: index % 5 === 4,
    fork: index % 6 === 5,
  }));
  const sources = Array.from({ length: SOURCES }, () => `docs-${words.word()}`);
  const items = repositories.flatMap((repository) => repositoryItems(repository, words));
  for (const source of sources) {
    for (let page = 1; page <= PAGES_PER_SOURCE; page++) {
      items.push({
        id: `doc:${source}/${page}`,
        type: "doc",
        url: `https://${source}.example.com/guide/${page}`,
        title: words.title(3),
        passages: [words.paragraph(), words.paragraph()],
        repository: undefined,
        source,
        skill: false,
      });
    }
  }
  return { repositories, sources, items };
}

export interface DeveloperQuery {
  query: string;
  k: number;
  passages: number;
  types: readonly DeveloperType[];
  repos: readonly string[] | undefined;
  sources: readonly string[] | undefined;
  language: string | undefined;
  topic: readonly string[] | undefined;
  license: string | undefined;
  minStars: number | undefined;
  maxStars: number | undefined;
  archived: boolean | undefined;
  fork: boolean | undefined;
  skillsOnly: boolean;
}

function repositoryMatches(repository: Repository, query: DeveloperQuery): boolean {
  const lower = (text: string | undefined) => text?.toLowerCase();
  return (
    (query.repos === undefined || query.repos.includes(repository.slug)) &&
    (query.language === undefined || lower(query.language) === lower(repository.language)) &&
    (query.license === undefined || lower(query.license) === lower(repository.license)) &&
    (query.topic ?? []).every((topic) => repository.topics.includes(topic)) &&
    (query.minStars === undefined || repository.stars >= query.minStars) &&
    (query.maxStars === undefined || repository.stars <= query.maxStars) &&
    (query.archived === undefined || repository.archived === query.archived) &&
    (query.fork === undefined || repository.fork === query.fork)
  );
}

/** Whether a repository filter was sent: then documentation results come only from `sources`. */
function filtersRepositories(query: DeveloperQuery): boolean {
  return [
    query.language,
    query.license,
    query.minStars,
    query.maxStars,
    query.archived,
    query.fork,
    query.topic,
  ].some((value) => value !== undefined);
}

/** The items matching the query's filters, the best first by their overlap with its words. */
export function searchDeveloper(corpus: DeveloperCorpus, query: DeveloperQuery): DeveloperItem[] {
  const terms = termsOf(query.query);
  const scoped =
    query.repos !== undefined || query.sources !== undefined || filtersRepositories(query);
  return corpus.items
    .filter((item) => query.types.includes(item.type))
    .filter((item) => !query.skillsOnly || item.skill)
    .filter((item) => {
      if (item.repository) {
        if (
          query.sources !== undefined &&
          query.repos === undefined &&
          !filtersRepositories(query)
        ) {
          return false;
        }
        return repositoryMatches(item.repository, query);
      }
      if (query.sources !== undefined) return query.sources.includes(item.source ?? "");
      return !scoped;
    })
    .map((item) => ({ item, score: overlap(terms, `${item.title} ${item.passages.join(" ")}`) }))
    .sort((a, b) => b.score - a.score || a.item.id.localeCompare(b.item.id))
    .slice(0, query.k)
    .map(({ item }) => item);
}
