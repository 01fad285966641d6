import { ConfigProvider } from 'shared-ui/antd/base';
import type { ReactElement } from 'react';
import { BrowserRouter, startStandalone, THEME } from 'shared-auth';
import type { MountableSection } from './createMount';
import { SessionFrame } from './SessionFrame';

function StandaloneSection({ entry }: { readonly entry: MountableSection }): ReactElement {
  const Section = entry.component;
  return (
    <ConfigProvider theme={THEME}>
      <BrowserRouter>
        <div style={{ padding: 24 }}>
          <SessionFrame>
            <Section />
          </SessionFrame>
        </div>
      </BrowserRouter>
    </ConfigProvider>
  );
}

/**
 * A remote's standalone mode for its team (`npm run standalone -w <remote>`): the section alone on
 * the remote's own dev server, with real sign-in against the emulators (or the configured project)
 * and the remote's own entitlement gate.
 */
export function runStandalone(entry: MountableSection): Promise<void> {
  return startStandalone(<StandaloneSection entry={entry} />);
}
