import { ConfigProvider, StyleProvider, createCache } from 'shared-ui/antd/base';
import type { ComponentType, ReactElement } from 'react';
import { createRoot } from 'react-dom/client';
import {
  antdStylesApplied,
  antdStylesheetUrl,
  BrowserRouter,
  BUILT_STYLES_THEME,
  MemoryRouter,
  type MountModule,
  ACCESSIBILITY_CSS,
  type MountOptions,
  startHostlessSession,
  THEME,
  type Unmount,
} from 'shared-auth';
import type { SectionDeclaration } from 'shared-auth/section-declaration';
import { SessionFrame } from './SessionFrame';

/** A section a remote can mount: its component and the path its declaration gives it. */
interface MountableSection {
  readonly component: ComponentType;
  readonly path: string;
}

/**
 * Resets what the page would otherwise pass down into the shadow root (inherited font, colour, line
 * height, colour scheme…) so the section looks the same on any page, and carries the product's
 * accessibility rules (focus ring, target sizes); antd's stylesheet built ahead is linked next to it. The page may still set inherited properties on the
 * element itself with `!important`, which beats `:host`: the section's own root, which no page
 * selector reaches, starts again from their initial values, then takes the product's text style.
 */
const SHADOW_RESET =
  ':host { all: initial; display: block; } ' +
  `.adplatform-embed { all: initial; display: block; font-family: ${THEME.token.fontFamily}; ` +
  `font-size: 14px; line-height: 1.5715; color: rgba(0, 0, 0, 0.88); color-scheme: light; } ${ACCESSIBILITY_CSS}`;

function EmbeddedSection({
  entry,
  routing,
  popupContainer,
}: {
  readonly entry: MountableSection;
  readonly routing: MountOptions['routing'];
  readonly popupContainer: HTMLElement;
}): ReactElement {
  const Section = entry.component;
  const content = (
    <SessionFrame>
      <Section />
    </SessionFrame>
  );
  return (
    <ConfigProvider
      theme={antdStylesheetUrl() ? BUILT_STYLES_THEME : THEME}
      getPopupContainer={() => popupContainer}
    >
      {routing === 'browser' ? (
        <BrowserRouter>{content}</BrowserRouter>
      ) : (
        <MemoryRouter initialEntries={[entry.path]}>{content}</MemoryRouter>
      )}
    </ConfigProvider>
  );
}

/**
 * Builds a remote's `mount` (shared-auth `MountModule`): renders one of its sections into a shadow root
 * of the page's element, with antd's styles linked inside that root (they neither leak out nor meet
 * the page's CSS), popups kept inside it, the session started through shared-auth (sign-in form when
 * nobody is signed in) and the remote's own entitlement gate applied.
 * @param declarations - the remote's declared sections (`src/expose/sections.ts`); the first is the
 *   default
 * @param components - each declared section's component, by its exposed module
 * @returns `mount(element, options) → unmount`
 * @throws Error when a declared section has no component
 */
export function createMount(
  declarations: readonly SectionDeclaration[],
  components: Readonly<Record<string, ComponentType>>,
): MountModule['mount'] {
  const sections: Record<string, MountableSection> = {};
  for (const { module, path } of declarations) {
    const component = components[module];
    if (!component) throw new Error(`The section exposed as ${module} has no component to mount`);
    sections[module] = { component, path };
  }
  return (element: HTMLElement, options: MountOptions = {}): Unmount => {
    const name = options.module ?? Object.keys(sections)[0] ?? '';
    const entry = sections[name];
    if (!entry)
      throw new Error(`Unknown section "${name}"; this remote mounts: ${Object.keys(sections).join(', ')}`);
    const shadow = element.shadowRoot ?? element.attachShadow({ mode: 'open' });
    const style = document.createElement('style');
    style.textContent = SHADOW_RESET;
    const container = document.createElement('div');
    container.className = 'adplatform-embed';
    shadow.append(style, container);
    const root = createRoot(container);
    let mounted = true;
    // The host's container names antd's stylesheet (embed.js starts it first); without a host,
    // antd generates the styles into the shadow root as its components render.
    void Promise.all([
      startHostlessSession({ language: options.language, documentLanguage: false }),
      antdStylesApplied(shadow),
    ]).then(() => {
      if (!mounted) return;
      root.render(
        <StyleProvider container={shadow} cache={createCache()}>
          <EmbeddedSection entry={entry} routing={options.routing} popupContainer={container} />
        </StyleProvider>,
      );
    });
    return () => {
      if (!mounted) return;
      mounted = false;
      root.unmount();
      style.remove();
      container.remove();
    };
  };
}
