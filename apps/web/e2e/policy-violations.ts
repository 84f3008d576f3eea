import type { Page } from "@playwright/test";

/**
 * Collects every Content-Security-Policy violation the page reports from now on, as
 * "directive blocked-uri". The listener is installed before any of the page's scripts run, so even
 * a violation during module evaluation (a caught `new Function` probe, say) is recorded.
 */
export async function recordPolicyViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction("reportPolicyViolation", (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      const report = (window as unknown as { reportPolicyViolation: (text: string) => void })
        .reportPolicyViolation;
      void report(`${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  return violations;
}
