/**
 * The research index's synthetic corpus: a few hundred papers built from the emulator's seed, so
 * their ids are the same in every run with that seed. Each paper has source ids (arXiv, or PubMed
 * with a DOI), authors, categories, dates, in-body passages and references to other papers, which
 * give the citation graph that similar-paper searches walk.
 */
import { hashString, seededRandom } from "../random.js";
import { WordSource } from "../sites/words.js";

const CORPUS_SIZE = 240;
const PASSAGES_PER_PAPER = 6;
const REFERENCES_PER_PAPER = 5;
const ARXIV_CATEGORIES = ["cs.LG", "cs.CL", "cs.IR", "stat.ML", "physics.comp-ph", "math.OC"];
const BIO_CATEGORIES = ["q-bio.GN", "q-bio.NC", "q-bio.BM"];

export interface Paper {
  paperId: string;
  primaryId: string;
  ids: Record<string, string[]>;
  title: string;
  abstract: string;
  authors: string;
  categories: string[];
  createdDate: string;
  updateDate: string;
  passages: string[];
  /** Indices in the corpus of the papers it cites. */
  references: number[];
}

function capitalised(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

function buildPaper(seed: number, index: number): Paper {
  const words = new WordSource(hashString(`paper|${seed}|${index}`));
  const random = seededRandom(hashString(`paper-numbers|${seed}|${index}`));
  const arxiv = index % 3 !== 0;
  const year = 2015 + (index % 11);
  const month = String(1 + (index % 12)).padStart(2, "0");
  const day = String(1 + (index % 28)).padStart(2, "0");
  const serial = String(10_000 + Math.floor(random() * 89_999));
  const pmid = String(20_000_000 + Math.floor(random() * 9_999_999));
  const ids: Record<string, string[]> = arxiv
    ? { arxiv: [`${String(year).slice(2)}${month}.${serial}`] }
    : { pmid: [pmid], doi: [`10.5555/${words.word()}.${year}.${serial}`] };
  const primaryId = arxiv ? `arxiv:${ids.arxiv?.[0]}` : `pmid:${pmid}`;
  const categories = [
    (arxiv ? ARXIV_CATEGORIES : BIO_CATEGORIES)[
      index % (arxiv ? ARXIV_CATEGORIES.length : BIO_CATEGORIES.length)
    ] ?? "cs.LG",
  ];
  const authors = Array.from(
    { length: 2 + (index % 4) },
    () => `${capitalised(words.word())} ${capitalised(words.word())}`,
  ).join(", ");
  const references = Array.from({ length: REFERENCES_PER_PAPER }, () =>
    Math.floor(random() * CORPUS_SIZE),
  ).filter((reference) => reference !== index);
  return {
    // A decimal string, as the index's canonical ids are.
    paperId: String(1_000_000_000 + hashString(`paper-id|${seed}|${index}`)),
    primaryId,
    ids,
    title: words.title(6),
    abstract: `${words.paragraph()} ${words.paragraph()}`,
    authors,
    categories,
    createdDate: `${year}-${month}-${day}`,
    updateDate: `${year + 1}-${month}-${day}`,
    passages: Array.from({ length: PASSAGES_PER_PAPER }, () => words.paragraph()),
    references: [...new Set(references)],
  };
}

/** The corpus of one seed, built once. */
export class PaperIndex {
  readonly papers: readonly Paper[];
  private readonly byKey = new Map<string, number>();
  /** For each paper, the papers that cite it, in corpus order: the references turned around. */
  private readonly citedBy: number[][];

  constructor(seed: number) {
    this.papers = Array.from({ length: CORPUS_SIZE }, (_, index) => buildPaper(seed, index));
    this.citedBy = this.papers.map(() => []);
    this.papers.forEach((paper, index) => {
      this.byKey.set(paper.paperId, index);
      for (const [namespace, values] of Object.entries(paper.ids)) {
        for (const value of values) this.byKey.set(`${namespace}:${value.toLowerCase()}`, index);
      }
      for (const reference of paper.references) this.citedBy[reference]?.push(index);
    });
  }

  /**
   * A paper by its canonical id, a namespaced id (`pmid:…`, `doi:…`, `arxiv:…`), a bare arXiv id
   * or an arXiv URL, as the index resolves them.
   */
  find(reference: string): number | undefined {
    const key = reference.trim();
    const arxivUrl = /^https?:\/\/arxiv\.org\/(?:abs|pdf)\//i.exec(key);
    if (arxivUrl) {
      const id = (key.slice(arxivUrl[0].length).split(/[?#]/)[0] ?? "")
        .replace(/\.pdf$/i, "")
        .replace(/v\d+$/i, "");
      return this.byKey.get(`arxiv:${id.toLowerCase()}`);
    }
    return (
      this.byKey.get(key) ??
      this.byKey.get(key.toLowerCase()) ??
      this.byKey.get(`arxiv:${key.toLowerCase()}`)
    );
  }

  /** Papers that cite the paper at `index`, in corpus order. */
  citers(index: number): readonly number[] {
    return this.citedBy[index] ?? [];
  }
}

/** The words of a text, lower-cased, for relevance by overlap. */
export function termsOf(text: string): Set<string> {
  return new Set(text.toLowerCase().match(/[a-z0-9]+/g) ?? []);
}

/** How much of the query a text holds, in [0, 1]. */
export function overlap(query: ReadonlySet<string>, text: string): number {
  if (query.size === 0) return 0;
  const words = termsOf(text);
  let shared = 0;
  for (const term of query) if (words.has(term)) shared += 1;
  return shared / query.size;
}
