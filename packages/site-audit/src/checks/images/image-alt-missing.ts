import type { Check } from "../../check";
import { imageAddress, imageItems } from "../image-items";

export const imageAltMissing: Check = {
  id: "image-alt-missing",
  label: "Image without alt text",
  category: "images",
  severity: "warning",
  why: "Screen readers cannot say what the image shows, and search engines cannot read it.",
  how: 'Describe the image in its alt attribute; give a purely decorative image alt="".',
  source: 'html: <img> without an alt attribute (alt="" marks a decorative image and passes)',
  run: (site) =>
    imageItems(site, (image, page) =>
      image.alt === null ? `${imageAddress(image, page)} has no alt` : undefined,
    ),
};
