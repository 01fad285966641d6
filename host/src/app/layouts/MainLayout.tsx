import MenuOutlined from '@ant-design/icons/es/icons/MenuOutlined';
import { Button } from 'shared-ui/antd/base';
import { Layout, Space } from 'shared-ui/antd/layout';
import { lazy, Suspense, useRef, useState, type ReactElement } from 'react';
import { Outlet, PRIMARY_COLOR, useAccount, useLocation, useT } from 'shared-auth';
import { HOST_NS } from '../../i18n/registerHostTranslations';
import { AppName } from '../shell/AppName';
import { LanguageSwitcher } from '../shell/LanguageSwitcher';
import { SectionNav } from '../shell/SectionNav';
import { SkipLink } from '../shell/SkipLink';
import { useFocusSectionHeading } from '../shell/useFocusSectionHeading';
import { UserMenu } from '../shell/UserMenu';

// Only a narrow screen opens it, and only when asked.
const NavigationDrawer = lazy(() => import('../shell/NavigationDrawer'));
// Only a member of another's account sees it: kept out of the first load of everyone else.
const AccountBanner = lazy(() => import('../shell/AccountBanner'));

/** The id of the signed-in layout's one `main` landmark, which the skip link targets. */
const CONTENT_ID = 'main-content';
/** The id of the drawer's navigation, which the menu button controls. */
const DRAWER_ID = 'navigation-drawer';

/** Below antd's `lg` breakpoint, as `Layout.Sider` asks the browser (antd's `dimensionMaxMap`). */
const NARROW_QUERY = 'screen and (max-width: 991.98px)';

/**
 * Whether the window is below the `lg` breakpoint now, so that a phone's first render is already
 * the narrow layout: the side navigation's menu and the header's language switch, which a phone
 * does not show, are never built for it (docs/architecture.md "Screen sizes").
 */
function narrowNow(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(NARROW_QUERY).matches;
}

/**
 * The signed-in layout: a skip link, navigation, a header with language and user menu, and the
 * section inside the page's one `main` landmark (antd's `Layout.Content`), whose `h1` takes focus after each
 * navigation. Below antd's `lg` breakpoint (a phone, a narrow window) the side navigation gives way to
 * a menu button that opens it in a drawer with the language switch, and the user menu shows its icon
 * only, so that the header fits 390 px (docs/architecture.md "Screen sizes"); the first render is
 * already the layout of the window's width.
 */
export function MainLayout(): ReactElement {
  const { t } = useT(HOST_NS);
  const content = useRef<HTMLElement>(null);
  const [narrow, setNarrow] = useState(narrowNow);
  const [navigationOpen, setNavigationOpen] = useState(false);
  const [navigationAsked, setNavigationAsked] = useState(false);
  const { isMember } = useAccount();
  useFocusSectionHeading(useLocation().pathname, content);
  const gutter = narrow ? 16 : 24;
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <SkipLink targetId={CONTENT_ID} />
      <Layout.Sider
        breakpoint="lg"
        collapsedWidth={0}
        trigger={null}
        onBreakpoint={(broken) => {
          setNarrow(broken);
          if (!broken) setNavigationOpen(false);
        }}
        width={232}
        style={{ background: PRIMARY_COLOR, display: narrow ? 'none' : undefined }}
      >
        {/* Hidden when narrow, and not built then: the drawer has the navigation. */}
        {!narrow && (
          <>
            <AppName />
            <nav aria-label={t('shell.navigation')}>
              <SectionNav />
            </nav>
          </>
        )}
      </Layout.Sider>
      <Layout style={{ minWidth: 0 }}>
        <Layout.Header
          style={{
            background: '#fff',
            display: 'flex',
            alignItems: 'center',
            justifyContent: narrow ? 'space-between' : 'flex-end',
            paddingInline: gutter,
          }}
        >
          {narrow && (
            <Button
              icon={<MenuOutlined aria-hidden />}
              aria-label={t('shell.openNavigation')}
              aria-expanded={navigationOpen}
              aria-controls={navigationAsked ? DRAWER_ID : undefined}
              data-testid="open-navigation"
              onClick={() => {
                setNavigationAsked(true);
                setNavigationOpen(true);
              }}
            />
          )}
          <Space>
            {!narrow && <LanguageSwitcher />}
            <UserMenu compact={narrow} />
          </Space>
        </Layout.Header>
        <Layout.Content
          ref={content}
          id={CONTENT_ID}
          tabIndex={-1}
          style={{ padding: gutter, outline: 'none', minWidth: 0 }}
        >
          {isMember && (
            <Suspense fallback={null}>
              <AccountBanner />
            </Suspense>
          )}
          <Outlet />
        </Layout.Content>
      </Layout>
      {narrow && navigationAsked && (
        <Suspense fallback={null}>
          <NavigationDrawer id={DRAWER_ID} open={navigationOpen} onClose={() => setNavigationOpen(false)} />
        </Suspense>
      )}
    </Layout>
  );
}
