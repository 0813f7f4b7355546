// The Chromium that the scripts drive (the bench's browser rows, Lighthouse, the first-load
// budget check): Debian's, as CI installs it, or another named by CHROMIUM_PATH.
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
