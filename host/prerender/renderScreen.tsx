import { extractStyle } from '@ant-design/cssinjs';
import type { ReactElement } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { authStateChanged, BUILT_STYLES_THEME, initI18n, sessionStore, THEME } from 'shared-auth';
import { ConfigProvider, createCache, StyleProvider } from 'shared-ui/antd/base';
import { App } from '../src/app/App';
import { registerHostTranslations } from '../src/i18n/registerHostTranslations';
import { ShellFrame } from '../src/app/shell/ShellFrame';
import type { PrerenderedPage } from './prerenderedPages';

/** antd's style cache of a build's prerendered pages: the styles their screens need, collected. */
export type PageStyles = ReturnType<typeof createCache>;

let prepared: Promise<void> | undefined;

/** The state of a first visit: the default language, nobody signed in (no session hint). */
function prepare(): Promise<void> {
  prepared ??= (async () => {
    await initI18n();
    registerHostTranslations();
    sessionStore.dispatch(authStateChanged(null));
  })();
  return prepared;
}

/**
 * What the browser's first render shows on the page: the app at its path, or the signed-in frame
 * with an empty heading for the prepaint script to fill. `stylesAhead` as in the browser (antd's components generate no styles), or not, to
 * collect the styles they need.
 */
function rootOf(page: PrerenderedPage, stylesAhead: boolean): ReactElement {
  if (page.kind === 'signed-out') return <App location={page.path} stylesAhead={stylesAhead} />;
  return (
    <ConfigProvider theme={stylesAhead ? BUILT_STYLES_THEME : THEME}>
      <ShellFrame section={null} prepaintHeading />
    </ConfigProvider>
  );
}

async function renderToString(root: ReactElement): Promise<string> {
  const { prelude } = await prerenderToNodeStream(root);
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  return html;
}

/** A new cache for {@link renderRoot}'s styles. */
export function pageStyles(): PageStyles {
  return createCache();
}

/**
 * Renders a page's root as the browser first shows it — a signed-out screen to a visitor in the
 * default language, or the signed-in frame — waiting for lazily loaded screens' code
 * (docs/architecture.md "First paint"), and collects antd's styles for it into `styles`.
 * @returns the root's markup; for a signed-out screen, byte for byte what the browser's first render
 *   produces
 */
export async function renderRoot(page: PrerenderedPage, styles: PageStyles): Promise<string> {
  await prepare();
  const html = await renderToString(rootOf(page, true));
  await renderToString(<StyleProvider cache={styles}>{rootOf(page, false)}</StyleProvider>);
  return html;
}

/** The styles collected in `styles`, as plain CSS. */
export function stylesheetOf(styles: PageStyles): string {
  return extractStyle(styles, { plain: true });
}
