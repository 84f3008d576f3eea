import type { Check } from "../../check";
import { imageAddress, imageItems } from "../image-items";

/** Characters beyond which alt text becomes a paragraph (Screaming Frog's default). */
export const MAX_ALT_CHARS = 100;

export const imageAltTooLong: Check = {
  id: "image-alt-too-long",
  label: `Alt text over ${MAX_ALT_CHARS} characters`,
  category: "images",
  severity: "notice",
  why: "Screen readers read alt text in one go; a long one is tiring to listen to.",
  how: "Say what the image shows in a short phrase; put longer text in a caption.",
  threshold: `${MAX_ALT_CHARS} characters`,
  source: "html: <img alt>",
  run: (site) =>
    imageItems(site, (image, page) =>
      image.altLength > MAX_ALT_CHARS
        ? `${imageAddress(image, page)}: alt of ${image.altLength} characters`
        : undefined,
    ),
};
