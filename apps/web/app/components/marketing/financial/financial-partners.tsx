import { financialPage, financialPartners } from "~/content/financial";
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
            <img
              src={logo.src}
              alt={logo.alt}
              width={logo.width}
              height={logo.height}
              loading="lazy"
              decoding="async"
              className="h-auto w-full max-w-60"
            />
          </li>
        ))}
      </ul>
    </PageSection>
  );
}
