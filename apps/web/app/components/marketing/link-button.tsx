import { buttonVariants } from "@keystone/ui/components/button";
import type { ButtonStyle } from "./button-style";
import { Link } from "react-router";

type LinkButtonProps = React.ComponentProps<typeof Link> & ButtonStyle;

/** A link to a page of the site that looks like a button. */
export function LinkButton({ variant, size = "lg", className, ...props }: LinkButtonProps) {
  return <Link className={buttonVariants({ variant, size, className })} {...props} />;
}
