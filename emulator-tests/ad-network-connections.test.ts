import { PROJECT_ID } from '../scripts/lib/emulatorEnv';
import { EMULATOR_HOSTS } from '../scripts/lib/emulatorHosts';
import { adminDb, callCallable } from './support/callable';
import { userWithPlan } from './support/campaignFixtures';
import { APP, throughTheDialog } from './support/metaDialog';

/** A document as the signed-in user reads it through the Firestore emulator's REST API: the HTTP status. */
async function readAsUser(path: string, idToken: string): Promise<number> {
  const response = await fetch(
    `http://${EMULATOR_HOSTS.firestore}/v1/projects/${PROJECT_ID}/databases/(default)/documents/${path}`,
    { headers: { authorization: `Bearer ${idToken}` } },
  );
  return response.status;
}

describe('connecting Meta (docs/product-rules.md §10.10)', () => {
  it('sends the person to the dialog, keeps the token on the server, and lists their ad accounts', async () => {
    const { uid, idToken } = await userWithPlan('Basic');
    const { code, state, dialog } = await throughTheDialog(idToken);
    expect(dialog.searchParams.get('redirect_uri')).toBe(`${APP}/settings`);
    expect(dialog.searchParams.get('scope')).toBe('ads_management,ads_read');

    const finished = await callCallable('finishAdNetworkConnection', { code, state }, idToken, {
      origin: APP,
    });
    expect(finished.error).toBeUndefined();
    expect((finished.result as { adAccounts: { id: string }[] }).adAccounts.map(({ id }) => id)).toEqual([
      'act_1000000001',
      'act_1000000002',
    ]);
    const connection = (await adminDb().doc(`users/${uid}/adConnections/meta`).get()).data();
    expect(connection).toMatchObject({
      network: 'meta',
      status: 'connected',
      connectedBy: uid,
      chosenAccountIds: [],
    });
    expect(JSON.stringify(connection)).not.toMatch(/EAAD/);
    const token = await adminDb().doc(`adNetworkTokens/${uid}_meta`).get();
    expect(String(token.get('accessToken'))).toMatch(/^EAAD/);
    // The person reads their connection, never the token.
    expect(await readAsUser(`users/${uid}/adConnections/meta`, idToken)).toBe(200);
    expect(await readAsUser(`adNetworkTokens/${uid}_meta`, idToken)).toBe(403);

    // The state is used up: the same answer again is refused.
    const again = await callCallable('finishAdNetworkConnection', { code, state }, idToken, { origin: APP });
    expect(again.error).toMatchObject({ status: 'FAILED_PRECONDITION', details: { reason: 'stateUnknown' } });
  });

  it('refuses another person’s state, a connection missing a permission, and a page not the app’s', async () => {
    const owner = await userWithPlan('Basic');
    const other = await userWithPlan('Basic');
    const stolen = await throughTheDialog(owner.idToken);
    const refused = await callCallable(
      'finishAdNetworkConnection',
      { code: stolen.code, state: stolen.state },
      other.idToken,
      {
        origin: APP,
      },
    );
    expect(refused.error).toMatchObject({ details: { reason: 'stateUnknown' } });
    expect((await adminDb().doc(`adNetworkTokens/${other.uid}_meta`).get()).exists).toBe(false);
    // Someone else's answer did not spend the state: its own person still finishes with it.
    const owned = await callCallable(
      'finishAdNetworkConnection',
      { code: stolen.code, state: stolen.state },
      owner.idToken,
      { origin: APP },
    );
    expect(owned.error).toBeUndefined();
    await callCallable('disconnectAdNetwork', { network: 'meta' }, owner.idToken);

    const partial = await throughTheDialog(owner.idToken, { scope: 'ads_read' });
    const missing = await callCallable(
      'finishAdNetworkConnection',
      { code: partial.code, state: partial.state },
      owner.idToken,
      {
        origin: APP,
      },
    );
    expect(missing.error).toMatchObject({
      status: 'FAILED_PRECONDITION',
      details: { reason: 'permissionsMissing', permissions: ['ads_management'] },
    });
    expect((await adminDb().doc(`users/${owner.uid}/adConnections/meta`).get()).exists).toBe(false);

    const elsewhere = await callCallable('startAdNetworkConnection', { network: 'meta' }, owner.idToken, {
      origin: 'https://evil.example',
    });
    expect(elsewhere.error?.status).toBe('PERMISSION_DENIED');
  });

  it('chooses listed ad accounts only, then disconnects, forgetting the token', async () => {
    const { uid, idToken } = await userWithPlan('Basic');
    const { code, state } = await throughTheDialog(idToken);
    await callCallable('finishAdNetworkConnection', { code, state }, idToken, { origin: APP });

    const chosen = await callCallable(
      'chooseAdAccounts',
      { network: 'meta', accountIds: ['act_1000000002'] },
      idToken,
    );
    expect(chosen.result).toEqual({ chosen: 1 });
    expect((await adminDb().doc(`users/${uid}/adConnections/meta`).get()).get('chosenAccountIds')).toEqual([
      'act_1000000002',
    ]);
    const unknown = await callCallable(
      'chooseAdAccounts',
      { network: 'meta', accountIds: ['act_999'] },
      idToken,
    );
    expect(unknown.error?.status).toBe('INVALID_ARGUMENT');

    expect((await callCallable('disconnectAdNetwork', { network: 'meta' }, idToken)).result).toEqual({
      disconnected: true,
    });
    expect((await adminDb().doc(`users/${uid}/adConnections/meta`).get()).exists).toBe(false);
    expect((await adminDb().doc(`adNetworkTokens/${uid}_meta`).get()).exists).toBe(false);
  });

  it('lets no one without a plan connect', async () => {
    const { idToken } = await userWithPlan('Basic', 'canceled');
    const answer = await callCallable('startAdNetworkConnection', { network: 'meta' }, idToken, {
      origin: APP,
    });
    expect(answer.error?.status).toBe('PERMISSION_DENIED');
  });
});
