import type * as React from "react";

/**
 * Stands in for a router's `Link` in stories: clicking must not navigate the Storybook frame away,
 * but the component's own click handler still runs.
 */
export function StoryLink({ onClick, ...props }: React.ComponentProps<"a">) {
  return (
    <a
      {...props}
      onClick={(event) => {
        event.preventDefault();
        onClick?.(event);
      }}
    />
  );
}
