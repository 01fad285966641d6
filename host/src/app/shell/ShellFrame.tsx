import type { ReactElement } from 'react';
import { PRIMARY_COLOR } from 'shared-auth';
import { AppName } from './AppName';
import { CentredSpinner } from './CentredSpinner';

/**
 * The signed-in layout's frame — its navigation bar, its header, the centred spinner where the
 * section will be — shown while a section's first screen is pending (the sign-in state, the
 * subscription record, the layout's code). The build prerenders it into the sections' HTML, so a
 * returning user sees the layout before any JavaScript has run (docs/architecture.md "First paint").
 * Plain elements in `MainLayout`'s measures: antd's Layout is not on the sign-in page and stays off it.
 */
export function ShellFrame(): ReactElement {
  return (
    <div style={{ display: 'flex', minHeight: '100vh', background: '#f5f5f5' }}>
      {/* Hidden below antd's `lg` breakpoint, where MainLayout's navigation collapses (webpack.index.html). */}
      <div className="shell-frame-nav" style={{ width: 232, flex: '0 0 232px', background: PRIMARY_COLOR }}>
        <AppName />
      </div>
      <div style={{ flex: 1, minWidth: 0 }}>
        <div style={{ height: 64, background: '#fff' }} />
        <CentredSpinner within="frame" />
      </div>
    </div>
  );
}
