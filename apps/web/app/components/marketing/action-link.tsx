import { Button, buttonVariants } from "@keystone/ui/components/button";
import { cn } from "@keystone/ui/lib/utils";
import { ExternalLink as ExternalIcon, Mail, Phone } from "lucide-react";
import type { Action } from "~/content/types";
import { siteConfig } from "~/site.config";

type ActionLinkProps = {
  action: Action;
  /** On the brand colour an outline button needs the foreground colour to be read. */
  onBrand?: boolean;
  className?: string;
};

/** A call to action of the content, as the link or button its target needs, styled as a button. */
export function ActionLink({ action, onBrand = false, className }: ActionLinkProps) {
  const { label, variant, icon: Icon } = action;
  const extraClasses = cn(onBrand && variant === "outline" && "text-foreground", className);
  if ("button" in action) {
    return (
      <Button variant={variant} size="lg" className={extraClasses}>
        {Icon && <Icon aria-hidden="true" />}
        {label}
      </Button>
    );
  }
  const style = buttonVariants({ variant, size: "lg", className: extraClasses });
  if ("external" in action) {
    return (
      <a href={action.external} target="_blank" rel="noopener noreferrer" className={style}>
        {Icon && <Icon aria-hidden="true" />}
        {label}
        <span className="sr-only"> (opens in a new tab)</span>
        <ExternalIcon aria-hidden="true" />
      </a>
    );
  }
  const [href, LeadingIcon] =
    "email" in action
      ? [`mailto:${siteConfig.email}?subject=${encodeURIComponent(action.email)}`, Mail]
      : "phone" in action
        ? [siteConfig.phone.href, Phone]
        : ["page" in action ? action.page : action.anchor, Icon];
  return (
    <a href={href} className={style}>
      {LeadingIcon && <LeadingIcon aria-hidden="true" />}
      {label}
    </a>
  );
}

/** Several calls to action side by side, wrapping on narrow screens. */
export function ActionRow({
  actions,
  onBrand,
  className,
}: {
  actions: Action[];
  onBrand?: boolean;
  className?: string;
}) {
  return (
    <div className={cn("flex flex-wrap justify-center gap-4", className)}>
      {actions.map((action) => (
        <ActionLink key={action.label} action={action} onBrand={onBrand} />
      ))}
    </div>
  );
}
