/** The Chromium that the scripts drive (see chromium-path.mjs). */
export declare const CHROMIUM_PATH: string;
