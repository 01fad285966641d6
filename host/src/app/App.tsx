import { ConfigProvider, enUS, esES } from 'shared-ui/antd/base';
import type { ReactElement } from 'react';
import { THEME, useT } from 'shared-auth';
import { NotificationOutlet } from './notifications/NotificationOutlet';
import { AppRoutes } from './router';

const ANTD_LOCALES = { 'en-us': enUS, 'es-es': esES } as const;

/**
 * The host's providers: theme and antd locale, notifications, the router. The session store needs no
 * provider: shared-auth's hooks read the one store with `useSyncExternalStore`, in any React root.
 */
export function App(): ReactElement {
  const { i18n } = useT();
  const locale = ANTD_LOCALES[i18n.language as keyof typeof ANTD_LOCALES] ?? enUS;
  return (
    <ConfigProvider theme={THEME} locale={locale}>
      <NotificationOutlet />
      <AppRoutes />
    </ConfigProvider>
  );
}
