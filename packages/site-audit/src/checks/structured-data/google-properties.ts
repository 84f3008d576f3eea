/**
 * The properties Google requires and recommends for the rich-result types these sites use, as
 * data: the one place they are kept. No maintained npm package gives them for these eight types
 * (searched 29 Nov 2026: `@adobe/structured-data-validator` 1.7.1 covers Organization,
 * BreadcrumbList and Product among them but not LocalBusiness, WebSite, Article, FAQPage or
 * Service, and validates whole documents asynchronously; `schema-dts` is TypeScript types only;
 * `schemaorg-jsd` and `structured-data-testing-tool` are Node-only and unmaintained).
 *
 * Sources, read 29 Nov 2026 (each type names its own page):
 * - https://developers.google.com/search/docs/appearance/structured-data/search-gallery
 * - the per-type pages in `source` below; Service has no Google rich result, so its properties
 *   are schema.org's own (https://schema.org/Service), all recommended.
 *
 * A value's kind is the summary's (`JsonLdItem.properties`): "text", "url", "number", "object",
 * "array", "boolean", "null". Google takes a list wherever it takes one value, so "array" is
 * accepted beside every kind listed.
 */
export interface PropertyRule {
  name: string;
  /** The kinds Google accepts; any other is "of the wrong type". */
  kinds: readonly string[];
}

/** What Google asks of the objects of one property (a Product's offers, a breadcrumb's items). */
export interface ChildRequirements {
  property: string;
  /** The type expected there, for a detail ("ListItem"). */
  type: string;
  required: readonly PropertyRule[];
  requiredOneOf: readonly (readonly string[])[];
  recommended: readonly PropertyRule[];
}

export interface TypeRequirements {
  type: string;
  /** Where Google (or schema.org) lists them. */
  source: string;
  /** Schema.org subtypes read as this type (a MovingCompany is a LocalBusiness). */
  subtypes: readonly string[];
  required: readonly PropertyRule[];
  /** Groups of which at least one property is required (Product: offers, review or aggregateRating). */
  requiredOneOf: readonly (readonly string[])[];
  recommended: readonly PropertyRule[];
  /** Requirements of the objects one level down (the summary keeps their first few). */
  children: readonly ChildRequirements[];
}

const TEXT = ["text"];
const URL = ["url"];
const URL_OR_OBJECT = ["url", "object"];
const OBJECT = ["object"];
const OBJECT_OR_TEXT = ["object", "text"];
const URL_OR_TEXT = ["url", "text"];
const TEXT_OR_NUMBER = ["text", "number"];
const DATE = ["text"];
const rule = (name: string, kinds: readonly string[]): PropertyRule => ({ name, kinds });

export const GOOGLE_TYPES: readonly TypeRequirements[] = [
  {
    type: "Organization",
    source: "https://developers.google.com/search/docs/appearance/structured-data/organization",
    subtypes: ["Corporation", "NGO", "OnlineBusiness", "OnlineStore", "EducationalOrganization"],
    required: [],
    requiredOneOf: [],
    recommended: [
      rule("name", TEXT),
      rule("url", URL),
      rule("logo", URL_OR_OBJECT),
      rule("description", TEXT),
      rule("address", OBJECT_OR_TEXT),
      rule("telephone", TEXT),
      rule("email", TEXT),
      rule("sameAs", URL),
    ],
    children: [],
  },
  {
    type: "LocalBusiness",
    source: "https://developers.google.com/search/docs/appearance/structured-data/local-business",
    subtypes: [
      "MovingCompany",
      "HomeAndConstructionBusiness",
      "ProfessionalService",
      "SelfStorage",
      "Store",
      "Restaurant",
      "FoodEstablishment",
      "AutomotiveBusiness",
      "HealthAndBeautyBusiness",
      "LegalService",
      "FinancialService",
      "RealEstateAgent",
      "TravelAgency",
      "Dentist",
      "MedicalBusiness",
      "LodgingBusiness",
      "Plumber",
      "Electrician",
      "HVACBusiness",
      "Locksmith",
      "RoofingContractor",
      "GeneralContractor",
      "HousePainter",
    ],
    required: [rule("name", TEXT), rule("address", OBJECT)],
    requiredOneOf: [],
    recommended: [
      rule("url", URL),
      rule("telephone", TEXT),
      rule("geo", OBJECT),
      rule("openingHoursSpecification", OBJECT),
      rule("priceRange", TEXT),
      rule("aggregateRating", OBJECT),
      rule("review", OBJECT),
      rule("image", URL_OR_OBJECT),
    ],
    children: [
      {
        property: "address",
        type: "PostalAddress",
        required: [],
        requiredOneOf: [],
        recommended: [
          rule("streetAddress", TEXT),
          rule("addressLocality", TEXT),
          rule("postalCode", TEXT_OR_NUMBER),
          rule("addressCountry", OBJECT_OR_TEXT),
        ],
      },
    ],
  },
  {
    type: "WebSite",
    source: "https://developers.google.com/search/docs/appearance/site-names",
    subtypes: [],
    required: [rule("name", TEXT), rule("url", URL)],
    requiredOneOf: [],
    recommended: [rule("alternateName", TEXT)],
    children: [],
  },
  {
    type: "BreadcrumbList",
    source: "https://developers.google.com/search/docs/appearance/structured-data/breadcrumb",
    subtypes: [],
    required: [rule("itemListElement", OBJECT)],
    requiredOneOf: [],
    recommended: [],
    children: [
      {
        property: "itemListElement",
        type: "ListItem",
        required: [rule("position", TEXT_OR_NUMBER)],
        // The name, or an item that names itself; the last crumb may go without its URL.
        requiredOneOf: [["name", "item"]],
        recommended: [],
      },
    ],
  },
  {
    type: "Article",
    source: "https://developers.google.com/search/docs/appearance/structured-data/article",
    subtypes: ["NewsArticle", "BlogPosting", "Report", "TechArticle", "ScholarlyArticle"],
    required: [],
    requiredOneOf: [],
    recommended: [
      rule("headline", TEXT),
      rule("author", OBJECT_OR_TEXT),
      rule("datePublished", DATE),
      rule("dateModified", DATE),
      rule("image", URL_OR_OBJECT),
    ],
    children: [
      {
        property: "author",
        type: "Person or Organization",
        required: [],
        requiredOneOf: [],
        recommended: [rule("name", TEXT), rule("url", URL)],
      },
    ],
  },
  {
    type: "Product",
    source:
      "https://developers.google.com/search/docs/appearance/structured-data/product-snippet (and /merchant-listing for image, description, brand, sku)",
    subtypes: ["ProductGroup", "ProductModel", "IndividualProduct"],
    required: [rule("name", TEXT)],
    requiredOneOf: [["offers", "review", "aggregateRating"]],
    recommended: [
      rule("offers", OBJECT),
      rule("review", OBJECT),
      rule("aggregateRating", OBJECT),
      rule("image", URL_OR_OBJECT),
      rule("description", TEXT),
      rule("brand", OBJECT_OR_TEXT),
      rule("sku", TEXT_OR_NUMBER),
    ],
    children: [
      {
        property: "offers",
        type: "Offer",
        required: [],
        requiredOneOf: [["price", "priceSpecification", "lowPrice"]],
        recommended: [rule("priceCurrency", TEXT), rule("availability", URL_OR_TEXT)],
      },
    ],
  },
  {
    type: "FAQPage",
    source: "https://developers.google.com/search/docs/appearance/structured-data/faqpage",
    subtypes: [],
    required: [rule("mainEntity", OBJECT)],
    requiredOneOf: [],
    recommended: [],
    children: [
      {
        property: "mainEntity",
        type: "Question",
        required: [rule("name", TEXT), rule("acceptedAnswer", OBJECT)],
        requiredOneOf: [],
        recommended: [],
      },
    ],
  },
  {
    type: "Service",
    source: "https://schema.org/Service (no Google rich result: schema.org's properties)",
    subtypes: [
      "FinancialProduct",
      "BroadcastService",
      "CableOrSatelliteService",
      "GovernmentService",
    ],
    required: [],
    requiredOneOf: [],
    recommended: [
      rule("name", TEXT),
      rule("serviceType", TEXT),
      rule("provider", OBJECT),
      rule("areaServed", OBJECT_OR_TEXT),
      rule("description", TEXT),
    ],
    children: [],
  },
];

const SCHEMA_PREFIX = /^(?:https?:\/\/schema\.org\/|schema:)/i;

/** Each type and subtype name, without a schema.org prefix, to the requirements it is read by. */
const BY_TYPE = new Map<string, TypeRequirements>();
for (const requirements of GOOGLE_TYPES) {
  for (const name of [requirements.type, ...requirements.subtypes]) BY_TYPE.set(name, requirements);
}

/** The requirements of an item's types (a type and its subtype named together count once). */
export function requirementsOf(types: readonly string[]): TypeRequirements[] {
  const found: TypeRequirements[] = [];
  for (const type of types) {
    const requirements = BY_TYPE.get(type.replace(SCHEMA_PREFIX, ""));
    if (requirements && !found.includes(requirements)) found.push(requirements);
  }
  return found;
}

/** Whether a value of `kind` is what `rule` accepts; a list is accepted wherever one value is. */
export function acceptsKind(rule: PropertyRule, kind: string): boolean {
  return kind === "array" || rule.kinds.includes(kind);
}

const has = (properties: Record<string, string>, name: string) => Object.hasOwn(properties, name);

/** The required properties (and groups of which one is required) that `properties` lacks. */
export function missingRequired(
  properties: Record<string, string>,
  rules: Pick<TypeRequirements, "required" | "requiredOneOf">,
): string[] {
  const missing = rules.required
    .filter((rule) => !has(properties, rule.name))
    .map((rule) => rule.name);
  for (const group of rules.requiredOneOf) {
    if (!group.some((name) => has(properties, name))) missing.push(`one of ${group.join(", ")}`);
  }
  return missing;
}

/** The recommended properties that `properties` lacks. */
export function missingRecommended(
  properties: Record<string, string>,
  rules: Pick<TypeRequirements, "recommended">,
): string[] {
  return rules.recommended.filter((rule) => !has(properties, rule.name)).map((rule) => rule.name);
}

/** The properties of `properties` whose value is of a kind their rule does not accept. */
export function wrongKinds(
  properties: Record<string, string>,
  rules: Pick<TypeRequirements, "required" | "recommended">,
): { rule: PropertyRule; kind: string }[] {
  const wrong: { rule: PropertyRule; kind: string }[] = [];
  for (const rule of [...rules.required, ...rules.recommended]) {
    const kind = has(properties, rule.name) ? properties[rule.name] : undefined;
    if (kind !== undefined && !acceptsKind(rule, kind)) wrong.push({ rule, kind });
  }
  return wrong;
}

/** What a check found of one item, or of one of its children ("offers 1 (Offer)"). */
export interface ItemFinding {
  /** "" for the item itself, else the child: its property, its place and its type. */
  where: string;
  found: string[];
}

type Properties = Record<string, string>;
type SummarisedItem = {
  types: readonly string[];
  properties: Properties;
  children?: Record<string, { properties: Properties }[]>;
};

/**
 * What `find` says of an item against each of its types' requirements, and of its children one
 * level down against theirs, per type read: nothing for a type whose item is as Google asks.
 */
export function itemFindings<Found>(
  item: SummarisedItem,
  find: (properties: Properties, rules: TypeRequirements | ChildRequirements) => Found[],
): { requirements: TypeRequirements; findings: { where: string; found: Found[] }[] }[] {
  const results: {
    requirements: TypeRequirements;
    findings: { where: string; found: Found[] }[];
  }[] = [];
  for (const requirements of requirementsOf(item.types)) {
    const findings: { where: string; found: Found[] }[] = [];
    const own = find(item.properties, requirements);
    if (own.length > 0) findings.push({ where: "", found: own });
    for (const child of requirements.children) {
      const objects = item.children?.[child.property] ?? [];
      objects.forEach((object, index) => {
        const found = find(object.properties, child);
        if (found.length > 0) {
          findings.push({ where: `${child.property} ${index + 1} (${child.type})`, found });
        }
      });
    }
    if (findings.length > 0) results.push({ requirements, findings });
  }
  return results;
}
