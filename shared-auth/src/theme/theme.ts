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
    // antd keeps each palette colour under two names: the styles read the dashed one (as the CSS
    // variable `--ant-green-7`), components' scripts the other.
    'green-7': '#237804',
    'orange-7': '#ad4e00',
    'cyan-7': '#006d75',
    // A select's placeholder is text in the field (antd's default, 25 % black, is 1.9:1 on white).
    colorTextPlaceholder: 'rgba(0, 0, 0, 0.56)',
    borderRadius: 6,
    fontFamily: "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  },
  // One antd per page (the version check of the shared scope): selectors without a per-version hash,
  // so the stylesheet built ahead (docs/decisions/0039-antd-styles-built-ahead.md) styles a remote's
  // own antd components as well as the host's.
  hashed: false,
} as const;

/**
 * {@link THEME} for a root whose page has antd's stylesheet built ahead (the host's page, an embedded
 * section): antd's components generate no styles while they render (`zeroRuntime`); the stylesheet
 * has every component's (docs/decisions/0039-antd-styles-built-ahead.md). A root without it (a
 * remote's standalone page) uses {@link THEME}, and antd generates its styles as components render.
 */
export const BUILT_STYLES_THEME = { ...THEME, zeroRuntime: true } as const;

/** What the keyboard reaches: links, buttons and elements made focusable, whatever their role. */
const FOCUSABLE =
  'a[href],button,[tabindex="0"],[role="button"],[role="switch"],[role="tab"],[role="menuitem"],summary';

/**
 * The keyboard focus ring (docs/architecture.md "Accessibility"): navy, 2 px, apart from the element,
 * on everything the keyboard reaches — antd's global reset leaves links with none, and its own ring
 * (a light blue 4 px outline) is under 3:1 on white. On the dark navigation the ring is white. A
 * checkbox or radio shows it on its box, where antd draws its own (the input itself is invisible), a select or date field around
 * itself as soon as its input has the focus (antd marks such a field focused only on its next render),
 * and a text field without a border on itself. The host's pages carry it in their head; an embedded section, in its
 * shadow root.
 */
export const FOCUS_RING_CSS =
  `${FOCUSABLE.split(',')
    .map((selector) => `${selector}:focus-visible`)
    .join(',')},.ant-checkbox:has(.ant-checkbox-input:focus-visible),` +
  '.ant-radio:has(.ant-radio-input:focus-visible),.ant-select:has(:focus-visible),.ant-picker:has(:focus-visible),' +
  `.ant-input-borderless:focus-visible{outline:2px solid ${PRIMARY_COLOR}!important;` +
  'outline-offset:2px;border-radius:2px}' +
  // More specific than the rule above, which it overrides on the dark navigation.
  '.ant-menu.ant-menu-dark :focus-visible,.ant-menu.ant-menu-dark:focus-visible{outline-color:#fff!important}';

/**
 * Pointer targets of at least 24 × 24 px (WCAG 2.5.8) where antd draws a smaller one: the password
 * field's show/hide button, a 14 px icon. Its box grows around the icon without moving it or growing
 * the field, into the field's padding and away from the input (a target it must not overlap).
 */
export const TARGET_SIZE_CSS =
  '.ant-input-password-icon{display:inline-flex;align-items:center;justify-content:center;' +
  'min-width:24px;min-height:24px;margin-block:-1px;margin-inline-end:-5px}';

/**
 * The product's rules on top of antd's styles that make it usable by keyboard and by touch
 * ({@link FOCUS_RING_CSS}, {@link TARGET_SIZE_CSS}): the host's pages carry them in their head, an
 * embedded section in its shadow root.
 */
export const ACCESSIBILITY_CSS = FOCUS_RING_CSS + TARGET_SIZE_CSS;
