import { Drawer } from 'shared-ui/antd/overlay';
import type { ReactElement } from 'react';
import { PRIMARY_COLOR, useT } from 'shared-auth';
import { HOST_NS } from '../../i18n/registerHostTranslations';
import { AppName } from './AppName';
import { LanguageSwitcher } from './LanguageSwitcher';
import { SectionNav } from './SectionNav';

/** Props of {@link NavigationDrawer}. */
export interface NavigationDrawerProps {
  /** The drawer's id, which the menu button's `aria-controls` names. */
  readonly id: string;
  readonly open: boolean;
  readonly onClose: () => void;
}

/**
 * The navigation on a narrow screen (below antd's `lg` breakpoint, where `MainLayout` hides its side
 * navigation): the sections and the language switch in a drawer from the left, closed by a choice,
 * its close button, Escape or a click beside it. Loaded when first opened.
 */
export default function NavigationDrawer({ id, open, onClose }: NavigationDrawerProps): ReactElement {
  const { t } = useT(HOST_NS);
  return (
    <Drawer
      id={id}
      open={open}
      onClose={onClose}
      placement="left"
      width={264}
      title={<AppName />}
      closeIcon={null}
      data-testid="navigation-drawer"
      styles={{
        header: { background: PRIMARY_COLOR, padding: 0, borderBottom: 'none' },
        body: { background: PRIMARY_COLOR, padding: 0 },
      }}
      footer={<LanguageSwitcher />}
    >
      <nav aria-label={t('shell.navigation')}>
        <SectionNav onNavigate={onClose} />
      </nav>
    </Drawer>
  );
}
