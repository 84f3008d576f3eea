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

/** Deterministic prose: the same seed always gives the same words. */
export class WordSource {
  private readonly next: () => number;

  constructor(seed: number) {
    this.next = seededRandom(seed);
  }

  word(): string {
    return VOCABULARY[Math.floor(this.next() * VOCABULARY.length)] ?? "page";
  }

  words(count: number): string[] {
    return Array.from({ length: count }, () => this.word());
  }

  title(count: number): string {
    return this.words(count)
      .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
      .join(" ");
  }

  sentence(): string {
    const text = this.words(8 + Math.floor(this.next() * 10)).join(" ");
    return `${text.charAt(0).toUpperCase()}${text.slice(1)}.`;
  }

  paragraph(): string {
    return Array.from({ length: 3 + Math.floor(this.next() * 3) }, () => this.sentence()).join(" ");
  }
}
