/** docs/product-rules.md §9: the theme's primary colour is dark navy. */
export const PRIMARY_COLOR = '#14213d';

/**
 * Design tokens of the page's one antd `ConfigProvider` (the host's, or the root of an embedded or
 * standalone remote). Plain data: no antd import.
 *
 * Text contrast (docs/architecture.md "Accessibility", WCAG 2 AA: 4.5:1 for body text): antd's
 * defaults put secondary text (`colorTextTertiary`, 45 % black: 3.4:1 on white, 3.1:1 on the layout's
 * grey), success/warning/error text, a danger button's label (`colorError`: 3.3:1 as text on white and
 * under white text) and the tags' green, orange and cyan (the ones the sections use) below it. These tokens darken exactly those, each ≥ 4.5:1 on white, on the layout's grey and on the tag's
 * own tint. antd derives the info alert's background from `colorInfo` (the navy primary) as a
 * mid grey, on which its text falls to about 3:1: the info background and border are set to a navy
 * tint instead. The same mid grey is what it derives for selected items (a table's selected rows, a
 * chosen option, the current menu entry): those take a light navy tint too.
 */
export const THEME = {
  token: {
    colorPrimary: PRIMARY_COLOR,
    colorLink: PRIMARY_COLOR,
    colorInfo: PRIMARY_COLOR,
    colorTextTertiary: 'rgba(0, 0, 0, 0.62)',
    colorInfoBg: '#eef2fa',
    colorPrimaryBg: '#e6ebf5',
    colorPrimaryBgHover: '#d9e0ee',
    controlItemBgActive: '#e6ebf5',
    controlItemBgActiveHover: '#d9e0ee',
    colorInfoBorder: '#c3cde3',
    colorSuccessText: '#237804',
    colorWarningText: '#ad4e00',
    colorErrorText: '#cf1322',
    colorError: '#cf1322',
    green7: '#237804',
    orange7: '#ad4e00',
    cyan7: '#006d75',
    borderRadius: 6,
    fontFamily: "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  },
} as const;

/**
 * The keyboard focus ring of links and of elements made focusable (`tabindex="0"`), which antd's
 * global reset leaves with none (`a:focus { outline: 0 }`): navy, 2 px, apart from the element
 * (docs/architecture.md "Accessibility"). The host's pages carry it in their head; an embedded
 * section, in its shadow root.
 */
export const FOCUS_RING_CSS =
  `a[href]:focus-visible,[tabindex="0"]:focus-visible{outline:2px solid ${PRIMARY_COLOR};` +
  'outline-offset:2px;border-radius:2px}';
