import { Spin } from 'shared-ui/antd/base';
import { lazy, Suspense, useState, type ReactElement } from 'react';
import { useT } from 'shared-auth';
import { HOST_NS } from '../../i18n/registerHostTranslations';
import type { CatalogueSection } from '../sections/sectionCatalogue';
import { SectionErrorBoundary } from './SectionErrorBoundary';
import { useIdlePreload } from '../start/useIdlePreload';
import { useSectionModule } from './useSectionModule';

const SectionUnavailable = lazy(() => import('./SectionUnavailable'));

/** Props of {@link RemoteSection}. */
export interface RemoteSectionProps {
  /** The section to show, as its remote declares it. */
  readonly section: CatalogueSection;
}

/**
 * Shows a section loaded at run time from its remote. While loading: a spinner; when the remote is
 * unavailable or throws while rendering: the translated "section unavailable" state with "Try again".
 */
export function RemoteSection({ section }: RemoteSectionProps): ReactElement {
  const { t } = useT(HOST_NS);
  const [attempt, setAttempt] = useState(0);
  const state = useSectionModule(section, attempt);
  // Step 7 of the page's start (app/start/index.ts).
  useIdlePreload(state.status === 'loaded');
  const fallback = (
    <div data-testid="section-unavailable">
      <Suspense fallback={null}>
        <SectionUnavailable section={section} onRetry={() => setAttempt((value) => value + 1)} />
      </Suspense>
    </div>
  );
  if (state.status === 'failed') return fallback;
  if (state.status === 'loading') {
    return (
      <div style={{ display: 'grid', placeItems: 'center', minHeight: 240 }}>
        <Spin aria-label={t('loading')} />
      </div>
    );
  }
  const Section = state.module.default;
  return (
    <SectionErrorBoundary key={attempt} remote={section.remote} module={section.module} fallback={fallback}>
      <Section />
    </SectionErrorBoundary>
  );
}
