import { extractStyle } from '@ant-design/cssinjs';
import type { ReactElement } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { authStateChanged, initI18n, sectionForPath, sessionStore, THEME } from 'shared-auth';
import { ConfigProvider, createCache, StyleProvider } from 'shared-ui/antd/base';
import { App } from '../src/app/App';
import { registerHostTranslations } from '../src/app/i18n/registerHostTranslations';
import { ShellFrame } from '../src/app/shell/ShellFrame';
import type { PrerenderedPage } from './prerenderedPages';

/** A page's root rendered at build time: its markup (the content of `#app-root`) and antd's styles. */
export interface RenderedRoot {
  /** The markup; for a signed-out screen, byte for byte what the browser's first render produces. */
  readonly html: string;
  /** antd's `<style>` elements for that markup, with the cache map that stops the client regenerating them. */
  readonly styles: string;
}

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

/** What the browser's first render shows on the page: the app at its path, or the section's signed-in frame. */
function rootOf(page: PrerenderedPage): ReactElement {
  if (page.kind === 'signed-out') return <App location={page.path} />;
  return (
    <ConfigProvider theme={THEME}>
      <ShellFrame section={sectionForPath(page.path)} />
    </ConfigProvider>
  );
}

/**
 * Renders a page's root as the browser first shows it — a signed-out screen to a visitor in the
 * default language, or the signed-in frame — waiting for lazily loaded screens' code
 * (docs/architecture.md "First paint").
 */
export async function renderRoot(page: PrerenderedPage): Promise<RenderedRoot> {
  await prepare();
  const cache = createCache();
  const { prelude } = await prerenderToNodeStream(
    <StyleProvider cache={cache}>{rootOf(page)}</StyleProvider>,
  );
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  return { html, styles: extractStyle(cache) };
}
