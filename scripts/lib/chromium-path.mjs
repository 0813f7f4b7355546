// The Chromium that every browser run drives (the e2e tests, their screenshots, the first-load
// budget check, Lighthouse, the bench's browser rows): Debian's, as CI installs it, or another
// named by CHROMIUM_PATH.
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
