import type { SiteOptions, SiteOverride } from "./site-options.js";
import { auditPageCount } from "./audit-site.js";
import { parseSiteOverride } from "./site-override.js";
import { defectPlan } from "./defect-plan.js";

/** The real server's error for a page no scraping engine could fetch (a closed port, say). */
export const UNREACHABLE_ERROR =
  "All scraping engines failed! -- Double check the URL to make sure it's not broken. If the issue persists, contact us at help@firecrawl.com.";

/** Everything the emulator needs to know about one host. */
export interface ResolvedSite {
  site: SiteOptions;
  pageIntervalMs: number;
  fail: string | undefined;
  unreachable: boolean;
  neverFinish: boolean;
}

/** Per-host overrides on top of the emulator's default site and timing. */
export class SiteRegistry {
  private readonly overrides = new Map<string, SiteOverride>();

  constructor(
    private readonly defaults: SiteOptions,
    private readonly defaultPageIntervalMs: number,
  ) {}

  /** Throws `InvalidInputError` for an override out of range, from typed callers too. */
  set(host: string, override: SiteOverride): void {
    this.overrides.set(host.toLowerCase(), { ...parseSiteOverride(override) });
  }

  delete(host: string): boolean {
    return this.overrides.delete(host.toLowerCase());
  }

  clear(): void {
    this.overrides.clear();
  }

  /** Overrides match the URL's host name, with or without its port. */
  resolve(url: string): ResolvedSite {
    const { host, hostname } = new URL(url);
    const override =
      this.overrides.get(host.toLowerCase()) ?? this.overrides.get(hostname.toLowerCase()) ?? {};
    const pages = override.pages ?? this.defaults.pages;
    const audit = override.audit ?? this.defaults.audit ?? false;
    const revision = override.revision ?? this.defaults.revision ?? 0;
    const defects = override.defects ?? this.defaults.defects ?? false;
    let sitePages = audit ? auditPageCount(pages, revision) : pages;
    if (defects) sitePages = defectPlan(revision).length;
    return {
      site: {
        pages: sitePages,
        pageBytes: override.pageBytes ?? this.defaults.pageBytes,
        hostile: override.hostile ?? this.defaults.hostile,
        seed: override.seed ?? this.defaults.seed,
        audit,
        revision,
        defects,
      },
      pageIntervalMs: override.pageIntervalMs ?? this.defaultPageIntervalMs,
      fail: override.unreachable ? undefined : override.fail,
      unreachable: override.unreachable ?? false,
      neverFinish: override.neverFinish ?? false,
    };
  }
}
