import { financialPage, financialPartners } from "~/content/financial";
import { ContentImage } from "../content-image";
import { PageSection } from "../page-section";

export function FinancialPartners() {
  return (
    <PageSection intro={financialPage.partners}>
      <ul className="grid grid-cols-2 items-center gap-6 lg:grid-cols-4">
        {financialPartners.map((logo) => (
          <li
            key={logo.src}
            className="flex justify-center rounded-xl border bg-card p-6 shadow-sm"
          >
            <ContentImage image={logo} className="max-w-60" />
          </li>
        ))}
      </ul>
    </PageSection>
  );
}
