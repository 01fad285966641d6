import { Button } from 'shared-ui/antd/base';
import { Space, Tag } from 'shared-ui/antd/layout';
import { Typography } from 'shared-ui/antd/typography';
import { List } from 'shared-ui/antd/panels';
import { Progress } from 'shared-ui/antd/authoring';
import type { ReactElement } from 'react';
import { useCreationT } from '../../i18n/useCreationT';
import type { Upload, Uploads } from '../hooks/useUploads';

const STATE_COLORS: Record<Upload['state'], string> = {
  running: 'processing',
  paused: 'warning',
  canceled: 'default',
  checking: 'processing',
  success: 'success',
  error: 'error',
  refused: 'error',
  removed: 'error',
};

/** Each upload with its progress bar, its task state and pause / resume / cancel (docs/product-rules.md §10.7). */
export function UploadList({ uploads }: { readonly uploads: Uploads }): ReactElement | null {
  const { t } = useCreationT();
  if (uploads.uploads.length === 0) return null;
  return (
    <List
      size="small"
      data-testid="uploads"
      dataSource={[...uploads.uploads]}
      renderItem={(upload) => {
        const percent =
          upload.totalBytes > 0 ? Math.floor((upload.bytesTransferred / upload.totalBytes) * 100) : 0;
        const problem =
          upload.state === 'refused' || upload.state === 'removed'
            ? t(`fileProblems.${upload.problem}`)
            : upload.state === 'error'
              ? t(`storageErrors.${upload.problem}`)
              : null;
        return (
          <List.Item
            data-testid="upload"
            actions={[
              upload.state === 'running' ? (
                <Button key="pause" size="small" onClick={() => uploads.pause(upload.id)}>
                  {t('uploads.pause', { name: upload.name })}
                </Button>
              ) : null,
              upload.state === 'paused' ? (
                <Button key="resume" size="small" onClick={() => uploads.resume(upload.id)}>
                  {t('uploads.resume', { name: upload.name })}
                </Button>
              ) : null,
              upload.state === 'running' || upload.state === 'paused' ? (
                <Button key="cancel" size="small" danger onClick={() => uploads.cancel(upload.id)}>
                  {t('uploads.cancel', { name: upload.name })}
                </Button>
              ) : (
                <Button key="dismiss" size="small" type="text" onClick={() => uploads.dismiss(upload.id)}>
                  {t('uploads.dismiss')}
                </Button>
              ),
            ].filter(Boolean)}
          >
            <Space direction="vertical" style={{ width: '100%' }}>
              <Space>
                <Typography.Text strong>{upload.name}</Typography.Text>
                <Tag color={STATE_COLORS[upload.state]} data-testid="upload-state">
                  {t(`uploads.states.${upload.state}`)}
                </Tag>
              </Space>
              {upload.state !== 'refused' ? (
                <Progress
                  percent={percent}
                  size="small"
                  status={
                    upload.state === 'error' ? 'exception' : upload.state === 'success' ? 'success' : 'active'
                  }
                  aria-label={t('uploads.progress', { name: upload.name })}
                  data-testid="upload-progress"
                  data-bytes={upload.bytesTransferred}
                />
              ) : null}
              {problem ? (
                <Typography.Text type="danger" role="alert">
                  {problem}
                </Typography.Text>
              ) : null}
            </Space>
          </List.Item>
        );
      }}
    />
  );
}
