import { Button } from 'shared-ui/antd/base';
import { Component, type ErrorInfo, type ReactElement, type ReactNode } from 'react';
import { useT } from 'shared-auth';
import { HOST_NS } from '../../i18n/registerHostTranslations';
import { AppLiveMark } from './AppLiveMark';

/**
 * What a screen whose code could not be loaded shows (the connection dropped, a new release replaced
 * the chunk): a translated message and a reload, built from what the page already has, so that it
 * shows without the network.
 */
function ScreenLoadFailed(): ReactElement {
  const { t } = useT(HOST_NS);
  return (
    <div
      role="alert"
      data-testid="screen-load-failed"
      style={{ display: 'grid', placeItems: 'center', alignContent: 'center', gap: 16, minHeight: '60vh' }}
    >
      <h1 style={{ fontSize: 20, margin: 0 }}>{t('screen.failedTitle')}</h1>
      <p style={{ margin: 0 }}>{t('screen.failedBody')}</p>
      <Button type="primary" onClick={() => window.location.reload()}>
        {t('screen.reload')}
      </Button>
      <AppLiveMark />
    </div>
  );
}

/**
 * Contains a failure to load or render one of the host's screens (docs/architecture.md "Outages"),
 * so that the page never goes blank: the error is logged and {@link ScreenLoadFailed} shown. A
 * remote's section has its own boundary (`SectionErrorBoundary`).
 */
export class ScreenErrorBoundary extends Component<{ readonly children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('[host] a screen could not be shown', error, info.componentStack);
  }

  override render(): ReactNode {
    return this.state.failed ? <ScreenLoadFailed /> : this.props.children;
  }
}
