/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_CRAWL_API_URL?: string;
}

declare module "virtual:static-page-script" {
  /** The URL of the one script of the prerendered marketing pages. */
  const src: string;
  export default src;
}
