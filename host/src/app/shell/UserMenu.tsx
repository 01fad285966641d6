import LogoutOutlined from '@ant-design/icons/es/icons/LogoutOutlined';
import SettingOutlined from '@ant-design/icons/es/icons/SettingOutlined';
import UserOutlined from '@ant-design/icons/es/icons/UserOutlined';
import { Button } from 'shared-ui/antd/base';
import type { ReactElement } from 'react';
import { MenuButton } from 'shared-ui';
import { PATHS, signOut, useAuthState, useNavigate, useT } from 'shared-auth';
import { HOST_NS } from '../../i18n/registerHostTranslations';

/**
 * The header's user menu: who is signed in, settings, sign out (its Dropdown mounts at the first
 * click: `MenuButton`).
 * @param compact - the button shows only its icon (a narrow screen); the name stays its accessible name
 */
export function UserMenu({ compact = false }: { readonly compact?: boolean }): ReactElement {
  const { t } = useT(HOST_NS);
  const { user } = useAuthState();
  const navigate = useNavigate();
  const name = user?.displayName || user?.email || undefined;
  return (
    <MenuButton
      menu={{
        items: [
          { key: 'settings', icon: <SettingOutlined aria-hidden />, label: t('shell.settings') },
          { type: 'divider' },
          { key: 'signOut', icon: <LogoutOutlined aria-hidden />, label: t('shell.signOut') },
        ],
        onClick: ({ key }) => {
          if (key === 'settings') void navigate(PATHS.settings);
          if (key === 'signOut') void signOut().then(() => navigate(PATHS.login));
        },
      }}
    >
      <Button
        icon={<UserOutlined aria-hidden />}
        data-testid="user-menu"
        aria-label={compact ? name : undefined}
      >
        {compact ? null : name}
      </Button>
    </MenuButton>
  );
}
