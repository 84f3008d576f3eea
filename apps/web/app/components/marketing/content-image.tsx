import { cn } from "@keystone/ui/lib/utils";
import type { Illustration } from "~/content/types";

type ContentImageProps = {
  image: Illustration;
  /** Only an image in the first screen loads eagerly; the rest wait until they are near. */
  eager?: boolean;
  className?: string;
};

/** A local illustration at its intrinsic size, so that nothing shifts while it loads. */
export function ContentImage({ image, eager = false, className }: ContentImageProps) {
  return (
    <img
      src={image.src}
      alt={image.alt}
      width={image.width}
      height={image.height}
      loading={eager ? "eager" : "lazy"}
      decoding="async"
      className={cn("h-auto w-full", className)}
    />
  );
}
