import AppstoreOutlined from '@ant-design/icons/es/icons/AppstoreOutlined';
import BarChartOutlined from '@ant-design/icons/es/icons/BarChartOutlined';
import EditOutlined from '@ant-design/icons/es/icons/EditOutlined';
import FundOutlined from '@ant-design/icons/es/icons/FundOutlined';
import PlusCircleOutlined from '@ant-design/icons/es/icons/PlusCircleOutlined';
import SettingOutlined from '@ant-design/icons/es/icons/SettingOutlined';
import TeamOutlined from '@ant-design/icons/es/icons/TeamOutlined';
import UserAddOutlined from '@ant-design/icons/es/icons/UserAddOutlined';
import { Menu } from 'shared-ui/antd/layout';
import type { ReactElement, ReactNode } from 'react';
import {
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
  campaigns: <FundOutlined />,
  reporting: <BarChartOutlined />,
  leads: <UserAddOutlined />,
  adLibrary: <AppstoreOutlined />,
  influencers: <TeamOutlined />,
  settings: <SettingOutlined />,
  createCampaign: <PlusCircleOutlined />,
  createPost: <EditOutlined />,
};

/**
 * The main navigation: the sections the user's plan allows (shared-auth's entitlements table). Hovering
 * or focusing an entry preloads its remote.
 */
export function SectionNav(): ReactElement {
  const { t } = useT();
  const { pathname } = useLocation();
  const { record } = useSubscriptionRecord();
  const current = sectionForPath(pathname);
  const items = SECTION_IDS.filter((section) => isEntitled(record?.selectedPlan, section)).map((section) => ({
    key: section,
    icon: ICONS[section],
    label: (
      <Link
        to={SECTION_PATHS[section]}
        data-testid={`nav-${section}`}
        onMouseEnter={() => preloadSection(section)}
        onFocus={() => preloadSection(section)}
      >
        {t(`sections.${section}`)}
      </Link>
    ),
  }));
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
