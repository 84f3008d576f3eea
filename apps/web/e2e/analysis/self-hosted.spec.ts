import { emulatorUrl } from "./environment";
import { emulator, expect, sites, storageKey, submitKey, test, toast } from "./support";

type Deployment = "cloud" | "self-hosted";

/** Switches the shared emulator to answer like another deployment, over its control plane. */
async function setDeployment(deployment: Deployment): Promise<void> {
  const response = await fetch(`${emulatorUrl}/__emulator/deployment`, {
    method: "PUT",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ deployment }),
  });
  if (!response.ok) throw new Error(`emulator deployment ${deployment}: ${response.status}`);
}

async function currentDeployment(): Promise<Deployment> {
  const response = await fetch(`${emulatorUrl}/__emulator/deployment`);
  return ((await response.json()) as { deployment: Deployment }).deployment;
}

// The other analysis tests expect the cloud: whatever happens here, the emulator goes back to it.
test.afterEach(async () => {
  await setDeployment("cloud");
});

test("against a self-hosted provider, any key is accepted and a crawl shows its result", async ({
  page,
}) => {
  await setDeployment("self-hosted");
  expect(await currentDeployment()).toBe("self-hosted");
  // A self-hosted server runs without authentication: a key the cloud would refuse gets in.
  const anyKey = "fc-any-key-a-self-hosted-server-accepts";
  await page.goto("/analysis");
  await submitKey(page, anyKey);
  await expect(toast(page)).toHaveText(/API key validated and saved/);
  expect(await page.evaluate((key) => localStorage.getItem(key), storageKey)).toBe(anyKey);

  const site = sites[0];
  if (!site) throw new Error("no analysed site");
  const start = page.waitForRequest(
    (request) => request.method() === "POST" && request.url().endsWith("/v1/crawl"),
  );
  await page.getByRole("button", { name: `Crawl ${site.name}` }).click();
  // A self-hosted server answers any idempotency key with 500, so none may be sent.
  expect((await start).headers()["x-idempotency-key"]).toBeUndefined();
  await expect(toast(page)).toHaveText(new RegExp(`${site.name} crawled successfully`));

  await page.getByRole("tab", { name: site.name }).click();
  const tab = page.getByRole("tabpanel", { name: site.name });
  const figures = tab.locator("[data-slot=crawl-figures]");
  await expect(figures).toContainText("Statuscompleted");
  await expect(figures).toContainText("Pages Crawled5");
  const rows = tab.getByRole("region", { name: "Pages (5)" }).locator("tbody tr");
  await expect(rows).toHaveCount(5);
  await expect(rows.first()).toContainText(`${site.url}/`);

  const stats = await emulator.stats();
  expect(stats.requests["crawl.start"]).toBe(2);
  expect(await currentDeployment()).toBe("self-hosted");
});
