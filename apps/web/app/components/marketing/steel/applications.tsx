import { applications, steelPage } from "~/content/steel";
import { PageSection } from "../page-section";

export function Applications() {
  return (
    <PageSection intro={steelPage.applications}>
      <ul className="grid grid-cols-2 gap-4 lg:grid-cols-4">
        {applications.map(({ title, icon: Icon }) => (
          <li
            key={title}
            className="flex flex-col items-center gap-3 rounded-xl border bg-card p-6 text-center font-medium shadow-sm"
          >
            <Icon aria-hidden="true" className="size-8 text-primary" />
            {title}
          </li>
        ))}
      </ul>
    </PageSection>
  );
}
