import { defineBehaviour } from "./behaviour";

const reducedMotionQuery = "(prefers-reduced-motion: reduce)";

function isEditable(target: EventTarget | null) {
  return (
    target instanceof HTMLElement &&
    (target.isContentEditable || /^(INPUT|SELECT|TEXTAREA)$/.test(target.tagName))
  );
}

/**
 * The carousel's behaviour, on markup rendered by `<Carousel>`: one slide at a time, previous/next
 * buttons, arrow keys, Home and End, and the automatic rotation that `data-auto-rotate-ms` asks
 * for, which pauses on hover, stops on focus and never starts when reduced motion is requested.
 * Slide labels and the position come from the slides actually present.
 * Returns a function that detaches everything.
 */
function enhanceCarousel(root: HTMLElement): () => void {
  const part = <T extends HTMLElement>(slot: string) =>
    root.querySelector<T>(`[data-slot=${slot}]`);
  const content = part("carousel-content");
  const rotationControl = part<HTMLButtonElement>("carousel-rotation");
  const position = part("carousel-position");
  const slides = [...root.querySelectorAll<HTMLElement>("[data-slot=carousel-item]")];
  const count = slides.length;
  const autoRotateMs = Number(root.dataset.autoRotateMs) || undefined;
  const motion = window.matchMedia(reducedMotionQuery);

  let index = Math.max(
    0,
    slides.findIndex((slide) => slide.hasAttribute("data-current")),
  );
  let stopped = false;
  let hovered = false;
  let rotationTimer: ReturnType<typeof setInterval> | undefined;

  const canRotate = () => autoRotateMs !== undefined && !motion.matches && count > 1;
  const rotating = () => canRotate() && !stopped && !hovered;

  function render() {
    slides.forEach((slide, slideIndex) => {
      const current = slideIndex === index;
      slide.setAttribute("aria-label", `${slideIndex + 1} of ${count}`);
      slide.setAttribute("aria-hidden", String(!current));
      slide.inert = !current;
      slide.toggleAttribute("data-current", current);
    });
    if (content) {
      content.style.transform = `translateX(-${index * 100}%)`;
      // Announce the visitor's own slide changes, but not those of automatic rotation.
      content.setAttribute("aria-live", rotating() ? "off" : "polite");
    }
    if (position) position.textContent = `${index + 1} / ${count}`;
    if (rotationControl) {
      rotationControl.hidden = !canRotate();
      rotationControl.toggleAttribute("data-stopped", stopped);
      rotationControl.setAttribute(
        "aria-label",
        stopped ? "Start automatic slide show" : "Stop automatic slide show",
      );
    }
    clearInterval(rotationTimer);
    rotationTimer = rotating() ? setInterval(() => go(index + 1), autoRotateMs) : undefined;
  }

  function go(next: number) {
    if (count === 0) return;
    index = ((next % count) + count) % count;
    render();
  }

  function handleClick(event: MouseEvent) {
    const button = (event.target as Element).closest("[data-slot]");
    const slot = button?.getAttribute("data-slot");
    if (slot === "carousel-previous") go(index - 1);
    else if (slot === "carousel-next") go(index + 1);
    else if (slot === "carousel-rotation") {
      stopped = !stopped;
      render();
    }
  }

  function handleKeyDown(event: KeyboardEvent) {
    if (event.defaultPrevented || isEditable(event.target)) return;
    const targets: Record<string, number> = {
      ArrowLeft: index - 1,
      ArrowRight: index + 1,
      Home: 0,
      End: count - 1,
    };
    const target = targets[event.key];
    if (target === undefined) return;
    event.preventDefault();
    go(target);
  }

  // Focus inside stops rotation until the visitor restarts it; hovering only pauses it.
  function handleFocusIn(event: FocusEvent) {
    if (stopped || rotationControl?.contains(event.target as Node)) return;
    stopped = true;
    render();
  }

  function setHovered(value: boolean) {
    hovered = value;
    render();
  }

  const listening = new AbortController();
  const { signal } = listening;
  root.addEventListener("click", handleClick, { signal });
  root.addEventListener("keydown", handleKeyDown, { signal });
  root.addEventListener("focusin", handleFocusIn, { signal });
  root.addEventListener("mouseenter", () => setHovered(true), { signal });
  root.addEventListener("mouseleave", () => setHovered(false), { signal });
  motion.addEventListener("change", render, { signal });
  render();

  return () => {
    listening.abort();
    clearInterval(rotationTimer);
  };
}

export const carousel = defineBehaviour("carousel", enhanceCarousel);
