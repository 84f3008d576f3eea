import { buttonVariants } from "@keystone/ui/components/button";
import type { ButtonStyle } from "./button-style";
import { Mail } from "lucide-react";
import { siteConfig } from "~/site.config";

type EmailLinkProps = Omit<React.ComponentProps<"a">, "href"> & ButtonStyle & { subject?: string };

/** A mailto link to the company address, styled as a button. */
export function EmailLink({
  subject,
  variant,
  size = "lg",
  className,
  children,
  ...props
}: EmailLinkProps) {
  const query = subject ? `?subject=${encodeURIComponent(subject)}` : "";
  return (
    <a
      href={`mailto:${siteConfig.email}${query}`}
      className={buttonVariants({ variant, size, className })}
      {...props}
    >
      <Mail aria-hidden="true" />
      {children}
    </a>
  );
}
