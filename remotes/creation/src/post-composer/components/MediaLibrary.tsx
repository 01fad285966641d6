import { Button, Input } from 'shared-ui/antd/base';
import { Empty, Space } from 'shared-ui/antd/layout';
import { Typography } from 'shared-ui/antd/typography';
import { Card, List, Popconfirm } from 'shared-ui/antd/panels';
import { Upload as AntUpload } from 'shared-ui/antd/authoring';
import { useCallback, useEffect, useState, type ReactElement } from 'react';
import { notify } from 'shared-auth';
import { formatDate } from 'shared-ui';
import { useCreationT } from '../../i18n/useCreationT';
import { deleteMedia, listMedia, updateAlt, type MediaItem } from '../api/mediaLibrary';
import { useMediaUrl } from '../hooks/useMediaUrl';
import { useUploads } from '../hooks/useUploads';
import { storageErrorKey } from '../model/storageErrors';
import { RemovedUploadsNotice } from './RemovedUploadsNotice';
import { UploadList } from './UploadList';

function formatBytes(bytes: number, locale: string): string {
  const units = ['byte', 'kilobyte', 'megabyte', 'gigabyte'] as const;
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return new Intl.NumberFormat(locale, { style: 'unit', unit: units[unit], maximumFractionDigits: 1 }).format(
    value,
  );
}

function MediaCard({
  item,
  selected,
  onToggle,
  onChanged,
}: {
  readonly item: MediaItem;
  readonly selected: boolean;
  readonly onToggle: (item: MediaItem) => void;
  readonly onChanged: () => void;
}): ReactElement {
  const { t, i18n } = useCreationT();
  const [alt, setAlt] = useState(item.alt);
  const url = useMediaUrl(item.path);
  const name = item.displayName;
  const fail = (error: unknown): void => {
    console.error('[creation] media action failed', error);
    notify({ type: 'error', message: t(`storageErrors.${storageErrorKey(error)}`) });
  };
  return (
    <Card
      size="small"
      data-testid="media-item"
      style={{ borderColor: selected ? '#14213d' : undefined }}
      cover={
        url && item.contentType.startsWith('image/') ? (
          <img src={url} alt={item.alt || name} style={{ height: 120, objectFit: 'cover' }} />
        ) : undefined
      }
    >
      <Space direction="vertical" style={{ width: '100%' }} size={4}>
        <Typography.Text strong ellipsis title={name} data-testid="media-name">
          {name}
        </Typography.Text>
        <Typography.Text type="secondary" data-testid="media-size" data-bytes={item.size}>
          {formatBytes(item.size, i18n.language)} · {item.contentType}
        </Typography.Text>
        <Typography.Text type="secondary">
          {t('library.created', { date: formatDate(item.timeCreated, i18n.language) })} ·{' '}
          {t('library.updated', { date: formatDate(item.updated, i18n.language) })}
        </Typography.Text>
        <Typography.Text type="secondary" copyable={item.md5Hash ? { text: item.md5Hash } : false}>
          MD5 {item.md5Hash ?? '—'}
        </Typography.Text>
        <Space.Compact style={{ width: '100%' }}>
          <Input
            aria-label={t('library.alt', { name })}
            placeholder={t('library.altPlaceholder')}
            value={alt}
            maxLength={250}
            onChange={(event) => setAlt(event.target.value)}
          />
          <Button
            onClick={() =>
              updateAlt(item, alt).then(() => {
                notify({ type: 'success', message: t('library.altSaved') });
                onChanged();
              }, fail)
            }
          >
            {t('library.saveAlt')}
          </Button>
        </Space.Compact>
        <Space wrap>
          <Button size="small" type={selected ? 'primary' : 'default'} onClick={() => onToggle(item)}>
            {t(selected ? 'library.detach' : 'library.attach', { name })}
          </Button>
          {url ? (
            <Button size="small" href={url} target="_blank" rel="noreferrer">
              {t('library.download')}
            </Button>
          ) : null}
          <Popconfirm
            title={t('library.confirmDelete', { name })}
            onConfirm={() => deleteMedia(item.path).then(onChanged, fail)}
          >
            <Button size="small" danger>
              {t('library.delete')}
            </Button>
          </Popconfirm>
        </Space>
      </Space>
    </Card>
  );
}

/**
 * The user's media library (docs/product-rules.md §10.7): upload images and videos (resumable, with progress and pause /
 * resume / cancel), list them a page at a time with their metadata, edit alt text, download, delete,
 * and attach files to a post or an ad.
 */
export function MediaLibrary({
  uid,
  attached,
  onToggle,
}: {
  readonly uid: string;
  /** The paths of the files attached to what is being composed. */
  readonly attached: readonly string[];
  readonly onToggle: (item: MediaItem) => void;
}): ReactElement {
  const { t } = useCreationT();
  const [items, setItems] = useState<MediaItem[]>([]);
  const [nextPageToken, setNextPageToken] = useState<string | null>(null);
  const [status, setStatus] = useState<'loading' | 'ready' | 'error'>('loading');
  const [version, setVersion] = useState(0);
  const reload = useCallback(() => setVersion((value) => value + 1), []);
  const uploads = useUploads(uid, reload, reload);

  useEffect(() => {
    let current = true;
    listMedia(uid, null).then(
      (page) => {
        if (!current) return;
        setItems(page.items);
        setNextPageToken(page.nextPageToken);
        setStatus('ready');
      },
      (error: unknown) => {
        console.error('[creation] library not listed', error);
        if (current) setStatus('error');
      },
    );
    return () => {
      current = false;
    };
  }, [uid, version]);

  const more = (): void => {
    if (!nextPageToken) return;
    listMedia(uid, nextPageToken).then(
      (page) => {
        setItems((previous) => [...previous, ...page.items]);
        setNextPageToken(page.nextPageToken);
      },
      (error: unknown) => notify({ type: 'error', message: t(`storageErrors.${storageErrorKey(error)}`) }),
    );
  };

  return (
    <Card size="small" title={t('library.title')} data-testid="media-library">
      <RemovedUploadsNotice uid={uid} />
      <AntUpload
        multiple
        accept="image/*,video/*"
        showUploadList={false}
        beforeUpload={(_, files) => {
          if (files[0] === _) uploads.start(files);
          return false;
        }}
      >
        <Button>{t('library.upload')}</Button>
      </AntUpload>
      <UploadList uploads={uploads} />
      {status === 'error' ? (
        <Typography.Text type="danger">{t('library.loadFailed')}</Typography.Text>
      ) : status === 'ready' && items.length === 0 ? (
        <Empty description={t('library.empty')} />
      ) : (
        <List
          loading={status === 'loading'}
          grid={{ gutter: 12, xs: 1, sm: 2, lg: 3 }}
          dataSource={items}
          renderItem={(item) => (
            <List.Item>
              <MediaCard
                item={item}
                selected={attached.includes(item.path)}
                onToggle={onToggle}
                onChanged={reload}
              />
            </List.Item>
          )}
        />
      )}
      {nextPageToken ? <Button onClick={more}>{t('library.more')}</Button> : null}
    </Card>
  );
}
