import { ChevronLeft, ChevronRight, Pause, Play } from "lucide-react";
import * as React from "react";
import { useReducedMotion } from "../lib/use-reduced-motion";
import { cn } from "../lib/utils";
import { Button } from "./button";

type CarouselContextValue = {
  index: number;
  count: number;
  slidesId: string;
  go: (index: number) => void;
  rotating: boolean;
  canRotate: boolean;
  stopped: boolean;
  setStopped: (stopped: boolean) => void;
};

const CarouselContext = React.createContext<CarouselContextValue | null>(null);
const SlideIndexContext = React.createContext(0);

function useCarousel(part: string) {
  const context = React.useContext(CarouselContext);
  if (!context) throw new Error(`<${part}> must be rendered inside <Carousel>`);
  return context;
}

type CarouselProps = React.ComponentProps<"section"> & {
  /** What the slides show, e.g. "Latest Projects": names the carousel region. */
  label: string;
  /** The number of slides inside `CarouselContent`. */
  count: number;
  defaultIndex?: number;
  /** Advances by itself every this many ms, unless the visitor asked for reduced motion. */
  autoRotateMs?: number;
};

/** A carousel as the WAI-ARIA pattern describes it: one slide at a time, named "N of M". */
function Carousel({
  label,
  count,
  defaultIndex = 0,
  autoRotateMs,
  className,
  onKeyDown,
  children,
  ...props
}: CarouselProps) {
  const [index, setIndex] = React.useState(defaultIndex);
  const [stopped, setStopped] = React.useState(false);
  const [hovered, setHovered] = React.useState(false);
  const reduceMotion = useReducedMotion();
  const slidesId = React.useId();

  const canRotate = autoRotateMs !== undefined && !reduceMotion && count > 1;
  const rotating = canRotate && !stopped && !hovered;

  const go = React.useCallback(
    (next: number) => setIndex(((next % count) + count) % count),
    [count],
  );

  React.useEffect(() => {
    if (!rotating) return;
    const timer = setInterval(() => setIndex((current) => (current + 1) % count), autoRotateMs);
    return () => clearInterval(timer);
  }, [rotating, autoRotateMs, count]);

  function handleKeyDown(event: React.KeyboardEvent<HTMLElement>) {
    onKeyDown?.(event);
    if (event.defaultPrevented) return;
    const target = { ArrowLeft: index - 1, ArrowRight: index + 1, Home: 0, End: count - 1 }[
      event.key
    ];
    if (target === undefined) return;
    event.preventDefault();
    go(target);
  }

  return (
    <CarouselContext
      value={{ index, count, slidesId, go, rotating, canRotate, stopped, setStopped }}
    >
      <section
        data-slot="carousel"
        aria-roledescription="carousel"
        aria-label={label}
        onKeyDown={handleKeyDown}
        // Focus inside stops rotation until the visitor restarts it; hovering only pauses it.
        onFocus={(event) => {
          if (!(event.target as Element).closest("[data-slot=carousel-rotation]")) setStopped(true);
        }}
        onMouseEnter={() => setHovered(true)}
        onMouseLeave={() => setHovered(false)}
        className={cn("relative flex flex-col gap-4", className)}
        {...props}
      >
        {children}
      </section>
    </CarouselContext>
  );
}

function CarouselContent({ className, children, ...props }: React.ComponentProps<"div">) {
  const carousel = useCarousel("CarouselContent");
  return (
    <div data-slot="carousel-viewport" className="overflow-hidden rounded-xl">
      <div
        data-slot="carousel-content"
        id={carousel.slidesId}
        // Announce slide changes made by the visitor, but not those of automatic rotation.
        aria-live={carousel.rotating ? "off" : "polite"}
        className={cn(
          "flex transition-transform duration-500 ease-out motion-reduce:transition-none",
          className,
        )}
        style={{ transform: `translateX(-${carousel.index * 100}%)` }}
        {...props}
      >
        {React.Children.map(children, (child, index) => (
          <SlideIndexContext value={index}>{child}</SlideIndexContext>
        ))}
      </div>
    </div>
  );
}

function CarouselItem({ className, ...props }: React.ComponentProps<"div">) {
  const carousel = useCarousel("CarouselItem");
  const index = React.useContext(SlideIndexContext);
  const current = index === carousel.index;
  return (
    <div
      data-slot="carousel-item"
      role="group"
      aria-roledescription="slide"
      aria-label={`${index + 1} of ${carousel.count}`}
      aria-hidden={!current}
      inert={!current}
      data-current={current || undefined}
      className={cn("w-full min-w-0 shrink-0 grow-0 basis-full", className)}
      {...props}
    />
  );
}

function CarouselControls({ className, ...props }: React.ComponentProps<"div">) {
  return (
    <div
      data-slot="carousel-controls"
      className={cn("flex items-center justify-center gap-2", className)}
      {...props}
    />
  );
}

function CarouselPrevious(props: React.ComponentProps<typeof Button>) {
  const carousel = useCarousel("CarouselPrevious");
  return (
    <Button
      data-slot="carousel-previous"
      variant="outline"
      size="icon"
      aria-label="Previous slide"
      aria-controls={carousel.slidesId}
      onClick={() => carousel.go(carousel.index - 1)}
      {...props}
    >
      <ChevronLeft aria-hidden="true" />
    </Button>
  );
}

function CarouselNext(props: React.ComponentProps<typeof Button>) {
  const carousel = useCarousel("CarouselNext");
  return (
    <Button
      data-slot="carousel-next"
      variant="outline"
      size="icon"
      aria-label="Next slide"
      aria-controls={carousel.slidesId}
      onClick={() => carousel.go(carousel.index + 1)}
      {...props}
    >
      <ChevronRight aria-hidden="true" />
    </Button>
  );
}

/** Stops and restarts automatic rotation; renders nothing when the carousel cannot rotate. */
function CarouselRotationControl(props: React.ComponentProps<typeof Button>) {
  const carousel = useCarousel("CarouselRotationControl");
  if (!carousel.canRotate) return null;
  return (
    <Button
      data-slot="carousel-rotation"
      variant="outline"
      size="icon"
      aria-label={carousel.stopped ? "Start automatic slide show" : "Stop automatic slide show"}
      onClick={() => carousel.setStopped(!carousel.stopped)}
      {...props}
    >
      {carousel.stopped ? <Play aria-hidden="true" /> : <Pause aria-hidden="true" />}
    </Button>
  );
}

/** Shows where the visitor is, e.g. "3 / 16"; the slides' own labels carry it for screen readers. */
function CarouselPosition({ className, ...props }: React.ComponentProps<"p">) {
  const carousel = useCarousel("CarouselPosition");
  return (
    <p
      data-slot="carousel-position"
      aria-hidden="true"
      className={cn("min-w-14 text-center text-sm text-muted-foreground tabular-nums", className)}
      {...props}
    >
      {carousel.index + 1} / {carousel.count}
    </p>
  );
}

export {
  Carousel,
  CarouselContent,
  CarouselItem,
  CarouselControls,
  CarouselPrevious,
  CarouselNext,
  CarouselRotationControl,
  CarouselPosition,
  type CarouselProps,
};
