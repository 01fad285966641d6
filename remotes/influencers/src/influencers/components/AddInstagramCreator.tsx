import { Button, Input } from 'shared-ui/antd/base';
import { Form } from 'shared-ui/antd/form';
import { Modal } from 'shared-ui/antd/overlay';
import { Typography } from 'shared-ui/antd/typography';
import { useState, type ReactElement } from 'react';
import { INSTAGRAM_USERNAME } from '@adplatform/ad-networks';
import { useInfluencersT } from '../../i18n/useInfluencersT';
import { useInstagramCreatorRead } from '../hooks/useInstagramCreatorRead';
import type { Influencer } from '../model/influencer';
import { CreatorRefusalNote } from './CreatorRefusalNote';

/** A username as people type it: the `@` is optional, spaces around it are dropped. */
const bareUsername = (typed: string): string => typed.trim().replace(/^@/u, '');

/**
 * "Add from Instagram": a creator added to the catalogue by their Instagram username, read through
 * the advertiser's Meta connection (docs/product-rules.md §10.5); the profile opens once they are in.
 * A refusal is explained in the dialog and what was typed stays.
 */
export function AddInstagramCreator({
  onAdded,
}: {
  readonly onAdded: (influencer: Influencer) => void;
}): ReactElement {
  const { t } = useInfluencersT();
  const [open, setOpen] = useState(false);
  const { busy, refusal, read, clearRefusal } = useInstagramCreatorRead();
  const [form] = Form.useForm<{ username: string }>();

  const add = ({ username }: { username: string }): Promise<void> =>
    read(bareUsername(username), (influencer) => {
      setOpen(false);
      form.resetFields();
      onAdded(influencer);
    });

  return (
    <>
      <Button onClick={() => setOpen(true)} data-testid="add-instagram-creator">
        {t('instagram.add')}
      </Button>
      <Modal
        open={open}
        title={t('instagram.addTitle')}
        okText={t('instagram.addConfirm')}
        cancelText={t('instagram.cancel')}
        confirmLoading={busy}
        onOk={() => form.submit()}
        onCancel={() => {
          setOpen(false);
          clearRefusal();
        }}
      >
        <Typography.Paragraph type="secondary">{t('instagram.addIntro')}</Typography.Paragraph>
        {refusal && <CreatorRefusalNote refusal={refusal} />}
        <Form form={form} layout="vertical" onFinish={(values) => void add(values)}>
          <Form.Item
            label={t('instagram.username')}
            name="username"
            rules={[
              { required: true, whitespace: true, message: t('instagram.usernameRequired') },
              {
                validator: (_, value: string | undefined) =>
                  !value?.trim() || INSTAGRAM_USERNAME.test(bareUsername(value))
                    ? Promise.resolve()
                    : Promise.reject(new Error(t('instagram.usernameInvalid'))),
              },
            ]}
          >
            <Input prefix="@" autoComplete="off" spellCheck={false} placeholder="trailwithmaya" />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
