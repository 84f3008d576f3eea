import type * as React from "react";
import { toneVariants, type Tone } from "../lib/tone";
import { cn } from "../lib/utils";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "./card";

type FeatureCardProps = Omit<React.ComponentProps<typeof Card>, "title"> & {
  title: React.ReactNode;
  description: React.ReactNode;
  icon?: React.ReactNode;
  tone?: Tone;
};

/** A service, capability or value: icon, title, description and optional extra content. */
function FeatureCard({
  title,
  description,
  icon,
  tone,
  className,
  children,
  ...props
}: FeatureCardProps) {
  return (
    <Card
      data-slot="feature-card"
      className={cn("h-full transition-shadow hover:shadow-md", className)}
      {...props}
    >
      <CardHeader>
        {icon && (
          <span
            data-slot="feature-card-icon"
            aria-hidden="true"
            className={cn(
              toneVariants({ tone }),
              "mb-2 flex size-12 items-center justify-center rounded-lg [&_svg]:size-6",
            )}
          >
            {icon}
          </span>
        )}
        <CardTitle className="text-lg">{title}</CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      {children && <CardContent>{children}</CardContent>}
    </Card>
  );
}

export { FeatureCard, type FeatureCardProps };
