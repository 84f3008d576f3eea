import type { Check } from "../../check";
import { imageAddress, imageItems } from "../image-items";

export const imageMixedContent: Check = {
  id: "image-mixed-content",
  label: "Image over http:// on an https page",
  category: "images",
  severity: "warning",
  why: "Browsers upgrade or block insecure images on secure pages, and mark the page as not fully secure.",
  how: "Load the image over https://, from this site or a host that serves it securely.",
  source: "html: <img src>, on pages whose URL is https",
  run: (site) =>
    imageItems(site, (image, page) => {
      const address = imageAddress(image, page);
      return page.url.startsWith("https:") && address.startsWith("http:")
        ? `${address} over http://`
        : undefined;
    }),
};
