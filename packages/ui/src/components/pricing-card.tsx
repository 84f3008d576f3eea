import { Check } from "lucide-react";
import type * as React from "react";
import { cn } from "../lib/utils";
import { Badge } from "./badge";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "./card";

type PricingCardProps = Omit<React.ComponentProps<typeof Card>, "title"> & {
  name: React.ReactNode;
  price: React.ReactNode;
  /** What the price buys, e.g. "per visit". */
  period?: React.ReactNode;
  description?: React.ReactNode;
  features?: string[];
  /** Marks the plan "Most Popular" and sets it apart. */
  popular?: boolean;
  popularLabel?: string;
  /** The call to action, e.g. a "Choose Plan" button. */
  action?: React.ReactNode;
};

function PricingCard({
  name,
  price,
  period,
  description,
  features = [],
  popular = false,
  popularLabel = "Most Popular",
  action,
  className,
  ...props
}: PricingCardProps) {
  return (
    <Card
      data-slot="pricing-card"
      data-popular={popular || undefined}
      className={cn(
        "relative h-full",
        popular && "border-primary shadow-lg ring-2 ring-primary",
        className,
      )}
      {...props}
    >
      {popular && (
        <Badge
          data-slot="pricing-card-popular"
          className="absolute -top-3 left-1/2 -translate-x-1/2 shadow-sm"
        >
          {popularLabel}
        </Badge>
      )}
      <CardHeader className="gap-3">
        <CardTitle className="text-xl">{name}</CardTitle>
        <p data-slot="pricing-card-price" className="flex items-baseline gap-1">
          <span className="text-4xl font-bold tracking-tight">{price}</span>
          {period && <span className="text-sm text-muted-foreground">{period}</span>}
        </p>
        {description && <CardDescription>{description}</CardDescription>}
      </CardHeader>
      {features.length > 0 && (
        <CardContent className="flex-1">
          <ul data-slot="pricing-card-features" className="flex flex-col gap-2 text-sm">
            {features.map((feature) => (
              <li key={feature} data-slot="pricing-card-feature" className="flex gap-2">
                <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-success" />
                {feature}
              </li>
            ))}
          </ul>
        </CardContent>
      )}
      {action && <CardFooter className="mt-auto [&>*]:w-full">{action}</CardFooter>}
    </Card>
  );
}

export { PricingCard, type PricingCardProps };
