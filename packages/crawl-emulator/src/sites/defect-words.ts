import { seededRandom } from "../random.js";

/**
 * Words of the defect sites' prose. Each page writes from its own small draw of this list, so
 * that two pages share few words and only the planted duplicates look alike, whatever measure
 * (word sets, shingles or a simhash of word counts) a near-duplicate check uses.
 */
const WORDS = (
  "account action address advice agent agreement appliance appointment area arrival attic " +
  "balance basement bathroom bedroom bench billing blanket booking borrower boundary box branch " +
  "brush budget builder bundle cabinet calendar carpet carton cash ceiling chair charge " +
  "checklist child city claim cleaner client closet coat collection comfort community contract " +
  "cost counter county couple courier cover craft credit crew curtain cushion customer " +
  "dashboard date deadline deal debt deposit desk detail dining district dolly door down " +
  "drawer driver dust duty earnings elevator email employee energy entrance equipment estate " +
  "evening expense family fee field filter finish floor folder fragile freight fridge friend " +
  "furniture garage garden gate glass goal guarantee guest hallway handle harbor heating helper " +
  "hinge holiday home hour household income inspection installment insurance interest inventory " +
  "invoice journey key kitchen ladder lamp landlord laundry lease ledger lender license lift " +
  "loan lobby lock lounge machine mailbox maintenance manager map mattress meeting mirror " +
  "month morning mortgage neighbour notice office order outlet oven owner package padding paint " +
  "pallet pantry parking partner patio payment payroll permit pet piano pillow plan plant " +
  "policy porch premium price printer profile property quote rate receipt record refund " +
  "region rent repair report request reserve resident review roof route rug safety saving " +
  "schedule school season seller service shelf shift shower sink sofa staff stair statement " +
  "storage street studio suburb supply surface survey table tape tax tenant term timber title " +
  "tool towel town trailer transfer truck trust tub unit utility valuation van vendor wall " +
  "wardrobe warehouse washer week window winter wood workshop yard"
).split(" ");

/** Short words between the nouns, as in plain English prose. */
const DETERMINERS = ["the", "our", "your", "each", "this", "one", "some", "that"];

/** Words one page writes from: the same key always draws the same words. */
const WORDS_PER_PAGE = 48;

/** Deterministic prose from a page's own few words. */
export class PageWords {
  private readonly next: () => number;
  private readonly words: string[];

  constructor(seed: number) {
    this.next = seededRandom(seed);
    this.words = Array.from(
      { length: WORDS_PER_PAGE },
      () => WORDS[Math.floor(this.next() * WORDS.length)] ?? "",
    );
  }

  private word(): string {
    return this.words[Math.floor(this.next() * this.words.length)] ?? "";
  }

  title(count: number): string {
    return Array.from({ length: count }, () => {
      const word = this.word();
      return word.charAt(0).toUpperCase() + word.slice(1);
    }).join(" ");
  }

  /**
   * Five to nine of the page's nouns, each after a one-syllable determiner: prose a reader (and
   * a Flesch score, about 60 to 70) finds plain, so that only the planted hard page reads hard.
   */
  sentence(): string {
    const length = 5 + Math.floor(this.next() * 5);
    const text = Array.from(
      { length },
      () => `${DETERMINERS[Math.floor(this.next() * DETERMINERS.length)]} ${this.word()}`,
    ).join(" ");
    return `${text.charAt(0).toUpperCase()}${text.slice(1)}.`;
  }

  paragraph(): string {
    const count = 3 + Math.floor(this.next() * 3);
    return Array.from({ length: count }, () => this.sentence()).join(" ");
  }
}
