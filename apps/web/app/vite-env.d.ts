/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_CRAWL_API_URL?: string;
}
