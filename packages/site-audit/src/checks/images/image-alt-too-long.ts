import * as z from "zod/mini";
import { checkWithOptions } from "../../rules/check-options";
import { imageAddress, imageItems } from "../image-items";

/** Characters beyond which alt text becomes a paragraph (Screaming Frog's default). */
export const MAX_ALT_CHARS = 100;

export const imageAltTooLong = checkWithOptions({
  id: "image-alt-too-long",
  category: "images",
  severity: "notice",
  why: "Screen readers read alt text in one go; a long one is tiring to listen to.",
  how: "Say what the image shows in a short phrase; put longer text in a caption.",
  source: "html: <img alt>",
  options: {
    schema: z.strictObject({ max: z.int().check(z.minimum(1)) }),
    defaults: { max: MAX_ALT_CHARS },
    describe: ({ max }) => ({
      label: `Alt text over ${max} characters`,
      threshold: `${max} characters`,
    }),
  },
  run: (site, { max }) =>
    imageItems(site, (image, page) =>
      image.altLength > max
        ? `${imageAddress(image, page)}: alt of ${image.altLength} characters`
        : undefined,
    ),
});
