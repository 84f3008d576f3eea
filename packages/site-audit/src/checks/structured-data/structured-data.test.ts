import { describe } from "vitest";
import { emptyDocument, jsonLdDocument, testDocumentCheck } from "../document-tester";
import { jsonLdInvalid } from "./json-ld-invalid";
import { jsonLdMissingContextType } from "./json-ld-missing-context-type";
import { microdataRdfa } from "./microdata-rdfa";
import { structuredDataRecommended } from "./structured-data-recommended";
import { structuredDataRequired } from "./structured-data-required";
import { structuredDataWrongType } from "./structured-data-wrong-type";

const ld = (value: Record<string, unknown>) =>
  JSON.stringify({ "@context": "https://schema.org", ...value });

/** Every property Google lists for a LocalBusiness, with the kind it documents. */
const FULL_BUSINESS = ld({
  "@type": "MovingCompany",
  name: "Keystone Removals",
  address: {
    "@type": "PostalAddress",
    streetAddress: "1 High Street",
    addressLocality: "Irvine",
    postalCode: "92618",
    addressCountry: "US",
  },
  url: "https://moving.example.com/",
  telephone: "+44 20 0000 0000",
  geo: { "@type": "GeoCoordinates", latitude: 51.5, longitude: -0.1 },
  openingHoursSpecification: [{ "@type": "OpeningHoursSpecification" }],
  priceRange: "££",
  aggregateRating: { "@type": "AggregateRating", ratingValue: 4.8 },
  review: [{ "@type": "Review" }],
  image: "https://moving.example.com/van.jpg",
});

describe("json-ld-invalid", () => {
  testDocumentCheck(jsonLdInvalid, {
    invalid: [
      {
        name: "a block with a missing comma, at its line and column",
        pages: [{ path: "/", document: jsonLdDocument('{\n "@type": "Thing"\n "name": "A"\n}') }],
        items: [{ path: "/", detail: "JSON-LD at line 5: " }],
      },
      {
        name: "a block nested past the limit, beside a good one",
        pages: [
          {
            path: "/deep",
            document: jsonLdDocument(
              ld({ "@type": "Thing" }),
              `${"[".repeat(100)}${"]".repeat(100)}`,
            ),
          },
        ],
        items: [{ path: "/deep", detail: "JSON-LD at line 6: nested deeper than 64 levels" }],
      },
    ],
    valid: [
      {
        name: "blocks that parse",
        pages: [{ path: "/", document: jsonLdDocument(FULL_BUSINESS) }],
      },
      { name: "a page without rawHtml", pages: [{ path: "/", document: null }] },
    ],
  });
});

describe("json-ld-missing-context-type", () => {
  testDocumentCheck(jsonLdMissingContextType, {
    invalid: [
      {
        name: "an item without @type and an array item without @context",
        pages: [
          {
            path: "/",
            document: jsonLdDocument(
              JSON.stringify({ "@context": "https://schema.org", name: "A" }),
              JSON.stringify([
                { "@context": "https://schema.org", "@type": "WebSite" },
                { "@type": "Thing" },
              ]),
            ),
          },
        ],
        items: [
          { path: "/", detail: "line 5: an item without @type" },
          { path: "/", detail: "line 6: Thing without @context" },
        ],
      },
    ],
    valid: [
      {
        name: "@graph items, which take the block's @context",
        pages: [
          {
            path: "/",
            document: jsonLdDocument(
              JSON.stringify({
                "@context": "https://schema.org",
                "@graph": [{ "@type": "WebSite" }],
              }),
            ),
          },
        ],
      },
    ],
  });
});

describe("structured-data-required", () => {
  testDocumentCheck(structuredDataRequired, {
    invalid: [
      {
        name: "a LocalBusiness subtype without its address, a Product without offers, review or rating",
        pages: [
          {
            path: "/",
            document: jsonLdDocument(
              ld({ "@type": "MovingCompany", name: "Keystone" }),
              ld({ "@type": "Product", name: "Boxes" }),
            ),
          },
        ],
        items: [
          { path: "/", detail: "MovingCompany (read as LocalBusiness) without address" },
          {
            path: "/",
            detail: "Product (read as Product) without one of offers, review, aggregateRating",
          },
        ],
      },
      {
        name: "items one level down: a crumb without position, a Question without its answer, an Offer without a price",
        pages: [
          {
            path: "/b",
            document: jsonLdDocument(
              ld({
                "@type": "BreadcrumbList",
                itemListElement: [
                  { "@type": "ListItem", position: 1, name: "Home" },
                  { "@type": "ListItem", item: "https://x.example/moves" },
                ],
              }),
              ld({ "@type": "FAQPage", mainEntity: [{ "@type": "Question", name: "When?" }] }),
              ld({
                "@type": "Product",
                name: "Boxes",
                offers: { "@type": "Offer", priceCurrency: "USD" },
              }),
            ),
          },
        ],
        items: [
          {
            path: "/b",
            detail:
              "BreadcrumbList (read as BreadcrumbList) itemListElement 2 (ListItem) without position",
          },
          {
            path: "/b",
            detail: "FAQPage (read as FAQPage) mainEntity 1 (Question) without acceptedAnswer",
          },
          {
            path: "/b",
            detail: "offers 1 (Offer) without one of price, priceSpecification, lowPrice",
          },
        ],
      },
      {
        name: "a WebSite without url, a BreadcrumbList and a FAQPage without their lists",
        pages: [
          {
            path: "/a",
            document: jsonLdDocument(
              ld({ "@type": "WebSite", name: "Keystone" }),
              ld({ "@type": "BreadcrumbList" }),
              ld({ "@type": "https://schema.org/FAQPage" }),
            ),
          },
        ],
        items: [
          { path: "/a", detail: "WebSite (read as WebSite) without url" },
          { path: "/a", detail: "without itemListElement" },
          { path: "/a", detail: "without mainEntity" },
        ],
      },
    ],
    valid: [
      {
        name: "a breadcrumb and an FAQ whose items have what Google requires",
        pages: [
          {
            path: "/",
            document: jsonLdDocument(
              ld({
                "@type": "BreadcrumbList",
                itemListElement: [
                  { "@type": "ListItem", position: 1, name: "Home", item: "https://x.example/" },
                  { "@type": "ListItem", position: 2, name: "Moves" },
                ],
              }),
              ld({
                "@type": "FAQPage",
                mainEntity: [
                  { "@type": "Question", name: "When?", acceptedAnswer: { "@type": "Answer" } },
                ],
              }),
            ),
          },
        ],
      },
      {
        name: "every required property, and types Google does not document",
        pages: [
          {
            path: "/",
            document: jsonLdDocument(
              FULL_BUSINESS,
              ld({ "@type": "Product", name: "Boxes", review: { "@type": "Review" } }),
              ld({ "@type": "Event" }),
              ld({ "@type": "Article" }),
            ),
          },
        ],
      },
    ],
  });
});

describe("structured-data-recommended", () => {
  testDocumentCheck(structuredDataRecommended, {
    invalid: [
      {
        name: "an Article without author and dates",
        pages: [
          {
            path: "/news",
            document: jsonLdDocument(
              ld({
                "@type": "BlogPosting",
                headline: "We moved",
                image: "https://x.example/a.jpg",
              }),
            ),
          },
        ],
        items: [
          {
            path: "/news",
            detail: "BlogPosting (read as Article) without author, datePublished, dateModified",
          },
        ],
      },
    ],
    valid: [
      {
        name: "every recommended property (and types without any)",
        pages: [
          {
            path: "/",
            document: jsonLdDocument(
              FULL_BUSINESS,
              ld({ "@type": "BreadcrumbList", itemListElement: [] }),
            ),
          },
        ],
      },
    ],
  });
});

describe("structured-data-wrong-type", () => {
  testDocumentCheck(structuredDataWrongType, {
    invalid: [
      {
        name: "a logo as a number, a url that is not absolute and an address as null",
        pages: [
          {
            path: "/",
            document: jsonLdDocument(
              ld({ "@type": "Organization", logo: 42, url: "/home" }),
              ld({ "@type": "LocalBusiness", name: "K", address: null }),
            ),
          },
        ],
        items: [
          {
            path: "/",
            detail:
              "url is text, expected an absolute URL; logo is a number, expected an absolute URL or an object",
          },
          { path: "/", detail: "address is null, expected an object" },
        ],
      },
      {
        name: "a property of the wrong kind one level down",
        pages: [
          {
            path: "/",
            document: jsonLdDocument(
              ld({
                "@type": "Product",
                name: "Boxes",
                offers: { "@type": "Offer", price: 9, priceCurrency: 840 },
              }),
            ),
          },
        ],
        items: [
          {
            path: "/",
            detail: "Product: offers 1 (Offer): priceCurrency is a number, expected text",
          },
        ],
      },
    ],
    valid: [
      {
        name: "the documented kinds, and lists wherever one value is taken",
        pages: [
          {
            path: "/",
            document: jsonLdDocument(
              FULL_BUSINESS,
              ld({
                "@type": "Organization",
                logo: ["https://x.example/a.png"],
                sameAs: ["https://x.example"],
              }),
            ),
          },
        ],
      },
    ],
  });
});

describe("microdata-rdfa", () => {
  testDocumentCheck(microdataRdfa, {
    invalid: [
      {
        name: "microdata and RDFa, counted with their types",
        pages: [
          {
            path: "/",
            document: emptyDocument({
              microdataCount: 3,
              microdataTypes: ["https://schema.org/Product", "https://schema.org/Offer"],
              rdfaCount: 1,
              rdfaTypes: ["schema:Organization"],
            }),
          },
        ],
        items: [
          {
            path: "/",
            detail:
              "3 microdata items (https://schema.org/Product, https://schema.org/Offer), 1 RDFa item (schema:Organization)",
          },
        ],
      },
    ],
    valid: [
      { name: "JSON-LD only", pages: [{ path: "/", document: jsonLdDocument(FULL_BUSINESS) }] },
    ],
  });
});
