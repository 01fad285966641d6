import { ConfigProvider } from 'shared-ui/antd/base';
import type { ReactElement } from 'react';
import { BUILT_STYLES_THEME, THEME, useT } from 'shared-auth';
import { antdLocale } from '../i18n/antdLocale';
import { NotificationOutlet } from './notifications/NotificationOutlet';
import { AppRoutes } from './router';

/**
 * The host's providers: theme and antd locale, notifications, the router. The session store needs no
 * provider: shared-auth's hooks read the one store with `useSyncExternalStore`, in any React root.
 * @param location - see {@link AppRoutes}: given only when the build prerenders a screen
 * @param stylesAhead - false when the build prerenders a screen and collects the styles it needs
 *   (host/prerender/renderScreen.tsx); in the browser antd's stylesheet built ahead has them all
 */
export function App({
  location,
  stylesAhead = true,
}: {
  readonly location?: string;
  readonly stylesAhead?: boolean;
}): ReactElement {
  const { i18n } = useT();
  // Loaded before the page shows its language (bootstrap, shared-auth `onLanguageLoad`).
  const locale = antdLocale(i18n.language);
  return (
    <ConfigProvider theme={stylesAhead ? BUILT_STYLES_THEME : THEME} locale={locale}>
      <NotificationOutlet />
      <AppRoutes location={location} />
    </ConfigProvider>
  );
}
