import { Alert, Button, Flex, Spin } from 'shared-ui/antd/base';
import { Typography } from 'shared-ui/antd/typography';
import { Card } from 'shared-ui/antd/panels';
import { Steps } from 'shared-ui/antd/authoring';
import dayjs from 'dayjs';
import { useEffect, useMemo, useRef, useState, type ReactElement } from 'react';
import {
  Link,
  notify,
  openedCampaignPath,
  PATHS,
  useAccount,
  useNavigate,
  useSearchParams,
} from 'shared-auth';
import { CAMPAIGN_STEPS, campaignFormSchema, type CampaignStep } from '@adplatform/campaign-model/form';
import { ListLoadError, PageTitle } from 'shared-ui';
import { useCreationT } from '../../i18n/useCreationT';
import { createCampaign } from '../api/createCampaign';
import type { Destination } from '../api/destinations';
import { useDestinations } from '../hooks/useDestinations';
import { DestinationChoice } from './DestinationChoice';
import { AdIdentityChoice } from './AdIdentityChoice';
import { identityOf, type AdIdentity } from '../api/adIdentities';
import { useAdPages } from '../hooks/useAdPages';
import { loadDraft, loadLocalDraft, newDraftId } from '../api/drafts';
import { useDraftAutosave } from '../hooks/useDraftAutosave';
import {
  emptyWizardForm,
  formWarnings,
  hasInput,
  issuesByStep,
  wizardFormFromDraft,
  type WizardForm,
} from '../model/wizardForm';
import { AdSetsStep } from '../steps/AdSetsStep';
import { AdsStep } from '../steps/AdsStep';
import { BudgetStep } from '../steps/BudgetStep';
import { ObjectiveStep } from '../steps/ObjectiveStep';
import { ReviewStep } from '../steps/ReviewStep';

const LAST = CAMPAIGN_STEPS.length - 1;

type Loaded =
  | { readonly status: 'loading' }
  | { readonly status: 'error' }
  | {
      readonly status: 'ready';
      readonly form: WizardForm;
      readonly step: number;
      /** This browser's copy is newer than the server's: save it again at once. */
      readonly unsaved: boolean;
    };

function Wizard({
  uid,
  draftId,
  initial,
  onDraftId,
}: {
  readonly uid: string;
  readonly draftId: string | null;
  readonly initial: { readonly form: WizardForm; readonly step: number; readonly unsaved: boolean };
  readonly onDraftId: (id: string) => void;
}): ReactElement {
  const { t } = useCreationT();
  const navigate = useNavigate();
  const [today] = useState(() => dayjs().format('YYYY-MM-DD'));
  const [form, setForm] = useState(initial.form);
  const [step, setStep] = useState(initial.step);
  const [dirty, setDirty] = useState(initial.unsaved);
  const [visited, setVisited] = useState(() => new Set(CAMPAIGN_STEPS.slice(0, initial.step)));
  const [submitting, setSubmitting] = useState(false);
  const autosave = useDraftAutosave(uid, draftId, form, step, dirty);
  const saveState = autosave.state;
  const issues = useMemo(() => issuesByStep(form), [form]);
  const warnings = useMemo(() => formWarnings(form, today), [form, today]);
  const blocking = CAMPAIGN_STEPS.some((name) => issues[name].length > 0);
  const current = CAMPAIGN_STEPS[step] ?? 'objective';
  // Read for the ad sets' estimates (is Meta connected?) and for the review's choice of where to create.
  const destinations = useDestinations(uid, current === 'adSets' || current === 'review');
  const [destination, setDestination] = useState<Destination | null>(null);
  // On Meta, the Page (and Instagram account) the ads speak as: Meta runs no ad without a Page.
  const onMeta = destination?.network === 'meta';
  const adPages = useAdPages(onMeta);
  const [chosenIdentity, setIdentity] = useState<AdIdentity | null>(null);
  // Until one is chosen, the first Page with its Instagram account.
  const firstPage = adPages.kind === 'read' ? adPages.pages[0] : undefined;
  const identity = chosenIdentity ?? (firstPage ? identityOf(firstPage) : null);

  const idRequested = useRef(draftId !== null);
  // The first change gives the draft an id (in the URL, so a reload resumes it); saving follows.
  const touch = (): void => {
    setDirty(true);
    if (idRequested.current) return;
    idRequested.current = true;
    void newDraftId(uid).then(onDraftId);
  };
  // No draft before the advertiser has entered something (an empty form moved through is no draft).
  const change = (next: WizardForm): void => {
    setForm(next);
    if (hasInput(next, today)) touch();
  };
  const goTo = (target: number): void => {
    setVisited((previous) => new Set([...previous, current]));
    setStep(Math.max(0, Math.min(LAST, target)));
    if (dirty || hasInput(form, today)) touch();
  };
  // A step shows its errors once it was left, or once the review (which lists them all) was seen.
  const shown = (name: CampaignStep) =>
    visited.has(name) || visited.has('review') || current === 'review' ? issues[name] : [];

  /** What a refused or failed creation says: the plan, the form, or the network's answer in its words. */
  const failureMessage = (error: unknown): string => {
    const { code, details } = error as {
      code?: unknown;
      details?: { reason?: unknown; networkMessage?: unknown; currency?: unknown; fileName?: unknown };
    };
    if (code === 'functions/permission-denied') return t('createDenied');
    if (code === 'functions/invalid-argument') return t('createInvalid');
    const network = destination ? t(`destination.networks.${destination.network}`) : '';
    switch (details?.reason) {
      case 'networkRefused':
        return typeof details.networkMessage === 'string'
          ? t('createRefused', { network, message: details.networkMessage })
          : t('createRefusedNoReason', { network });
      case 'networkReconnect':
        return t('createReconnect', { network });
      case 'networkUnavailable':
        return t('createUnavailable', { network });
      case 'notConnected':
        return t('createNotConnected');
      case 'currencyDiffers':
        return t('createCurrency', { currency: String(details.currency) });
      case 'pageNeeded':
        return t('createPageNeeded');
      case 'mediaMissing':
        return t('createMediaMissing', { fileName: String(details.fileName) });
      case 'mediaNotImage':
        return t('createMediaNotImage', { fileName: String(details.fileName) });
      default:
        return t('createFailed');
    }
  };

  const submit = async (): Promise<void> => {
    const parsed = campaignFormSchema.safeParse(form);
    if (!parsed.success) return;
    setSubmitting(true);
    try {
      // No save may land after the function has turned the draft into a campaign.
      await autosave.stop();
      const created = await createCampaign(parsed.data, draftId, destination, onMeta ? identity : null);
      const { name } = parsed.data;
      notify({
        type: 'success',
        message: destination
          ? t('createdOn', { name, network: t(`destination.networks.${destination.network}`) })
          : t('created', { name }),
      });
      // The new campaign, opened over the list: its address is the link to it.
      navigate(openedCampaignPath(created.id));
    } catch (error) {
      console.error('[creation] campaign not created', error);
      autosave.resume();
      notify({ type: 'error', message: failureMessage(error) });
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <>
      <Flex justify="space-between" align="center" wrap="wrap" gap={12}>
        <PageTitle as="h1" style={{ margin: '0 0 16px' }}>
          {t('title')}
        </PageTitle>
        <Typography.Text
          type={saveState === 'error' ? 'danger' : 'secondary'}
          aria-live="polite"
          data-testid="draft-state"
        >
          {saveState === 'idle' ? '' : t(`draft.${saveState}`)}
        </Typography.Text>
      </Flex>
      <Steps
        current={step}
        onChange={goTo}
        style={{ marginBottom: 24 }}
        items={CAMPAIGN_STEPS.map((name) => ({
          title: t(`steps.${name}`),
          status:
            name === current
              ? 'process'
              : shown(name).length > 0
                ? 'error'
                : visited.has(name)
                  ? 'finish'
                  : 'wait',
        }))}
      />
      <Card title={t(`steps.${current}`)} data-testid={`step-${current}`}>
        {current === 'objective' ? (
          <ObjectiveStep
            value={form.objective}
            // Each objective has its own goals: the ad sets take the new one's first.
            onChange={(objective) =>
              change({ ...form, objective, adSets: form.adSets.map((adSet) => ({ ...adSet, goal: null })) })
            }
            name={form.name}
            onNameChange={(name) => change({ ...form, name })}
            issues={shown('objective')}
          />
        ) : current === 'adSets' ? (
          <AdSetsStep
            value={form.adSets}
            onChange={(adSets) => change({ ...form, adSets })}
            issues={shown('adSets')}
            networkEstimates={destinations.some(({ network }) => network === 'meta')}
          />
        ) : current === 'budget' ? (
          <BudgetStep
            objective={form.objective}
            value={form.budget}
            onChange={(budget) => change({ ...form, budget })}
            adSets={form.adSets}
            onAdSetsChange={(adSets) => change({ ...form, adSets })}
            issues={shown('budget')}
          />
        ) : current === 'ads' ? (
          <AdsStep
            uid={uid}
            value={form.adSets}
            onChange={(adSets) => change({ ...form, adSets })}
            issues={shown('ads')}
          />
        ) : (
          <>
            <ReviewStep
              form={form}
              issues={issues}
              warnings={warnings}
              onEdit={(name) => goTo(CAMPAIGN_STEPS.indexOf(name))}
            />
            <DestinationChoice
              destinations={destinations}
              value={destination}
              currency={form.budget.currency}
              onChange={setDestination}
            />
            {onMeta ? <AdIdentityChoice pages={adPages} value={identity} onChange={setIdentity} /> : null}
          </>
        )}
      </Card>
      <Flex justify="space-between" style={{ marginTop: 16 }}>
        <Button disabled={step === 0} onClick={() => goTo(step - 1)}>
          {t('back')}
        </Button>
        {current === 'review' ? (
          <Button
            type="primary"
            disabled={blocking || (onMeta && identity === null)}
            loading={submitting}
            onClick={() => void submit()}
          >
            {t('create')}
          </Button>
        ) : (
          <Button type="primary" onClick={() => goTo(step + 1)}>
            {t('next')}
          </Button>
        )}
      </Flex>
      {current === 'review' && blocking ? (
        <Alert style={{ marginTop: 16 }} type="error" showIcon message={t('review.blocking')} />
      ) : null}
    </>
  );
}

/**
 * The campaign-creation wizard (/create-campaign, Plus and Premium): resumes the draft named by
 * `?draft=` — the newer of the server's copy and this browser's (a reload or a closed tab loses
 * nothing) — else starts a new one on the first change.
 */
export function CampaignWizardPage(): ReactElement | null {
  const { accountId: uid, canWrite } = useAccount();
  const { t } = useCreationT();
  const [search, setSearch] = useSearchParams();
  const draftId = search.get('draft');
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  // The draft read once per page (or retry); later URL changes come from this page itself.
  const [initialDraftId] = useState(draftId);

  useEffect(() => {
    if (!uid || !canWrite) return;
    let current = true;
    const today = dayjs().format('YYYY-MM-DD');
    const read = initialDraftId ? loadDraft(uid, initialDraftId) : Promise.resolve(null);
    read.then(
      (server) => {
        if (!current) return;
        const local = initialDraftId ? loadLocalDraft(uid, initialDraftId) : null;
        const unsaved = local !== null && (server === null || local.savedAt > server.savedAt);
        const draft = unsaved ? local : server;
        setLoaded({
          status: 'ready',
          form: draft ? wizardFormFromDraft(draft.form, today) : emptyWizardForm(today),
          step: draft ? Math.max(0, Math.min(LAST, draft.step)) : 0,
          unsaved,
        });
      },
      (error: unknown) => {
        console.error('[creation] draft not read', error);
        if (current) setLoaded({ status: 'error' });
      },
    );
    return () => {
      current = false;
    };
  }, [uid, canWrite, initialDraftId, attempt]);

  if (!uid) return null;
  // An analyst creates no campaign (docs/product-rules.md §10.9): said, with the way back to the list.
  if (!canWrite)
    return (
      <>
        <PageTitle as="h1" style={{ margin: '0 0 16px' }}>
          {t('title')}
        </PageTitle>
        <Alert
          type="info"
          showIcon
          message={t('readOnly')}
          action={<Link to={PATHS.campaigns}>{t('backToCampaigns')}</Link>}
        />
      </>
    );
  if (loaded.status === 'loading') return <Spin />;
  if (loaded.status === 'error')
    return <ListLoadError message={t('draft.loadFailed')} onRetry={() => setAttempt((value) => value + 1)} />;
  return (
    <Wizard
      uid={uid}
      draftId={draftId}
      initial={loaded}
      onDraftId={(id) => setSearch({ draft: id }, { replace: true })}
    />
  );
}
