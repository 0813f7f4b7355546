/** The Chromium the bench's browser rows drive (Debian's, as in CI; CHROMIUM_PATH for another). */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
