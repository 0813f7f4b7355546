import { createTheme, InputWrapper } from '@mantine/core';

export const theme = createTheme({
  primaryColor: 'teal',
  primaryShade: { light: 9, dark: 5 },
  defaultRadius: 'md',
  fontFamily:
    'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: { fontWeight: '700' },
  focusRing: 'auto',
  cursorType: 'pointer',
  components: {
    // Required fields say so to assistive tech (the `required` attribute) without a visual
    // asterisk in the label, so every label reads exactly as written (also for tests).
    InputWrapper: InputWrapper.extend({ defaultProps: { withAsterisk: false } }),
  },
});
