import type { buttonVariants } from "@keystone/ui/components/button";

/** The variant and size of a button, for links that look like one. */
export type ButtonStyle = Pick<
  NonNullable<Parameters<typeof buttonVariants>[0]>,
  "variant" | "size"
>;
