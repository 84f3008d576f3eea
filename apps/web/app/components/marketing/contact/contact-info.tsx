import { Clock, Mail, MapPin, Phone, Siren } from "lucide-react";
import { siteConfig } from "~/site.config";

const { address, hours, email, phone } = siteConfig;

const linkClassName =
  "rounded-sm font-medium text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50";

/** How to reach the group: e-mail, phone, the Irvine office and opening hours. */
export function ContactInfo() {
  const items = [
    {
      label: "Email",
      icon: Mail,
      value: (
        <a href={`mailto:${email}`} className={linkClassName}>
          {email}
        </a>
      ),
    },
    {
      label: "Phone",
      icon: Phone,
      value: (
        <a href={phone.href} className={linkClassName}>
          {phone.display}
        </a>
      ),
    },
    {
      label: "Office",
      icon: MapPin,
      value: (
        <address className="not-italic">
          {address.street}
          <br />
          {address.city}, {address.regionName} {address.postalCode}
        </address>
      ),
    },
    { label: "Business Hours", icon: Clock, value: hours.weekdays },
    { label: "Emergency Service", icon: Siren, value: hours.emergency },
  ];
  return (
    <div className="flex flex-col gap-6">
      <h2 className="text-2xl font-bold tracking-tight">Get in Touch</h2>
      <dl className="flex flex-col gap-6">
        {items.map(({ label, icon: Icon, value }) => (
          <div key={label} className="relative flex min-h-11 flex-col gap-1 pl-15">
            <dt className="font-semibold">
              <span
                aria-hidden="true"
                className="absolute top-0 left-0 flex size-11 items-center justify-center rounded-lg bg-primary text-primary-foreground"
              >
                <Icon className="size-5" />
              </span>
              {label}
            </dt>
            <dd className="text-muted-foreground">{value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
