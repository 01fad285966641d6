import AppstoreOutlined from '@ant-design/icons/es/icons/AppstoreOutlined';
import BarChartOutlined from '@ant-design/icons/es/icons/BarChartOutlined';
import EditOutlined from '@ant-design/icons/es/icons/EditOutlined';
import FundOutlined from '@ant-design/icons/es/icons/FundOutlined';
import LockOutlined from '@ant-design/icons/es/icons/LockOutlined';
import PlusCircleOutlined from '@ant-design/icons/es/icons/PlusCircleOutlined';
import SettingOutlined from '@ant-design/icons/es/icons/SettingOutlined';
import TeamOutlined from '@ant-design/icons/es/icons/TeamOutlined';
import UserAddOutlined from '@ant-design/icons/es/icons/UserAddOutlined';
import { Menu } from 'shared-ui/antd/layout';
import type { ReactElement, ReactNode } from 'react';
import {
  cheapestPlanWith,
  isEntitled,
  Link,
  SECTION_IDS,
  SECTION_PATHS,
  sectionForPath,
  type SectionId,
  useLocation,
  useSubscriptionRecord,
  useT,
} from 'shared-auth';
import { preloadSection } from '../federation/preload';

const ICONS: Record<SectionId, ReactNode> = {
  campaigns: <FundOutlined aria-hidden />,
  reporting: <BarChartOutlined aria-hidden />,
  leads: <UserAddOutlined aria-hidden />,
  adLibrary: <AppstoreOutlined aria-hidden />,
  influencers: <TeamOutlined aria-hidden />,
  settings: <SettingOutlined aria-hidden />,
  createCampaign: <PlusCircleOutlined aria-hidden />,
  createPost: <EditOutlined aria-hidden />,
};

/**
 * The main navigation: every section, those the user's plan does not include with a lock and the plan
 * that includes them (shared-auth's entitlements table). A locked entry still opens its path, where the
 * guard sends the user to settings with the reason and the upgrade (docs/product-rules.md §12).
 * Hovering or focusing an included entry preloads its remote.
 * @param onNavigate - called when an entry is chosen (the phone's navigation drawer closes)
 */
export function SectionNav({ onNavigate }: { readonly onNavigate?: () => void } = {}): ReactElement {
  const { t } = useT();
  const { pathname } = useLocation();
  const { record } = useSubscriptionRecord();
  const current = sectionForPath(pathname);
  const items = SECTION_IDS.map((section) => {
    const locked = !isEntitled(record?.selectedPlan, section);
    const name = t(`sections.${section}`);
    return {
      key: section,
      icon: locked ? <LockOutlined aria-hidden /> : ICONS[section],
      label: (
        <Link
          to={SECTION_PATHS[section]}
          data-testid={`nav-${section}`}
          data-locked={locked || undefined}
          aria-label={
            locked
              ? t('plans.lockedSection', { section: name, plan: t(`plans.${cheapestPlanWith(section)}`) })
              : undefined
          }
          onMouseEnter={locked ? undefined : () => preloadSection(section)}
          onFocus={locked ? undefined : () => preloadSection(section)}
          onClick={onNavigate}
        >
          {name}
        </Link>
      ),
    };
  });
  return (
    <Menu
      style={{ background: 'transparent' }}
      theme="dark"
      mode="inline"
      selectedKeys={current ? [current] : []}
      items={items}
    />
  );
}
