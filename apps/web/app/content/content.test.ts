import { existsSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { timeline, coreValues } from "./about";
import { cleaningPlans, cleaningServices } from "./cleaning";
import { constructionProcess, expertise, projects, constructionTestimonials } from "./construction";
import {
  cosmeticsFeatures,
  cosmeticsStats,
  productCategories,
  products,
  scanSteps,
} from "./cosmetics";
import { financialPartners, financialReasons, financialServices } from "./financial";
import { ecosystemSteps, homeStats, industries } from "./home";
import { moveTypes, movingBenefits, movingProcess } from "./moving";
import { investmentPrinciples, portfolioCompanies } from "./portfolio";
import { applications, capabilities, steelReasons } from "./steel";

/** The constants of the specification, checked where the pages read them. */
describe("the content modules", () => {
  it("hold the home figures, the four ecosystem steps and the five industries", () => {
    expect(homeStats.map((stat) => `${stat.value} ${stat.label}`)).toEqual([
      "6 Active Ventures",
      "$10M+ Total Investment",
      "100+ Employees",
      "2+ Markets",
    ]);
    expect(ecosystemSteps).toHaveLength(4);
    expect(
      industries.map(({ title, marketStatus, cyclical }) => [title, marketStatus, cyclical]),
    ).toEqual([
      ["Home Manufacturing", "Stable Growth", "Low Susceptibility"],
      ["Manufacturing & Steel", "Expanding", "Moderate"],
      ["Essential Services", "Recession-Resistant", "Very Low"],
      ["Financial Services", "Opportunity Growth", "Moderate"],
      ["Consumer Products", "Premium Growth", "Low-Moderate"],
    ]);
  });

  it("hold seven portfolio companies with the statuses and investments of the specification", () => {
    expect(investmentPrinciples).toHaveLength(4);
    expect(portfolioCompanies.map(({ status, investment }) => `${status} ${investment}`)).toEqual([
      "Active $2.5M",
      "Active $3.2M",
      "Active $1.8M",
      "Active $2.1M",
      "Active $1.5M",
      "Expanding $2.8M",
      "Community Project Non-Profit",
    ]);
    const external = portfolioCompanies.filter((company) => /^https:/.test(company.link));
    expect(external.map((company) => company.title)).toEqual(["Heritage Roots Community"]);
  });

  it("hold the About timeline in order and the four core values", () => {
    expect(timeline.map((entry) => entry.year)).toEqual(["2010", "2015", "2023", "2024", "2025"]);
    expect(coreValues.map((value) => value.title)).toEqual([
      "Excellence",
      "Integrity",
      "Innovation",
      "Vision",
    ]);
  });

  it("point every illustration and logo at a file that ships in public/", () => {
    const images = [
      ...projects.map((project) => project.image),
      ...financialPartners,
      ...products.map((product) => product.image),
    ];
    expect(images).toHaveLength(24);
    for (const image of images) {
      expect(existsSync(new URL(`../../public${image.src}`, import.meta.url)), image.src).toBe(
        true,
      );
    }
  });

  it("hold sixteen distinct projects, each with a sized local illustration", () => {
    expect(expertise).toHaveLength(6);
    expect(projects).toHaveLength(16);
    expect(new Set(projects.map((project) => project.title)).size).toBe(16);
    for (const { image } of projects) {
      expect(image.src).toMatch(/^\/images\/projects\/[\w-]+\.svg$/);
      expect(image.alt.length).toBeGreaterThan(10);
      expect([image.width, image.height]).toEqual([800, 500]);
    }
    expect(constructionProcess.map((step) => step.title)).toEqual([
      "Consultation",
      "Planning",
      "Construction",
      "Completion",
    ]);
    expect(constructionTestimonials).toHaveLength(2);
  });

  it("hold the three cleaning plans at $99, $179 (the only popular one) and $249", () => {
    expect(cleaningServices).toHaveLength(6);
    expect(cleaningPlans.map((plan) => `${plan.name} ${plan.price}`)).toEqual([
      "Basic Clean $99",
      "Deep Clean $179",
      "Premium Clean $249",
    ]);
    expect(cleaningPlans.filter((plan) => "popular" in plan && plan.popular)).toHaveLength(1);
  });

  it("hold the steel, moving, financial and cosmetics lists at their specified sizes", () => {
    expect([capabilities.length, applications.length, steelReasons.length]).toEqual([3, 8, 4]);
    expect(movingBenefits).toHaveLength(4);
    expect(moveTypes.map((type) => type.title)).toEqual(["Local Moving", "Regional Moving"]);
    expect(movingProcess.map((step) => step.title)).toEqual([
      "Get Quote",
      "Book Service",
      "Pack & Move",
      "Deliver",
    ]);
    expect(financialServices.map((service) => service.title)).toEqual([
      "Credit Solutions",
      "Insurance Brokerage",
      "Partnership Solutions",
    ]);
    expect([financialReasons.length, financialPartners.length]).toEqual([4, 4]);
    expect(cosmeticsStats.map((stat) => `${stat.value} ${stat.label}`)).toEqual([
      "50+ Products",
      "15+ Countries",
      "100K+ Customers",
      "98% Satisfaction",
    ]);
    expect(scanSteps).toHaveLength(3);
    expect(cosmeticsFeatures).toHaveLength(4);
    expect(productCategories.map((category) => category.title)).toEqual([
      "Skincare",
      "Color Cosmetics",
      "Hair Care",
      "Fragrance",
    ]);
  });
});
