import { cva } from "class-variance-authority";
import * as React from "react";
import { cn } from "../lib/utils";

type HealthBand = "good" | "fair" | "poor";

/** The bands' lower bounds: a score of 90 or more is good, 70 or more fair, anything less poor. */
const GOOD_FROM = 90;
const FAIR_FROM = 70;

const bandLooks: Record<HealthBand, { word: string; bar: string; text: string }> = {
  good: { word: "Good", bar: "bg-success", text: "text-success" },
  fair: { word: "Fair", bar: "bg-warning", text: "text-warning-foreground dark:text-warning" },
  poor: { word: "Poor", bar: "bg-destructive", text: "text-destructive" },
};

/** The band a score falls in, for its colour and the word that says the same. */
function healthBand(score: number): HealthBand {
  if (score >= GOOD_FROM) return "good";
  if (score >= FAIR_FROM) return "fair";
  return "poor";
}

const healthScoreValueVariants = cva("font-bold tracking-tight tabular-nums", {
  variants: {
    size: { default: "text-4xl", sm: "text-2xl" },
  },
  defaultVariants: { size: "default" },
});

type HealthScoreProps = React.ComponentProps<"div"> & {
  /** From 0 to 100; outside that it is clamped, and a value that is not a number counts as 0. */
  score: number;
  /** Names the meter ("Health score of Moving"). */
  label: string;
  /** How the score is computed, shown under it in words. */
  formula: string;
  size?: "sm" | "default";
};

/**
 * A site's health score: the number, a meter from 0 to 100 in the colour of its band, the band in
 * words (good, fair, poor), and the formula, so that the figure never stands unexplained.
 */
function HealthScore({ score, label, formula, size, className, ...props }: HealthScoreProps) {
  const labelId = React.useId();
  const formulaId = React.useId();
  const value = Math.round(Number.isFinite(score) ? Math.min(Math.max(score, 0), 100) : 0);
  const band = healthBand(value);
  const look = bandLooks[band];
  return (
    <div
      data-slot="health-score"
      data-band={band}
      className={cn("grid gap-2", size === "sm" ? "text-xs" : "text-sm", className)}
      {...props}
    >
      <p id={labelId} data-slot="health-score-label" className="font-medium">
        {label}
      </p>
      <p className="flex items-baseline gap-2">
        <span data-slot="health-score-value" className={healthScoreValueVariants({ size })}>
          {value}
        </span>
        <span className="text-muted-foreground">/ 100</span>
        <span data-slot="health-score-band" className={cn("font-semibold", look.text)}>
          {look.word}
        </span>
      </p>
      <div
        data-slot="health-score-meter"
        role="meter"
        aria-labelledby={labelId}
        aria-describedby={formulaId}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={value}
        aria-valuetext={`${value} of 100, ${look.word.toLowerCase()}`}
        className={cn(
          "relative w-full overflow-hidden rounded-full bg-muted",
          size === "sm" ? "h-1.5" : "h-2",
        )}
      >
        <div
          data-slot="health-score-indicator"
          className={cn(
            "h-full transition-[width] duration-300 motion-reduce:transition-none",
            look.bar,
          )}
          style={{ width: `${value}%` }}
        />
      </div>
      <p id={formulaId} data-slot="health-score-formula" className="text-xs text-muted-foreground">
        {formula}
      </p>
    </div>
  );
}

export { HealthScore, healthBand, type HealthBand, type HealthScoreProps };
