import { cva, type VariantProps } from "class-variance-authority";

/** The accent colour of a marketing card or a timeline entry, from the semantic tokens. */
export const toneVariants = cva("", {
  variants: {
    tone: {
      primary: "bg-primary text-primary-foreground",
      highlight: "bg-highlight text-highlight-foreground",
      success: "bg-success text-success-foreground",
      info: "bg-info text-info-foreground",
      warning: "bg-warning text-warning-foreground",
    },
  },
  defaultVariants: { tone: "primary" },
});

export type Tone = NonNullable<VariantProps<typeof toneVariants>["tone"]>;
