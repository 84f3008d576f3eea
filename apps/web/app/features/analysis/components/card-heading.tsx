import { cn } from "@keystone/ui/lib/utils";

/**
 * A card title at heading level 2: the cards sit right under the page's h1, and the design
 * system's CardTitle is always an h3.
 */
export function CardHeading({ className, ...props }: React.ComponentProps<"h2">) {
  return (
    <h2
      data-slot="card-title"
      className={cn("text-xl leading-tight font-semibold", className)}
      {...props}
    />
  );
}
