import { App as AntApp, ConfigProvider } from 'antd';
import enUS from 'antd/locale/en_US';
import esES from 'antd/locale/es_ES';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router-dom';
import { sessionStore, THEME, useT } from 'shared-auth';
import { NotificationOutlet } from './notifications/NotificationOutlet';
import { router } from './router';

const ANTD_LOCALES = { 'en-us': enUS, 'es-es': esES } as const;

/** The host's providers: theme and antd locale, the session store, notifications, the router. */
export function App(): ReactElement {
  const { i18n } = useT();
  const locale = ANTD_LOCALES[i18n.language as keyof typeof ANTD_LOCALES] ?? enUS;
  return (
    <ConfigProvider theme={THEME} locale={locale}>
      <AntApp>
        <Provider store={sessionStore}>
          <NotificationOutlet />
          <RouterProvider router={router} />
        </Provider>
      </AntApp>
    </ConfigProvider>
  );
}
