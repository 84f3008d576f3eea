import type { Decorator } from "@storybook/react-vite";

/**
 * Shows a single card at the width it has in a grid column. Stories of a whole grid set
 * `parameters: { wide: true }` to use the full canvas instead.
 */
export const constrainWidth =
  (className: string): Decorator =>
  (Story, { parameters }) =>
    parameters.wide ? <Story /> : <div className={className}>{Story()}</div>;
