import type { ReactElement } from 'react';
import { PRIMARY_COLOR, sectionForPath, useLocation, useT, type SectionId } from 'shared-auth';
import { PageTitle } from 'shared-ui';
import { AppName } from './AppName';
import { CentredSpinner } from './CentredSpinner';

/**
 * The signed-in layout's frame — its navigation bar, its header, the section's heading where the
 * section will put its own, the centred spinner where the section will be — shown while a section's
 * first screen is pending (the sign-in state, the subscription record, the layout's code). The build
 * prerenders it into each section's HTML, so a returning user sees the layout and the name of the
 * section asked for before any JavaScript has run (docs/architecture.md "First paint").
 * Plain elements in `MainLayout`'s measures: antd's Layout is not on the sign-in page and stays off it.
 * @param section - the section being opened; its name (as the navigation spells it) is the heading,
 *   in the style and place of a section's `h1` (none for null)
 */
export function ShellFrame({ section }: { readonly section: SectionId | null }): ReactElement {
  const { t } = useT();
  return (
    <div style={{ display: 'flex', minHeight: '100vh', background: '#f5f5f5' }}>
      {/* Hidden below antd's `lg` breakpoint, where MainLayout's navigation collapses (prepaint.ts's style). */}
      <div className="shell-frame-nav" style={{ width: 232, flex: '0 0 232px', background: PRIMARY_COLOR }}>
        <AppName />
      </div>
      <div style={{ flex: 1, minWidth: 0, position: 'relative' }}>
        <div style={{ height: 64, background: '#fff' }} />
        {section && (
          // Over the spinner's area, at the layout's gutter (prepaint.ts's style).
          <div className="shell-frame-heading" style={{ position: 'absolute', top: 64, left: 0, right: 0 }}>
            <PageTitle as="h1" style={{ margin: '0 0 16px' }}>
              {t(`sections.${section}`)}
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
  return <ShellFrame section={sectionForPath(useLocation().pathname)} />;
}
