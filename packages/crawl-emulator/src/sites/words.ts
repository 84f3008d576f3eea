import { seededRandom } from "../random.js";

const VOCABULARY = [
  "harbor",
  "ledger",
  "steel",
  "frame",
  "quarterly",
  "estimate",
  "cleaning",
  "moving",
  "finance",
  "insurance",
  "portfolio",
  "growth",
  "service",
  "planning",
  "crew",
  "warehouse",
  "schedule",
  "customer",
  "retention",
  "design",
  "build",
  "permit",
  "inspection",
  "beam",
  "truss",
  "route",
  "storage",
  "policy",
  "premium",
  "coverage",
  "loan",
  "credit",
  "team",
  "project",
  "budget",
  "timeline",
  "quality",
  "safety",
  "delivery",
  "estimate",
  "market",
  "resilient",
  "essential",
  "contract",
  "invoice",
  "review",
  "partner",
  "franchise",
  "network",
  "local",
  "regional",
];

const SENTENCE_POOL_SIZE = 1_024;

function pick<T>(items: readonly T[], next: () => number): T {
  return items[Math.floor(next() * items.length)] as T;
}

function buildSentence(next: () => number): string {
  let text = "";
  const length = 8 + Math.floor(next() * 10);
  for (let index = 0; index < length; index++)
    text += (index === 0 ? "" : " ") + pick(VOCABULARY, next);
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}.`;
}

// Pages are assembled from a fixed pool of sentences, so a 20 KB page costs ~150 random draws
// instead of ~3,000: large crawls stay fast while every page remains deterministic.
let sentencePool: readonly string[] | undefined;
function sentences(): readonly string[] {
  if (!sentencePool) {
    const next = seededRandom(0x5eed);
    sentencePool = Array.from({ length: SENTENCE_POOL_SIZE }, () => buildSentence(next));
  }
  return sentencePool;
}

/** Deterministic prose: the same seed always gives the same words. */
export class WordSource {
  private readonly next: () => number;

  constructor(seed: number) {
    this.next = seededRandom(seed);
  }

  word(): string {
    return pick(VOCABULARY, this.next);
  }

  title(count: number): string {
    let title = "";
    for (let index = 0; index < count; index++) {
      const word = this.word();
      title += (index === 0 ? "" : " ") + word.charAt(0).toUpperCase() + word.slice(1);
    }
    return title;
  }

  sentence(): string {
    return pick(sentences(), this.next);
  }

  paragraph(): string {
    let paragraph = this.sentence();
    const count = 2 + Math.floor(this.next() * 3);
    for (let index = 0; index < count; index++) paragraph += ` ${this.sentence()}`;
    return paragraph;
  }
}
