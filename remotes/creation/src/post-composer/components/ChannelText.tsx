import { Typography } from 'shared-ui/antd/typography';
import { TextArea } from 'shared-ui/antd/authoring';
import type { ReactElement } from 'react';
import { useCreationT } from '../../i18n/useCreationT';
import { CHANNEL_LIMITS, characterCount, type Channel } from '../model/channels';

/** A live character counter at `channel`'s limit, red when over it. */
export function CharacterCounter({
  channel,
  text,
}: {
  readonly channel: Channel;
  readonly text: string;
}): ReactElement {
  const { t } = useCreationT();
  const count = characterCount(text);
  const limit = CHANNEL_LIMITS[channel].text;
  return (
    <Typography.Text type={count > limit ? 'danger' : 'secondary'} data-testid={`counter-${channel}`}>
      {t('composer.counter', { channel: t(`channels.${channel}`), count, limit })}
    </Typography.Text>
  );
}

/** The text of one channel's override, with its counter. */
export function ChannelText({
  channel,
  value,
  onChange,
}: {
  readonly channel: Channel;
  readonly value: string;
  readonly onChange: (text: string) => void;
}): ReactElement {
  const { t } = useCreationT();
  return (
    <>
      <TextArea
        aria-label={t('composer.overrideFor', { channel: t(`channels.${channel}`) })}
        rows={3}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
      <CharacterCounter channel={channel} text={value} />
    </>
  );
}
