import { Button } from 'shared-ui/antd/base';
import { Result } from 'shared-ui/antd/feedback';
import type { ReactElement } from 'react';
import { useT } from 'shared-auth';
import type { SectionDeclaration } from 'shared-auth/section-declaration';
import { sectionLabel } from '../sections/sectionCatalogue';
import { HOST_NS } from '../../i18n/registerHostTranslations';

/**
 * The translated "section unavailable" state with "Try again" (docs/architecture.md "Outages"), loaded only when
 * a section fails (antd's Result is not part of any first screen).
 */
export default function SectionUnavailable({
  section,
  onRetry,
}: {
  readonly section: SectionDeclaration;
  readonly onRetry: () => void;
}): ReactElement {
  const { t, i18n } = useT(HOST_NS);
  return (
    <Result
      status="warning"
      title={t('remote.unavailableTitle', { section: sectionLabel(section, i18n.language) })}
      subTitle={t('remote.unavailableBody')}
      extra={
        <Button type="primary" onClick={onRetry}>
          {t('actions.tryAgain', { ns: 'common' })}
        </Button>
      }
    />
  );
}
