import { Button } from 'shared-ui/antd/base';
import { Result } from 'shared-ui/antd/feedback';
import type { ReactElement } from 'react';
import { useT, type SectionId } from 'shared-auth';
import { HOST_NS } from '../../i18n/registerHostTranslations';

/**
 * The translated "section unavailable" state with "Try again" (docs/architecture.md "Outages"), loaded only when
 * a section fails (antd's Result is not part of any first screen).
 */
export default function SectionUnavailable({
  section,
  onRetry,
}: {
  readonly section: SectionId;
  readonly onRetry: () => void;
}): ReactElement {
  const { t } = useT(HOST_NS);
  return (
    <Result
      status="warning"
      title={t('remote.unavailableTitle', { section: t(`sections.${section}`, { ns: 'common' }) })}
      subTitle={t('remote.unavailableBody')}
      extra={
        <Button type="primary" onClick={onRetry}>
          {t('actions.tryAgain', { ns: 'common' })}
        </Button>
      }
    />
  );
}
