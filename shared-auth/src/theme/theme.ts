/** docs/product-rules.md §9: the theme's primary colour is dark navy. */
export const PRIMARY_COLOR = '#14213d';

/**
 * Design tokens of the page's one antd `ConfigProvider` (the host's, or the root of an embedded or
 * standalone remote). Plain data: no antd import.
 */
export const THEME = {
  token: {
    colorPrimary: PRIMARY_COLOR,
    colorLink: PRIMARY_COLOR,
    colorInfo: PRIMARY_COLOR,
    borderRadius: 6,
    fontFamily: "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  },
} as const;
