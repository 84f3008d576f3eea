/**
 * The classes the charts' SVG shares. Each has a print variant: a page printed from the dark theme
 * loses its dark background (browsers skip backgrounds), so light text would vanish on paper.
 */
export const chartText = "fill-foreground print:fill-black";
export const chartMutedText = "fill-muted-foreground print:fill-neutral-700";
export const chartGrid = "stroke-border print:stroke-neutral-300";
export const chartTrack = "fill-muted print:fill-neutral-100";
/** Marks ease between states, except for a visitor who asks for reduced motion. */
export const chartMotion =
  "transition-[opacity,stroke-width] duration-300 motion-reduce:transition-none";
