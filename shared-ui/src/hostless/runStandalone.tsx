import { ConfigProvider } from 'shared-ui/antd/base';
import type { ComponentType, ReactElement } from 'react';
import { BrowserRouter, startStandalone, THEME } from 'shared-auth';
import { SessionFrame } from './SessionFrame';

function StandaloneSection({ Section }: { readonly Section: ComponentType }): ReactElement {
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
export function runStandalone(section: ComponentType): Promise<void> {
  return startStandalone(<StandaloneSection Section={section} />);
}
