import { ChevronLeft, ChevronRight, Pause, Play } from "lucide-react";
import * as React from "react";
import { carousel as carouselBehaviour } from "../behaviours/carousel";
import { useBehaviour } from "../behaviours/use-behaviour";
import { cn } from "../lib/utils";
import { Button } from "./button";

type CarouselContextValue = { count: number; defaultIndex: number; slidesId: string };

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
  /**
   * The number of slides inside `CarouselContent`, for the labels ("3 of 16") of the first
   * render, which a static page shows before any script runs; the behaviour recounts the slides.
   */
  count: number;
  defaultIndex?: number;
  /** Advances by itself every this many ms, unless the visitor asked for reduced motion. */
  autoRotateMs?: number;
};

/**
 * A carousel as the WAI-ARIA pattern describes it: one slide at a time, named "N of M". It renders
 * the same markup in React and at build time; the `carousel` behaviour gives it its behaviour.
 */
function Carousel({
  label,
  count,
  defaultIndex = 0,
  autoRotateMs,
  className,
  children,
  ref,
  ...props
}: CarouselProps) {
  const behaviour = useBehaviour(carouselBehaviour, { ref });
  const slidesId = React.useId();

  return (
    <CarouselContext value={{ count, defaultIndex, slidesId }}>
      <section
        data-slot="carousel"
        data-auto-rotate-ms={autoRotateMs}
        aria-roledescription="carousel"
        aria-label={label}
        className={cn("relative flex flex-col gap-4", className)}
        {...props}
        {...behaviour}
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
        aria-live="polite"
        className={cn(
          "flex transition-transform duration-500 ease-out motion-reduce:transition-none",
          className,
        )}
        style={{ transform: `translateX(-${carousel.defaultIndex * 100}%)` }}
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
  const current = index === carousel.defaultIndex;
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

const steps = {
  previous: { slot: "carousel-previous", label: "Previous slide", Icon: ChevronLeft },
  next: { slot: "carousel-next", label: "Next slide", Icon: ChevronRight },
} as const;

/** One slide back or on; the behaviour finds the button by its `data-slot`. */
function CarouselStep({
  step,
  part,
  ...props
}: React.ComponentProps<typeof Button> & { step: keyof typeof steps; part: string }) {
  const carousel = useCarousel(part);
  const { slot, label, Icon } = steps[step];
  return (
    <Button
      data-slot={slot}
      variant="outline"
      size="icon"
      aria-label={label}
      aria-controls={carousel.slidesId}
      {...props}
    >
      <Icon aria-hidden="true" />
    </Button>
  );
}

function CarouselPrevious(props: React.ComponentProps<typeof Button>) {
  return <CarouselStep step="previous" part="CarouselPrevious" {...props} />;
}

function CarouselNext(props: React.ComponentProps<typeof Button>) {
  return <CarouselStep step="next" part="CarouselNext" {...props} />;
}

/**
 * Stops and restarts automatic rotation. Hidden until the behaviour knows the carousel can rotate
 * (it has `autoRotateMs`, several slides, and the visitor did not ask for reduced motion).
 */
function CarouselRotationControl({ className, ...props }: React.ComponentProps<typeof Button>) {
  useCarousel("CarouselRotationControl");
  return (
    <Button
      data-slot="carousel-rotation"
      variant="outline"
      size="icon"
      aria-label="Stop automatic slide show"
      hidden
      className={cn("group", className)}
      {...props}
    >
      <Pause aria-hidden="true" className="group-data-stopped:hidden" />
      <Play aria-hidden="true" className="hidden group-data-stopped:block" />
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
      {`${carousel.defaultIndex + 1} / ${carousel.count}`}
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
