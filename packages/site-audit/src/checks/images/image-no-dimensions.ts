import type { Check } from "../../check";
import { imageAddress, imageItems } from "../image-items";

export const imageNoDimensions: Check = {
  id: "image-no-dimensions",
  label: "Image without width and height",
  category: "images",
  severity: "notice",
  why: "Without its size, the browser cannot reserve the image's space and the text jumps when it loads.",
  how: "Set width and height attributes on the <img> (the CSS may still scale it).",
  source: "html: <img width> and <img height> (a size set only in CSS is not seen)",
  run: (site) =>
    imageItems(site, (image, page) => {
      if (image.hasWidth && image.hasHeight) return undefined;
      const missing = [!image.hasWidth && "width", !image.hasHeight && "height"].filter(Boolean);
      return `${imageAddress(image, page)} has no ${missing.join(" or ")}`;
    }),
};
