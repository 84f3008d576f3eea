import { buttonVariants } from "@keystone/ui/components/button";
import type { ButtonStyle } from "./button-style";

type LinkButtonProps = Omit<React.ComponentProps<"a">, "href"> & ButtonStyle & { to: string };

/**
 * A link to a page of the site that looks like a button. A plain link: every page of the site is
 * its own prerendered document, so following one loads that document.
 */
export function LinkButton({ to, variant, size = "lg", className, ...props }: LinkButtonProps) {
  return <a href={to} className={buttonVariants({ variant, size, className })} {...props} />;
}
