import { Button, Flex, Input } from 'shared-ui/antd/base';
import { Checkbox } from 'shared-ui/antd/data';
import { Typography } from 'shared-ui/antd/typography';
import { useState, type ReactElement } from 'react';
import { notify } from 'shared-auth';
import { PageTitle } from 'shared-ui';
import { useInfluencersT } from '../../i18n/useInfluencersT';
import { createInfluencerList, listNameSchema, setInList } from '../api/influencerLists';
import { INFLUENCER_LIST_MAX, INFLUENCER_LIST_NAME_MAX } from '@adplatform/influencer-model';
import type { Influencer } from '../model/influencer';
import type { InfluencerList } from '../model/influencerListDocument';

/**
 * The profile's lists (docs/product-rules.md §10.5): a checkbox per list of the user's that adds the
 * creator to it or takes them out, and a new list named here with the creator in it. A name the
 * rules would refuse is explained and kept in the box.
 */
export function ListMembership({
  uid,
  influencer,
  lists,
  onChanged,
}: {
  readonly uid: string;
  readonly influencer: Influencer;
  /** The user's lists, or null while they load. */
  readonly lists: readonly InfluencerList[] | null;
  readonly onChanged: () => void;
}): ReactElement {
  const { t } = useInfluencersT();
  const [name, setName] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const write = async (action: () => Promise<void>, done: string): Promise<boolean> => {
    setBusy(true);
    try {
      await action();
      notify({ type: 'success', message: done });
      onChanged();
      return true;
    } catch (error) {
      console.error('[influencers] list change failed', error);
      notify({ type: 'error', message: t('lists.failed') });
      return false;
    } finally {
      setBusy(false);
    }
  };

  const create = async (): Promise<void> => {
    const parsed = listNameSchema.safeParse(name);
    if (!parsed.success) {
      setProblem(t('lists.nameProblem', { max: INFLUENCER_LIST_NAME_MAX }));
      return;
    }
    setProblem(null);
    const created = await write(
      () => createInfluencerList(uid, parsed.data, influencer.id),
      t('lists.added', { name: influencer.displayName, list: parsed.data }),
    );
    if (created) setName('');
  };

  return (
    <section aria-labelledby="lists-heading" data-testid="list-membership" style={{ marginBottom: 16 }}>
      <PageTitle as="h2" level={5} id="lists-heading" style={{ margin: '8px 0 8px' }}>
        {t('lists.heading')}
      </PageTitle>
      <Flex vertical gap={4} style={{ marginBottom: 8 }}>
        {(lists ?? []).map((list) => {
          const member = list.influencerIds.includes(influencer.id);
          return (
            <Checkbox
              key={list.id}
              checked={member}
              disabled={busy || (!member && list.influencerIds.length >= INFLUENCER_LIST_MAX)}
              onChange={(event) =>
                void write(
                  () => setInList(uid, list.id, influencer.id, event.target.checked),
                  t(event.target.checked ? 'lists.added' : 'lists.removed', {
                    name: influencer.displayName,
                    list: list.name,
                  }),
                )
              }
            >
              {t('lists.option', { list: list.name, count: list.influencerIds.length })}
            </Checkbox>
          );
        })}
      </Flex>
      <Flex gap={8}>
        <Input
          aria-label={t('lists.newName')}
          placeholder={t('lists.newName')}
          value={name}
          maxLength={INFLUENCER_LIST_NAME_MAX}
          status={problem ? 'error' : undefined}
          aria-describedby={problem ? 'list-name-problem' : undefined}
          onChange={(event) => setName(event.target.value)}
          onPressEnter={() => void create()}
        />
        <Button loading={busy} onClick={() => void create()}>
          {t('lists.create')}
        </Button>
      </Flex>
      {problem && (
        <Typography.Text type="danger" role="alert" id="list-name-problem">
          {problem}
        </Typography.Text>
      )}
    </section>
  );
}
