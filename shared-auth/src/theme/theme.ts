/** SPEC §9: the theme's primary colour is dark navy. */
export const PRIMARY_COLOR = '#14213d';

/**
 * Design tokens every app passes to its own antd `ConfigProvider` (antd is not shared between
 * builds, so each root gets the same theme from here). Plain data: no antd import.
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
