import { Quote } from "lucide-react";
import type * as React from "react";
import { cn } from "../lib/utils";

type TestimonialProps = React.ComponentProps<"figure"> & {
  name: string;
  role: string;
  content: React.ReactNode;
};

function initials(name: string) {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase())
    .join("");
}

/** A client's words, with who said them. */
function Testimonial({ name, role, content, className, ...props }: TestimonialProps) {
  return (
    <figure
      data-slot="testimonial"
      className={cn(
        "flex h-full flex-col gap-6 rounded-xl border bg-card p-6 text-card-foreground shadow-sm",
        className,
      )}
      {...props}
    >
      <Quote aria-hidden="true" className="size-8 text-highlight" />
      <blockquote data-slot="testimonial-content" className="flex-1 text-pretty">
        <p>{content}</p>
      </blockquote>
      <figcaption data-slot="testimonial-author" className="flex items-center gap-3">
        <span
          data-slot="testimonial-avatar"
          aria-hidden="true"
          className="flex size-10 shrink-0 items-center justify-center rounded-full bg-primary text-sm font-semibold text-primary-foreground"
        >
          {initials(name)}
        </span>
        <span className="flex flex-col">
          <span data-slot="testimonial-name" className="font-semibold">
            {name}
          </span>
          <span data-slot="testimonial-role" className="text-sm text-muted-foreground">
            {role}
          </span>
        </span>
      </figcaption>
    </figure>
  );
}

export { Testimonial, type TestimonialProps };
