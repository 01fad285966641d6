import type { ReactElement } from 'react';
import { PRIMARY_COLOR, useLocation, useT } from 'shared-auth';
import type { SectionDeclaration } from 'shared-auth/section-declaration';
import { PageTitle } from 'shared-ui';
import { useSectionCatalogue } from '../sections/catalogueStore';
import { sectionAt, sectionLabel } from '../sections/sectionCatalogue';
import { AppName } from './AppName';
import { CentredSpinner } from './CentredSpinner';

/**
 * The signed-in layout's frame — its navigation bar, its header, the section's heading where the
 * section will put its own, the centred spinner where the section will be — shown while a section's
 * first screen is pending (the sign-in state, the subscription record, the layout's code). The build
 * prerenders it without a heading into `shell.html`, whose prepaint script names the section from
 * the catalogue this browser saved, so a returning user sees the layout and the name of the section
 * asked for before any JavaScript has run (docs/architecture.md "First paint").
 * Plain elements in `MainLayout`'s measures: antd's Layout is not on the sign-in page and stays off it.
 * @param section - the section being opened; its name (as the navigation spells it) is the heading,
 *   in the style and place of a section's `h1` (none for null)
 * @param prepaintHeading - with no section, an empty heading all the same, which the prepaint script
 *   of a prerendered page fills (host/prerender/prepaint.ts)
 */
export function ShellFrame({
  section,
  prepaintHeading = false,
}: {
  readonly section: SectionDeclaration | null;
  readonly prepaintHeading?: boolean;
}): ReactElement {
  const { i18n } = useT();
  return (
    <div style={{ display: 'flex', minHeight: '100vh', background: '#f5f5f5' }}>
      {/* Hidden below antd's `lg` breakpoint, where MainLayout's navigation collapses (prepaint.ts's style). */}
      <div className="shell-frame-nav" style={{ width: 232, flex: '0 0 232px', background: PRIMARY_COLOR }}>
        <AppName />
      </div>
      <div style={{ flex: 1, minWidth: 0, position: 'relative' }}>
        <div style={{ height: 64, background: '#fff' }} />
        {(section || prepaintHeading) && (
          // Over the spinner's area, at the layout's gutter (prepaint.ts's style).
          <div className="shell-frame-heading" style={{ position: 'absolute', top: 64, left: 0, right: 0 }}>
            <PageTitle as="h1" style={{ margin: '0 0 16px' }}>
              {section ? sectionLabel(section, i18n.language) : ''}
            </PageTitle>
          </div>
        )}
        <CentredSpinner within="frame" />
      </div>
    </div>
  );
}

/** {@link ShellFrame} for the section of the current path. */
export function RoutedShellFrame(): ReactElement {
  const { catalogue } = useSectionCatalogue();
  const { pathname } = useLocation();
  return <ShellFrame section={catalogue && sectionAt(catalogue, pathname)} />;
}
