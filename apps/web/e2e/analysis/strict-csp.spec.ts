import { recordPolicyViolations } from "../policy-violations";
import { expect, openWithValidKey, siteNamed, test, toast } from "./support";

// The site's Content-Security-Policy has no 'unsafe-eval'. The crawl client validates with
// zod/mini, which compiles nothing; classic zod would probe `new Function` as it builds a schema, and
// the browser reports even a caught attempt. This crawl validates every provider answer (the key
// check, the job, its status and pages) under the production build's real headers.
test("a whole crawl validates the provider's answers under the policy without a single violation", async ({
  page,
}) => {
  const violations = await recordPolicyViolations(page);
  const response = await page.goto("/analysis");
  const policy = response?.headers()["content-security-policy"] ?? "";
  expect(policy).toMatch(/script-src 'self'/);
  expect(policy).not.toContain("unsafe-eval");

  await openWithValidKey(page);
  const moving = siteNamed("Moving Services");
  await page.getByRole("button", { name: `Crawl ${moving.name}` }).click();
  await expect(toast(page)).toHaveText(new RegExp(`${moving.name} crawled successfully`));
  expect(violations).toEqual([]);
});
