/**
 * The stacking order of what floats over the pages (Mantine's defaults: modals 200, popovers
 * 300). Toasts float over the page and its dialogs; a menu the visitor opened (the header's
 * drawer on a phone, its dropdowns) floats over the toasts, so a toast never hides the links the
 * visitor is reaching for. The page-loading bar stays on top.
 */
export const LAYERS = {
  toasts: 1100,
  openMenus: 1150,
  loadingBar: 1200,
} as const;
