/** The Chromium binary every launch uses: `CHROMIUM_PATH`, else Debian's `/usr/bin/chromium`. */
export declare const chromiumPath: string;
/** The flags every headless launch passes. */
export declare const chromiumFlags: readonly string[];
/** Playwright's `launch` options for that browser with those flags. */
export declare const chromiumLaunchOptions: { executablePath: string; args: string[] };
