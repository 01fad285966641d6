import { expect, test, type Page } from './support/test';
import { DEMO_PASSWORD, demoAccount } from '../scripts/seed/demoAccounts';
import { settled, signIn } from './support/app';
import { SECTION_IDS, SECTION_PATHS, SECTION_SHOWN } from './support/sections';

/** Tab presses per section: past the navigation and well into each section's own controls. */
const TAB_STOPS = 40;

/**
 * What the focused element and what shows its focus around it (up to seven ancestors, which carry the
 * border of a select or a date field, and the next sibling, the box of a checkbox) look like with the
 * focus and without it, once their styles hold still; with what is behind the element. In a
 * chart, Highcharts draws its own focus border. A string, not a function: the bundler's helpers do
 * not exist inside the page.
 */
const FOCUS_INDICATOR = `(async () => {
  const element = document.activeElement;
  if (!element || element === document.body) return null;
  const rect = element.getBoundingClientRect();
  const name = (element.getAttribute('aria-label') || element.textContent || element.getAttribute('data-testid') || '').trim().slice(0, 40);
  const what = element.tagName.toLowerCase() + '.' + String(element.className).split(' ')[0] + ' "' + name + '"';
  // What is behind a node: its ancestors' backgrounds, translucent ones laid over the first opaque
  // one (or the page's white).
  const behind = (node) => {
    const layers = [];
    for (let ancestor = node.parentElement; ancestor; ancestor = ancestor.parentElement) {
      const parts = (getComputedStyle(ancestor).backgroundColor.match(/[\\d.]+/g) || []).map(Number);
      const alpha = parts.length > 3 ? parts[3] : 1;
      if (parts.length < 3 || alpha === 0) continue;
      layers.push([parts[0], parts[1], parts[2], alpha]);
      if (alpha >= 1) break;
    }
    let [red, green, blue] = [255, 255, 255];
    for (const [r, g, b, a] of layers.reverse()) {
      red = r * a + red * (1 - a); green = g * a + green * (1 - a); blue = b * a + blue * (1 - a);
    }
    return 'rgb(' + red + ', ' + green + ', ' + blue + ')';
  };
  const backdrop = behind(element);
  const chart = element.closest('.highcharts-container, .highcharts-a11y-proxy-container, [class*="highcharts-a11y-proxy"]');
  if (chart) {
    await new Promise((resolve) => setTimeout(resolve, 150));
    const border = document.querySelector('.highcharts-focus-border');
    const box = border && border.getBoundingClientRect();
    return { what, backdrop, visible: true, chartBorder: border && box.width > 0 ? getComputedStyle(border).stroke : 'none', nodes: [] };
  }
  const nodes = [element];
  for (let parent = element.parentElement, depth = 0; parent && depth < 7; parent = parent.parentElement, depth += 1) nodes.push(parent);
  if (element.nextElementSibling) nodes.push(element.nextElementSibling);
  const read = () => nodes.map((node) => {
    const style = getComputedStyle(node);
    return {
      outlineStyle: style.outlineStyle, outlineWidth: parseFloat(style.outlineWidth), outlineColor: style.outlineColor,
      boxShadow: style.boxShadow, borderColor: style.borderTopColor, borderWidth: parseFloat(style.borderTopWidth),
      background: style.backgroundColor,
    };
  });
  // Styles once they have held still for a while: transitions ended, and a component's focused state,
  // which some set on a timer, applied.
  const stable = async () => {
    let last = JSON.stringify(read());
    const start = performance.now();
    let since = start;
    while (performance.now() - since < 100 && performance.now() - start < 1500) {
      await new Promise((resolve) => requestAnimationFrame(resolve));
      const now = JSON.stringify(read());
      if (now !== last) { last = now; since = performance.now(); }
    }
    return JSON.parse(last);
  };
  const focused = await stable();
  element.blur();
  const unfocused = await stable();
  // Focused again for the next Tab to start from; the next stop's reading waits for its own styles.
  element.focus();
  return { what, backdrop, visible: rect.width > 0 && rect.height > 0, chartBorder: null,
    nodes: focused.map((style, index) => ({ focused: style, unfocused: unfocused[index], behind: behind(nodes[index]) })) };
})()`;

interface NodeLook {
  readonly outlineStyle: string;
  readonly outlineWidth: number;
  readonly outlineColor: string;
  readonly boxShadow: string;
  readonly borderColor: string;
  readonly borderWidth: number;
  readonly background: string;
}

interface Indicator {
  readonly what: string;
  readonly backdrop: string;
  readonly visible: boolean;
  /** In a chart: the stroke of Highcharts' focus border, `none` when it draws none. */
  readonly chartBorder: string | null;
  /** Each node's look with the focus and without, and what is behind it (where its outline falls). */
  readonly nodes: readonly {
    readonly focused: NodeLook;
    readonly unfocused: NodeLook;
    readonly behind: string;
  }[];
}

/** The channels of an `rgb(…)`/`rgba(…)` colour, alpha last (1 when absent). */
function channels(color: string): [number, number, number, number] {
  const [r = 0, g = 0, b = 0, a = 1] = (color.match(/[\d.]+/g) ?? []).map(Number);
  return [r, g, b, a];
}

/** `color` over `backdrop`, its alpha applied. */
function over(color: string, backdrop: string): string {
  const [r, g, b, a] = channels(color);
  const [br, bg, bb] = channels(backdrop);
  return `rgb(${r * a + br * (1 - a)}, ${g * a + bg * (1 - a)}, ${b * a + bb * (1 - a)})`;
}

/** The WCAG contrast ratio of two opaque colours. */
function contrast(a: string, b: string): number {
  const luminance = (color: string): number => {
    const [r, g, bl] = channels(color);
    const channel = (value: number) => {
      const c = value / 255;
      return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    };
    return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(bl);
  };
  const [light = 0, dark = 0] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

/** Whether one node shows the focus (see `missingRing`); its outline's ratio when that is all it has. */
function nodeShowsFocus(
  { focused, unfocused, behind }: Indicator['nodes'][number],
  backdrop: string,
): number | true {
  // An outline is drawn outside the node: against what is behind the node itself.
  const outline =
    focused.outlineStyle !== 'none' && focused.outlineWidth >= 1
      ? contrast(over(focused.outlineColor, behind), behind)
      : 0;
  if (outline >= 3) return true;
  if (focused.boxShadow !== unfocused.boxShadow && focused.boxShadow !== 'none') {
    const shadow = focused.boxShadow.match(/rgba?\([^)]*\)/)?.[0] ?? backdrop;
    if (contrast(over(shadow, backdrop), backdrop) >= 3) return true;
  }
  if (focused.borderColor !== unfocused.borderColor && focused.borderWidth >= 1) {
    const now = over(focused.borderColor, backdrop);
    if (contrast(now, over(unfocused.borderColor, backdrop)) >= 3 || contrast(now, backdrop) >= 3)
      return true;
  }
  if (focused.background !== unfocused.background) {
    const now = over(focused.background, backdrop);
    if (contrast(now, over(unfocused.background, backdrop)) >= 3) return true;
  }
  return outline;
}

/**
 * Why the focus does not show, or null when it does (WCAG 2.4.7 and 1.4.11): on the element or what
 * draws its focus, an outline of at least 1 px at 3:1 against what is behind, or a shadow, border or
 * background that appears with the focus at 3:1 against what it replaces; in a chart, Highcharts'
 * focus border at 3:1.
 */
function missingRing(indicator: Indicator): string | null {
  const { backdrop } = indicator;
  if (indicator.chartBorder !== null) {
    const ratio =
      indicator.chartBorder === 'none' ? 0 : contrast(over(indicator.chartBorder, backdrop), backdrop);
    return ratio >= 3 ? null : `chart focus border at ${ratio.toFixed(2)}:1`;
  }
  let best = 0;
  for (const node of indicator.nodes) {
    const shown = nodeShowsFocus(node, backdrop);
    if (shown === true) return null;
    best = Math.max(best, shown);
  }
  return best > 0 ? `outline at ${best.toFixed(2)}:1` : 'no outline, shadow, border or background change';
}

/** Tabs through the page from its start; answers each stop that shows no focus ring, and why. */
async function stopsWithoutRing(page: Page): Promise<string[]> {
  const missing: string[] = [];
  await page.locator('body').click({ position: { x: 1, y: 1 } });
  for (let stop = 0; stop < TAB_STOPS; stop += 1) {
    await page.keyboard.press('Tab');
    const indicator = (await page.evaluate(FOCUS_INDICATOR)) as Indicator | null;
    if (!indicator || !indicator.visible) continue;
    const why = missingRing(indicator);
    if (why) missing.push(`${indicator.what}: ${why}`);
  }
  return missing;
}

// One test a section, run side by side: each reads its own page, and none waits for another's.
test.describe.configure({ mode: 'parallel' });

for (const section of SECTION_IDS) {
  test(`every control a keyboard reaches in the ${section} section shows a focus ring at 3:1`, async ({
    page,
  }) => {
    test.slow();
    const { email } = demoAccount('premium');
    await signIn(page, email, DEMO_PASSWORD);
    await page.goto(SECTION_PATHS[section]);
    await settled(page);
    await expect(SECTION_SHOWN[section](page).first()).toBeVisible();
    expect(await stopsWithoutRing(page)).toEqual([]);
  });
}
