// Types of chromium.mjs for the TypeScript that uses it (playwright.config.ts).
export declare const DEFAULT_CHROME: string;
export declare const chromePath: string;
export declare const chromiumFlags: readonly string[];
