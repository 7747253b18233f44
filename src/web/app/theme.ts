import { createTheme, type CSSVariablesResolver, type MantineColorsTuple } from '@mantine/core';

/** Kiwi Services green. Shade 7 (the primary) gives 5.3:1 with white text (WCAG AA). */
const kiwi: MantineColorsTuple = [
  '#e8f5ef',
  '#d2ebdf',
  '#a5d6bf',
  '#75c19d',
  '#4fae80',
  '#36a16d',
  '#1c8c61',
  '#0d7a52',
  '#0a6644',
  '#08553a',
];

/**
 * Mantine's red, darker from shade 6: its shade 7 (#f03e3e, the filled buttons' colour here)
 * gives 3.9:1 with white text; #c92a2a gives 5.5:1 (WCAG AA), for Reject, Remove, Send report
 * and the error texts alike.
 */
const red: MantineColorsTuple = [
  '#fff5f5',
  '#ffe3e3',
  '#ffc9c9',
  '#ffa8a8',
  '#ff8787',
  '#ff6b6b',
  '#e03131',
  '#c92a2a',
  '#b02525',
  '#962020',
];

export const BRAND_DARK = '#0b3d2e';

export const theme = createTheme({
  colors: { kiwi, red },
  primaryColor: 'kiwi',
  primaryShade: { light: 7, dark: 5 },
  fontFamily:
    'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  headings: { fontWeight: '700' },
  defaultRadius: 'md',
  cursorType: 'pointer',
  focusRing: 'auto',
  components: {
    Container: { defaultProps: { size: 'xl' } },
    // The X of modals and drawers is an icon button: it needs a name.
    Modal: { defaultProps: { closeButtonProps: { 'aria-label': 'Close' } } },
    Drawer: { defaultProps: { closeButtonProps: { 'aria-label': 'Close' } } },
    // Their title bar is a <header> by default: with the site header, a second banner landmark.
    ModalHeader: { defaultProps: { component: 'div' } },
    DrawerHeader: { defaultProps: { component: 'div' } },
  },
});

/** Darker "dimmed" text than Mantine's default gray.6 so secondary text keeps 4.5:1 contrast. */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: { '--kiwi-brand-dark': BRAND_DARK },
  light: { '--mantine-color-dimmed': '#5c6670' },
  dark: {},
});
