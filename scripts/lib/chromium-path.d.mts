/** The Chromium that every browser run drives (see chromium-path.mjs). */
export declare const CHROMIUM_PATH: string;
