/** The slice of the Web Storage API the tool uses; `localStorage` in the browser, a fake in tests. */
export type KeyValueStorage = Pick<Storage, "getItem" | "setItem" | "removeItem">;

/**
 * The validated provider key, kept in local storage under the provider-named entry of the site
 * configuration. It is read when a crawl (the key check included) starts; at page load the tool
 * only looks whether one is saved. When the browser refuses storage (private mode, a full quota,
 * storage blocked), the key is kept in this page's memory instead: a storage failure says nothing
 * about the key.
 */
export interface ApiKeyStore {
  /** True when the browser stored the key; false when it is kept for this page only. */
  save(apiKey: string): boolean;
  read(): string | null;
  /** Whether a key is saved in the browser; false where storage cannot be read. */
  isSaved(): boolean;
  /** Removes the key from the browser and from this page. */
  forget(): void;
}

export function createApiKeyStore(storage: () => KeyValueStorage, entry: string): ApiKeyStore {
  let pageOnlyKey: string | null = null;
  return {
    save(apiKey) {
      try {
        storage().setItem(entry, apiKey);
        pageOnlyKey = null;
        return true;
      } catch {
        pageOnlyKey = apiKey;
        return false;
      }
    },
    read() {
      if (pageOnlyKey !== null) return pageOnlyKey;
      const value = storage().getItem(entry)?.trim();
      return value ? value : null;
    },
    isSaved() {
      try {
        return Boolean(storage().getItem(entry)?.trim());
      } catch {
        return false;
      }
    },
    forget() {
      pageOnlyKey = null;
      try {
        storage().removeItem(entry);
      } catch {
        // Storage that refuses to be read holds no key of ours to remove.
      }
    },
  };
}
