import { Stat } from "@keystone/ui/components/stat";
import { CalendarClock } from "lucide-react";
import { aboutPage, experienceYears } from "~/content/about";
import { PageSection } from "../page-section";

export function CompanyStory() {
  return (
    <PageSection intro={aboutPage.story}>
      <div className="grid items-center gap-12 lg:grid-cols-[2fr_1fr]">
        <div className="flex flex-col gap-4 text-lg text-pretty text-muted-foreground">
          <p>
            Keystone began in 2010 as a small advisory in Irvine, California, helping drivers and
            dealerships find the right auto financing and insurance. Working with families at one of
            their biggest purchases taught us what customers value most: honest advice, fair prices
            and someone who picks up the phone.
          </p>
          <p>
            In 2015 we brought that approach to construction and design, and the businesses that
            followed grew from the same customers: the people who build a home also need to move,
            keep it clean and protect it. In 2025 we brought the companies together as Keystone
            Holdings, a group that invests in recession-resistant industries with low exposure to
            disruption by artificial intelligence.
          </p>
          <p>
            Today we serve customers in Southern California and Nevada, and we are still looking for
            owners who want their business to become part of something that lasts.
          </p>
        </div>
        <Stat
          value={experienceYears}
          label="Years of Experience"
          icon={<CalendarClock />}
          className="rounded-xl border bg-card p-8 shadow-sm"
        />
      </div>
    </PageSection>
  );
}
