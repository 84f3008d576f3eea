import type { DocumentFacts, DocumentLinkFact } from "../../facts/types";

/** Which way a pagination link points, and the way its pair on the other page must point back. */
export interface PaginationLink {
  rel: "next" | "prev";
  link: DocumentLinkFact;
}

/** A document's rel=next and rel=prev links, each with its rel. */
export function paginationLinks(document: DocumentFacts): PaginationLink[] {
  return [
    ...document.next.map((link) => ({ rel: "next" as const, link })),
    ...document.prev.map((link) => ({ rel: "prev" as const, link })),
  ];
}
