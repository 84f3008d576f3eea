import { MapPin } from "lucide-react";
import { steelLocation } from "~/content/steel";
import { PageHero } from "../page-hero";

export function SteelHero() {
  return (
    <PageHero
      eyebrow="Keystone Steel Works"
      title="Light Gauge Steel Manufacturing"
      description="Studs, tracks, joists, trusses and wall panels, engineered and roll-formed for builders who want straighter, stronger and faster framing."
    >
      <p className="inline-flex items-center gap-2 text-lg font-medium">
        <MapPin aria-hidden="true" className="size-5" />
        Manufactured in {steelLocation}
      </p>
    </PageHero>
  );
}
