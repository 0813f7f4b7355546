import { createTheme } from '@mantine/core';

/** Text in Inter, headings in Plus Jakarta Sans (both self-hosted, see fonts.css). */
const TEXT_FONT =
  '"Inter Variable", Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';
const HEADING_FONT = `"Plus Jakarta Sans Variable", ${TEXT_FONT}`;

/**
 * The type scale: a 1.25 ratio on a 16 px body, headings growing with the viewport between
 * phone (390 px) and desktop (1366 px) through clamp(), tighter line-heights as they grow.
 */
export const theme = createTheme({
  primaryColor: 'teal',
  primaryShade: { light: 9, dark: 5 },
  black: '#141a24',
  defaultRadius: 'md',
  radius: { xs: '4px', sm: '6px', md: '10px', lg: '14px', xl: '20px' },
  fontFamily: TEXT_FONT,
  fontFamilyMonospace: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  fontSizes: { xs: '0.75rem', sm: '0.875rem', md: '1rem', lg: '1.125rem', xl: '1.25rem' },
  lineHeights: { xs: '1.4', sm: '1.45', md: '1.55', lg: '1.6', xl: '1.65' },
  headings: {
    fontFamily: HEADING_FONT,
    fontWeight: '700',
    textWrap: 'balance',
    sizes: {
      h1: { fontSize: 'clamp(1.875rem, 1.5rem + 1.5vw, 2.625rem)', lineHeight: '1.12' },
      h2: { fontSize: 'clamp(1.375rem, 1.2rem + 0.8vw, 1.75rem)', lineHeight: '1.2' },
      h3: { fontSize: '1.25rem', lineHeight: '1.3' },
      h4: { fontSize: '1.0625rem', lineHeight: '1.35' },
      h5: { fontSize: '1rem', lineHeight: '1.4' },
      h6: { fontSize: '0.875rem', lineHeight: '1.4' },
    },
  },
  shadows: {
    xs: '0 1px 2px rgba(20, 26, 36, 0.06)',
    sm: '0 1px 3px rgba(20, 26, 36, 0.08), 0 1px 2px rgba(20, 26, 36, 0.04)',
    md: '0 4px 14px rgba(20, 26, 36, 0.08), 0 2px 4px rgba(20, 26, 36, 0.04)',
    lg: '0 12px 32px rgba(20, 26, 36, 0.12)',
    xl: '0 20px 48px rgba(20, 26, 36, 0.16)',
  },
  focusRing: 'auto',
  cursorType: 'pointer',
  // Modals, drawers and menus appear without fading or sliding for people who ask their
  // system for less motion.
  respectReducedMotion: true,
  // Plain objects rather than `Modal.extend(...)`: naming a component here would bring its code
  // (Modal, Drawer, ScrollArea...) into the first download of every page.
  components: {
    // Required fields say so to assistive tech (the `required` attribute) without a visual
    // asterisk in the label, so every label reads exactly as written (also for tests).
    InputWrapper: { defaultProps: { withAsterisk: false } },
    // A placeholder stays grey beside an error: a red one reads as a value typed and refused
    // ('(555) 555-5555' under 'Please enter a valid phone number').
    Input: {
      styles: { input: { '--input-placeholder-color': 'var(--mantine-color-placeholder)' } },
    },
    Button: { styles: { root: { fontWeight: 600 } } },
    Card: { defaultProps: { radius: 'lg' } },
    Title: { styles: { root: { letterSpacing: '-0.015em' } } },
    // Close buttons are icons: give them a name screen readers can say (axe: button-name).
    Notification: { defaultProps: { closeButtonProps: { 'aria-label': 'Close notification' } } },
    Modal: { defaultProps: { closeButtonProps: { 'aria-label': 'Close' } } },
    Drawer: { defaultProps: { closeButtonProps: { 'aria-label': 'Close' } } },
    // A modal's or drawer's header is a <header>, which Chromium announces as a second banner
    // landmark beside the navbar's: a plain box instead (axe: landmark-no-duplicate-banner).
    ModalHeader: { defaultProps: { component: 'div' } },
    DrawerHeader: { defaultProps: { component: 'div' } },
    // A file input's placeholder is text in a span (axe checks its contrast, AA needs 4.5:1).
    FileInput: { styles: { placeholder: { color: 'var(--mantine-color-gray-7)' } } },
  },
});
