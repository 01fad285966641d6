import { Layout, Space } from 'shared-ui/antd/layout';
import type { ReactElement } from 'react';
import { Outlet, PRIMARY_COLOR, useT } from 'shared-auth';
import { HOST_NS } from '../i18n/registerHostTranslations';
import { LanguageSwitcher } from '../shell/LanguageSwitcher';
import { SectionNav } from '../shell/SectionNav';
import { UserMenu } from '../shell/UserMenu';

/** The signed-in layout: navigation, a header with language and user menu, the section. */
export function MainLayout(): ReactElement {
  const { t } = useT(HOST_NS);
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Sider breakpoint="lg" collapsedWidth={0} width={232} style={{ background: PRIMARY_COLOR }}>
        <div style={{ padding: '20px 24px' }}>
          <span style={{ color: '#fff', fontSize: 18, fontWeight: 600 }}>{t('appName')}</span>
        </div>
        <nav aria-label={t('shell.navigation')}>
          <SectionNav />
        </nav>
      </Layout.Sider>
      <Layout>
        <Layout.Header
          style={{ background: '#fff', display: 'flex', justifyContent: 'flex-end', paddingInline: 24 }}
        >
          <Space>
            <LanguageSwitcher />
            <UserMenu />
          </Space>
        </Layout.Header>
        <Layout.Content style={{ padding: 24 }}>
          <main>
            <Outlet />
          </main>
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
