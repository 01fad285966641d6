import { Layout, Space } from 'shared-ui/antd/layout';
import { useRef, type ReactElement } from 'react';
import { Outlet, PRIMARY_COLOR, useLocation, useT } from 'shared-auth';
import { HOST_NS } from '../i18n/registerHostTranslations';
import { AppName } from '../shell/AppName';
import { LanguageSwitcher } from '../shell/LanguageSwitcher';
import { SectionNav } from '../shell/SectionNav';
import { SkipLink } from '../shell/SkipLink';
import { useFocusSectionHeading } from '../shell/useFocusSectionHeading';
import { UserMenu } from '../shell/UserMenu';

/** The id of the signed-in layout's one `main` landmark, which the skip link targets. */
const CONTENT_ID = 'main-content';

/**
 * The signed-in layout: a skip link, navigation, a header with language and user menu, and the
 * section inside the page's one `main` landmark (antd's `Layout.Content`), whose `h1` takes focus after each
 * navigation.
 */
export function MainLayout(): ReactElement {
  const { t } = useT(HOST_NS);
  const content = useRef<HTMLElement>(null);
  useFocusSectionHeading(useLocation().pathname, content);
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <SkipLink targetId={CONTENT_ID} />
      <Layout.Sider breakpoint="lg" collapsedWidth={0} width={232} style={{ background: PRIMARY_COLOR }}>
        <AppName />
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
        <Layout.Content ref={content} id={CONTENT_ID} tabIndex={-1} style={{ padding: 24, outline: 'none' }}>
          <Outlet />
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
