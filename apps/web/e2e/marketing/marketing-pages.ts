import { pages } from "../../app/content/pages";

/** The ten prerendered marketing pages and the not-found page, as the tests visit them. */
export const marketingPages = Object.values(pages).filter((page) => page.indexable);

export const notFoundProbe = { path: "/this/page/does-not-exist", title: pages.notFound.title };

export const mobileViewport = { width: 375, height: 812 };
