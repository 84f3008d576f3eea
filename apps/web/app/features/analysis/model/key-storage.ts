/** The slice of the Web Storage API the tool uses; `localStorage` in the browser, a fake in tests. */
export type KeyValueStorage = Pick<Storage, "getItem" | "setItem">;

/**
 * The validated provider key, kept in local storage under the provider-named entry of the site
 * configuration. It is only read when a crawl starts (SPEC §4), never at page load.
 */
export interface ApiKeyStore {
  save(apiKey: string): void;
  read(): string | null;
}

export function createApiKeyStore(storage: () => KeyValueStorage, entry: string): ApiKeyStore {
  return {
    save: (apiKey) => storage().setItem(entry, apiKey),
    read: () => {
      const value = storage().getItem(entry)?.trim();
      return value ? value : null;
    },
  };
}
