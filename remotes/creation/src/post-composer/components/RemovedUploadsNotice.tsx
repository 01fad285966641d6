import { Alert, Button } from 'shared-ui/antd/base';
import { useEffect, useState, type ReactElement } from 'react';
import { notify } from 'shared-auth';
import { useCreationT } from '../../i18n/useCreationT';
import { dismissMediaRejections, listMediaRejections, type MediaRejection } from '../api/mediaRejections';

/**
 * Names the files the server's upload check removed since the user last looked (their bytes were not
 * the type they claimed, docs/product-rules.md §10.7), until the user dismisses the notice.
 */
export function RemovedUploadsNotice({ uid }: { readonly uid: string }): ReactElement | null {
  const { t } = useCreationT();
  const [removed, setRemoved] = useState<MediaRejection[]>([]);
  useEffect(() => {
    let current = true;
    listMediaRejections(uid).then(
      (found) => current && setRemoved(found),
      (error: unknown) => console.error('[creation] removed uploads not listed', error),
    );
    return () => {
      current = false;
    };
  }, [uid]);
  if (removed.length === 0) return null;
  const dismiss = (): void => {
    dismissMediaRejections(
      uid,
      removed.map((rejection) => rejection.id),
    ).then(
      () => setRemoved([]),
      (error: unknown) => {
        console.error('[creation] removed uploads not dismissed', error);
        notify({ type: 'error', message: t('library.removedDismissFailed') });
      },
    );
  };
  return (
    <Alert
      type="warning"
      showIcon
      data-testid="removed-uploads"
      message={t('library.removed', {
        count: removed.length,
        names: removed.map((rejection) => rejection.name).join(', '),
      })}
      action={
        <Button size="small" onClick={dismiss}>
          {t('library.removedDismiss')}
        </Button>
      }
      style={{ marginBottom: 12 }}
    />
  );
}
