import { THEME } from './theme';

type Rgb = readonly [number, number, number];

/** `#rrggbb`, or `rgba(r, g, b, a)` laid over `background`. */
function rgb(color: string, background: Rgb): Rgb {
  const hex = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(color);
  if (hex) return [1, 2, 3].map((i) => parseInt(hex[i] ?? '0', 16)) as unknown as Rgb;
  const [r = 0, g = 0, b = 0, a = 1] = (/rgba\(([^)]+)\)/.exec(color)?.[1] ?? '').split(',').map(Number);
  return [r, g, b].map((channel, i) => channel * a + (background[i] ?? 0) * (1 - a)) as unknown as Rgb;
}

/** WCAG 2 relative luminance. */
function luminance([r, g, b]: Rgb): number {
  const linear = (channel: number): number => {
    const c = channel / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** WCAG 2 contrast ratio of `color` on `background`. */
function contrast(color: string, background: string): number {
  const back = rgb(background, [255, 255, 255]);
  const [lighter, darker] = [luminance(rgb(color, back)), luminance(back)].sort((a, b) => b - a);
  return ((lighter ?? 0) + 0.05) / ((darker ?? 0) + 0.05);
}

const WHITE = '#ffffff';
/** antd's layout background, behind every signed-in section. */
const LAYOUT_GREY = '#f5f5f5';
/** antd's tag tints (palette step 1), behind each tag's text. */
const TAG_TINTS = {
  green7: '#f6ffed',
  orange7: '#fff7e6',
  cyan7: '#e6fffb',
} as const;

describe('THEME text contrast (docs/architecture.md "Accessibility": WCAG AA, 4.5:1)', () => {
  it('keeps secondary, success, warning, error and danger-button text readable on white and on the layout grey', () => {
    const { colorTextTertiary, colorSuccessText, colorWarningText, colorErrorText, colorError } = THEME.token;
    for (const color of [colorTextTertiary, colorSuccessText, colorWarningText, colorErrorText, colorError]) {
      expect(contrast(color, WHITE)).toBeGreaterThanOrEqual(4.5);
      expect(contrast(color, LAYOUT_GREY)).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('keeps text readable on the info alert’s background', () => {
    expect(contrast('rgba(0, 0, 0, 0.88)', THEME.token.colorInfoBg)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(THEME.token.colorTextTertiary, THEME.token.colorInfoBg)).toBeGreaterThanOrEqual(4.5);
  });

  it('keeps each tag colour readable on its own tint', () => {
    for (const [token, tint] of Object.entries(TAG_TINTS) as [keyof typeof TAG_TINTS, string][]) {
      expect([token, contrast(THEME.token[token], tint) >= 4.5]).toEqual([token, true]);
    }
  });

  it('keeps text readable on a selected row, option or menu entry, resting or hovered', () => {
    for (const background of [THEME.token.controlItemBgActive, THEME.token.controlItemBgActiveHover]) {
      expect(contrast(THEME.token.colorPrimary, background)).toBeGreaterThanOrEqual(4.5);
      expect(contrast('rgba(0, 0, 0, 0.88)', background)).toBeGreaterThanOrEqual(4.5);
      expect(contrast(THEME.token.colorTextTertiary, background)).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('sets each tag colour under both of antd’s names, and a placeholder readable on white', () => {
    expect(THEME.token['green-7']).toBe(THEME.token.green7);
    expect(THEME.token['orange-7']).toBe(THEME.token.orange7);
    expect(THEME.token['cyan-7']).toBe(THEME.token.cyan7);
    expect(contrast(THEME.token.colorTextPlaceholder, WHITE)).toBeGreaterThanOrEqual(4.5);
  });

  it('measures antd’s defaults as failing, so the overrides are needed', () => {
    // What antd derives from the navy primary for a selected item.
    expect(contrast(THEME.token.colorPrimary, '#75797d')).toBeLessThan(4.5);
    expect(contrast('rgba(0, 0, 0, 0.45)', WHITE)).toBeLessThan(4.5);
    expect(contrast('#389e0d', TAG_TINTS.green7)).toBeLessThan(4.5);
    expect(contrast('#ff4d4f', WHITE)).toBeLessThan(4.5);
  });
});
