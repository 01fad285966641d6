import AntdIcon from '@ant-design/icons/es/components/AntdIconLight';
import LockOutlined from '@ant-design/icons/es/icons/LockOutlined';
import type { IconDefinition } from '@ant-design/icons-svg/lib/types';
import { Menu } from 'shared-ui/antd/layout';
import type { ReactElement } from 'react';
import {
  cheapestPlanWith,
  isEntitled,
  isFeatureId,
  Link,
  useLocation,
  useSubscriptionRecord,
  useT,
} from 'shared-auth';
import { preloadSection } from '../federation/preload';
import { useSectionCatalogue } from '../sections/catalogueStore';
import { sectionAt, sectionLabel } from '../sections/sectionCatalogue';

/**
 * The main navigation: every section the remotes declare, in their order, with their names and
 * icons (docs/architecture.md "Remotes"); those whose feature the user's plan does not include with
 * a lock and the plan that includes it (`@adplatform/plans`). A locked entry still opens its path,
 * where the guard sends the user to settings with the reason and the upgrade (docs/product-rules.md
 * §12). Hovering or focusing an included entry preloads its remote.
 * @param onNavigate - called when an entry is chosen (the phone's navigation drawer closes)
 */
export function SectionNav({ onNavigate }: { readonly onNavigate?: () => void } = {}): ReactElement {
  const { t, i18n } = useT();
  const { pathname } = useLocation();
  const { record } = useSubscriptionRecord();
  const catalogue = useSectionCatalogue().catalogue ?? [];
  const current = sectionAt(catalogue, pathname);
  const items = catalogue.map((section) => {
    const { feature } = section;
    const known = isFeatureId(feature);
    const locked = !(known && isEntitled(record?.selectedPlan, feature));
    const name = sectionLabel(section, i18n.language);
    return {
      key: section.id,
      icon: locked ? (
        <LockOutlined aria-hidden />
      ) : (
        // A declaration is plain data, checked by the catalogue's schema: an icons-svg definition.
        <AntdIcon icon={section.icon as unknown as IconDefinition} aria-hidden />
      ),
      label: (
        <Link
          to={section.path}
          data-testid={`nav-${section.id}`}
          data-locked={locked || undefined}
          aria-label={
            locked && known
              ? t('plans.lockedSection', { section: name, plan: t(`plans.${cheapestPlanWith(feature)}`) })
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
      selectedKeys={current ? [current.id] : []}
      items={items}
    />
  );
}
