import { createHash } from 'node:crypto';
import { getAuth } from 'firebase-admin/auth';
import { INVITATION_MAILS_PER_DAY } from '@adplatform/plans';
import { Timestamp } from 'firebase-admin/firestore';
import { eventOf } from '../scripts/billing/webhookSender';
import { adminApp } from '../scripts/lib/testAccounts';
import { APP, deliver, payingUser } from './support/billing';
import { adminDb } from './support/callable';
import { call, join, person, type Person } from './support/members';
import { givenCampaign } from './support/campaignFixtures';

jest.setTimeout(30_000);

const claimsOf = async (uid: string) => (await getAuth(adminApp()).getUser(uid)).customClaims ?? {};
const docOf = async (path: string) => (await adminDb().doc(path).get()).data();

describe('the account’s members (docs/product-rules.md §10.9)', () => {
  it('invites by e-mail, and the invitee joins covered by the plan, with the account in their record and claims', async () => {
    const owner = await person('owner', 'Premium');
    const invitee = await person('invitee');
    const invited = await call(
      'inviteMember',
      { email: ` ${invitee.email.toUpperCase()} `, role: 'admin' },
      owner,
    );
    const { id, expiresAt } = invited.result as { id: string; expiresAt: number };
    expect(expiresAt).toBeGreaterThan(Date.now() + 6.9 * 86_400_000);
    expect(await docOf(`users/${owner.uid}/invitations/${id}`)).toMatchObject({
      email: invitee.email,
      role: 'admin',
      invitedBy: owner.uid,
    });
    const mail = await adminDb().collection('mail').where('invitationId', '==', id).get();
    expect(mail.size).toBe(1);
    expect(mail.docs[0]?.get('to')).toEqual([invitee.email]);
    expect(mail.docs[0]?.get('message.text')).toContain(`${APP}/on-boarding?invitation=${owner.uid}.${id}`);
    expect(mail.docs[0]?.get('message.text')).toContain('as Admin');

    expect(
      (await call('acceptInvitation', { accountId: owner.uid, invitationId: id }, invitee)).result,
    ).toEqual({
      accountId: owner.uid,
      role: 'admin',
    });
    expect(await docOf(`users/${owner.uid}/members/${invitee.uid}`)).toMatchObject({
      email: invitee.email,
      role: 'admin',
      invitedBy: owner.uid,
    });
    expect(await docOf(`subscriptions/${invitee.uid}`)).toMatchObject({
      selectedPlan: 'Premium',
      status: 'active',
      accountId: owner.uid,
      accountEmail: owner.email,
      role: 'admin',
    });
    expect(await docOf(`users/${owner.uid}/invitations/${id}`)).toBeUndefined();
    expect(await claimsOf(invitee.uid)).toMatchObject({
      plan: 'Premium',
      subscriptionStatus: 'active',
      accountId: owner.uid,
      accountRole: 'admin',
    });
    const subscription = await call('getUserSubscription', null, invitee);
    expect(subscription.result).toMatchObject({ data: { selectedPlan: 'Premium' }, isExpired: false });
    // Billing is the subscriber's alone.
    expect((await call('getBillingAccount', {}, invitee)).error).toMatchObject({
      status: 'FAILED_PRECONDITION',
      details: { reason: 'member' },
    });
  });

  it('lets an admin change the account’s data, signed as themselves, and an analyst only read', async () => {
    const owner = await person('owner', 'Premium');
    const admin = await person('admin');
    const analyst = await person('analyst');
    await join(owner, admin, 'admin');
    await join(owner, analyst, 'analyst');
    const campaignId = await givenCampaign(owner.uid);

    const renamed = await call(
      'updateCampaigns',
      { ids: [campaignId], change: { kind: 'name', name: 'Team' } },
      admin,
    );
    expect(renamed.error).toBeUndefined();
    expect(await docOf(`users/${owner.uid}/campaigns/${campaignId}`)).toMatchObject({ name: 'Team' });
    const history = await adminDb().collection(`users/${owner.uid}/campaigns/${campaignId}/history`).get();
    expect(history.docs.map((entry) => entry.get('by'))).toEqual([admin.uid]);
    expect((await adminDb().collection(`users/${admin.uid}/campaigns`).get()).size).toBe(0);

    const refused = await call(
      'updateCampaigns',
      { ids: [campaignId], change: { kind: 'name', name: 'X' } },
      analyst,
    );
    expect(refused.error).toMatchObject({
      status: 'PERMISSION_DENIED',
      message: 'Your role in this account only reads.',
    });
    const imported = await call(
      'importLeads',
      {
        fileName: 'a.csv',
        rows: [{ row: 1, name: 'Ana', email: 'ana@example.com', phone: '', note: '' }],
        includePossibleDuplicates: false,
        dryRun: false,
      },
      analyst,
    );
    expect(imported.error?.status).toBe('PERMISSION_DENIED');
    expect(await docOf(`users/${owner.uid}/campaigns/${campaignId}`)).toMatchObject({ name: 'Team' });
    expect((await adminDb().collection(`users/${owner.uid}/leads`).get()).size).toBe(0);
  });

  it('refuses an invitation to another address, an expired one, a withdrawn one and a subscriber', async () => {
    const owner = await person('owner', 'Plus');
    const invitee = await person('invitee');
    const stranger = await person('stranger');
    const subscriber = await person('subscriber', 'Basic');
    const { id } = (await call('inviteMember', { email: invitee.email, role: 'analyst' }, owner)).result as {
      id: string;
    };
    const accept = (by: Person, invitationId = id) =>
      call('acceptInvitation', { accountId: owner.uid, invitationId }, by);
    expect((await accept(stranger)).error).toMatchObject({ details: { reason: 'otherEmail' } });

    const { id: forSubscriber } = (
      await call('inviteMember', { email: subscriber.email, role: 'admin' }, owner)
    ).result as { id: string };
    expect((await accept(subscriber, forSubscriber)).error).toMatchObject({
      details: { reason: 'subscribed' },
    });

    await adminDb()
      .doc(`users/${owner.uid}/invitations/${id}`)
      .update({ expiresAt: Timestamp.fromMillis(Date.now() - 1000) });
    expect((await accept(invitee)).error).toMatchObject({ details: { reason: 'expired' } });

    expect((await call('revokeInvitation', { invitationId: id }, owner)).result).toEqual({ revoked: true });
    expect((await accept(invitee)).error?.status).toBe('NOT_FOUND');
    expect(await docOf(`subscriptions/${invitee.uid}`)).toBeUndefined();
    expect((await adminDb().collection(`users/${owner.uid}/members`).get()).size).toBe(0);

    expect((await call('inviteMember', { email: owner.email, role: 'admin' }, owner)).error).toMatchObject({
      details: { reason: 'self' },
    });
    expect(
      (await call('inviteMember', { email: 'not an address', role: 'admin' }, owner)).error?.status,
    ).toBe('INVALID_ARGUMENT');
  });

  it('never mails in bulk: an address once an hour, revoking sends nothing, a daily cap per account', async () => {
    const owner = await person('owner', 'Basic');
    const email = `outsider-${owner.uid.slice(0, 8).toLowerCase()}@example.com`;
    const mailsTo = async (address: string) =>
      (await adminDb().collection('mail').where('to', 'array-contains', address).get()).size;
    const invite = (address: string, role = 'analyst') =>
      call('inviteMember', { email: address, role }, owner);

    const { id } = (await invite(email)).result as { id: string };
    expect((await invite(email, 'admin')).error).toMatchObject({
      status: 'FAILED_PRECONDITION',
      details: { reason: 'recentlySent' },
    });
    expect(await docOf(`users/${owner.uid}/invitations/${id}`)).toMatchObject({ role: 'analyst' });
    expect((await call('revokeInvitation', { invitationId: id }, owner)).result).toEqual({ revoked: true });
    expect((await invite(email)).error).toMatchObject({ details: { reason: 'recentlySent' } });
    // A plus-tag or capitals reach the same mailbox: still within its hour.
    const tagged = email.replace('@', '+again@').toUpperCase();
    expect((await invite(tagged)).error).toMatchObject({ details: { reason: 'recentlySent' } });
    expect(await mailsTo(email)).toBe(1);
    expect(await mailsTo(tagged.toLowerCase())).toBe(0);

    // An hour after the last e-mail, the address may be invited again: one more e-mail.
    const address = createHash('sha256').update(email).digest('hex');
    await adminDb()
      .doc(`users/${owner.uid}/invitationMail/${address}`)
      .set({ lastSentAt: Timestamp.fromMillis(Date.now() - 61 * 60_000) });
    expect((await invite(email)).error).toBeUndefined();
    expect(await mailsTo(email)).toBe(2);

    const today = `users/${owner.uid}/invitationMailDays/${new Date().toISOString().slice(0, 10)}`;
    expect(await docOf(today)).toEqual({ sent: 2 });
    await adminDb().doc(today).set({ sent: INVITATION_MAILS_PER_DAY });
    const another = `another-${owner.uid.slice(0, 8).toLowerCase()}@example.com`;
    expect((await invite(another)).error).toMatchObject({ details: { reason: 'dailyLimit' } });
    expect(await mailsTo(another)).toBe(0);
    expect(await docOf(today)).toEqual({ sent: INVITATION_MAILS_PER_DAY });
  });

  it('lets each role manage only the roles below it, a member leave, and never removes the subscriber', async () => {
    const owner = await person('owner', 'Premium');
    const admin = await person('admin');
    const analyst = await person('analyst');
    const coOwner = await person('coowner');
    await join(owner, admin, 'admin');
    await join(admin, analyst, 'analyst', owner.uid);
    await join(owner, coOwner, 'owner');

    expect((await call('inviteMember', { email: 'x@example.com', role: 'owner' }, admin)).error?.status).toBe(
      'PERMISSION_DENIED',
    );
    expect(
      (await call('inviteMember', { email: 'x@example.com', role: 'analyst' }, analyst)).error?.status,
    ).toBe('PERMISSION_DENIED');
    expect((await call('removeMember', { memberUid: coOwner.uid }, admin)).error?.status).toBe(
      'PERMISSION_DENIED',
    );
    expect((await call('removeMember', { memberUid: owner.uid }, coOwner)).error?.status).toBe(
      'PERMISSION_DENIED',
    );
    expect(
      (await call('changeMemberRole', { memberUid: admin.uid, role: 'owner' }, admin)).error?.status,
    ).toBe('PERMISSION_DENIED');

    expect(
      (await call('changeMemberRole', { memberUid: analyst.uid, role: 'admin' }, coOwner)).result,
    ).toEqual({
      role: 'admin',
    });
    expect(await docOf(`subscriptions/${analyst.uid}`)).toMatchObject({ role: 'admin' });
    expect(await claimsOf(analyst.uid)).toMatchObject({ accountRole: 'admin' });

    expect((await call('removeMember', { memberUid: analyst.uid }, admin)).result).toEqual({ removed: true });
    expect(await docOf(`users/${owner.uid}/members/${analyst.uid}`)).toBeUndefined();
    expect(await docOf(`subscriptions/${analyst.uid}`)).toBeUndefined();
    expect(await claimsOf(analyst.uid)).toMatchObject({ accountId: null, accountRole: null, plan: null });

    expect((await call('removeMember', { memberUid: admin.uid }, admin)).result).toEqual({ removed: true });
    expect(await docOf(`subscriptions/${admin.uid}`)).toBeUndefined();
    expect(
      (await adminDb().collection(`users/${owner.uid}/members`).get()).docs.map((doc) => doc.id),
    ).toEqual([coOwner.uid]);
  });

  it('revokes the scheduled reports a removed or lowered member created, and keeps the others’', async () => {
    const owner = await person('owner', 'Basic');
    const admin = await person('admin');
    const other = await person('other');
    await join(owner, admin, 'admin');
    await join(owner, other, 'admin');
    const schedule = async (by: Person): Promise<string> => {
      const saved = await call(
        'saveReportSchedule',
        {
          id: null,
          name: `By ${by.email}`,
          frequency: 'weekly',
          format: 'csv',
          recipients: [owner.email],
          campaignId: null,
          timeZone: 'UTC',
          language: 'en-us',
        },
        by,
      );
      return `users/${owner.uid}/reportSchedules/${(saved.result as { id: string }).id}`;
    };
    const [byAdmin, byOther, byOwner] = [await schedule(admin), await schedule(other), await schedule(owner)];

    expect((await call('removeMember', { memberUid: admin.uid }, owner)).result).toEqual({ removed: true });
    expect(await docOf(byAdmin)).toBeUndefined();
    expect(await docOf(byOther)).toMatchObject({ createdBy: other.uid });
    // Lowered to a role that changes nothing: the schedules they created go.
    await call('changeMemberRole', { memberUid: other.uid, role: 'analyst' }, owner);
    expect(await docOf(byOther)).toBeUndefined();
    expect(await docOf(byOwner)).toMatchObject({ createdBy: owner.uid });
  });

  it('revokes what a removed or lowered member started: the invitations they sent', async () => {
    const owner = await person('owner', 'Basic');
    const admin = await person('admin');
    const second = await person('second');
    await join(owner, admin, 'admin');
    const invited = (await call('inviteMember', { email: second.email, role: 'admin' }, admin)).result as {
      id: string;
    };
    expect((await call('removeMember', { memberUid: admin.uid }, owner)).result).toEqual({ removed: true });
    expect(await docOf(`users/${owner.uid}/invitations/${invited.id}`)).toBeUndefined();
    const accept = (by: Person, invitationId: string) =>
      call('acceptInvitation', { accountId: owner.uid, invitationId }, by);
    expect((await accept(second, invited.id)).error?.status).toBe('NOT_FOUND');
    expect(await docOf(`users/${owner.uid}/members/${second.uid}`)).toBeUndefined();

    // Lowered from owner to admin: the invitation to an owner goes, the one to an analyst stands.
    const coOwner = await person('coowner');
    const third = await person('third');
    const fourth = await person('fourth');
    await join(owner, coOwner, 'owner');
    const asOwner = (await call('inviteMember', { email: third.email, role: 'owner' }, coOwner)).result as {
      id: string;
    };
    const asAnalyst = (await call('inviteMember', { email: fourth.email, role: 'analyst' }, coOwner))
      .result as { id: string };
    expect((await call('changeMemberRole', { memberUid: coOwner.uid, role: 'admin' }, owner)).result).toEqual(
      {
        role: 'admin',
      },
    );
    expect(await docOf(`users/${owner.uid}/invitations/${asOwner.id}`)).toBeUndefined();
    expect((await accept(fourth, asAnalyst.id)).result).toEqual({ accountId: owner.uid, role: 'analyst' });

    // An invitation its sender may no longer give, however it was left: refused and deleted.
    const fifth = await person('fifth');
    const left = await adminDb()
      .collection(`users/${owner.uid}/invitations`)
      .add({
        email: fifth.email,
        role: 'admin',
        invitedBy: admin.uid,
        invitedByEmail: admin.email,
        invitedAt: Timestamp.now(),
        expiresAt: Timestamp.fromMillis(Date.now() + 86_400_000),
      });
    expect((await accept(fifth, left.id)).error?.status).toBe('NOT_FOUND');
    expect(await docOf(left.path)).toBeUndefined();
    expect(await docOf(`subscriptions/${fifth.uid}`)).toBeUndefined();
  });

  it('carries the subscriber’s plan changes to every member when the billing webhook writes them', async () => {
    const subscriber = await payingUser();
    const { email } = await getAuth(adminApp()).getUser(subscriber.uid);
    expect(await deliver(eventOf('customer.subscription.created', subscriber.subscription))).toMatchObject({
      outcome: 'applied',
    });
    const owner: Person = {
      uid: subscriber.uid,
      email: email ?? '',
      password: '',
      idToken: subscriber.idToken,
    };
    const member = await person('member');
    await join(owner, member, 'analyst');
    expect(await docOf(`subscriptions/${member.uid}`)).toMatchObject({
      selectedPlan: 'Plus',
      status: 'active',
    });

    const lapsed = eventOf('customer.subscription.updated', {
      ...subscriber.subscription,
      status: 'past_due',
    });
    expect(await deliver({ ...lapsed, created: lapsed.created + 10 })).toMatchObject({ outcome: 'applied' });
    expect(await docOf(`subscriptions/${member.uid}`)).toMatchObject({
      status: 'past_due',
      accountId: subscriber.uid,
      role: 'analyst',
    });
    expect(await claimsOf(member.uid)).toMatchObject({
      subscriptionStatus: 'past_due',
      accountId: subscriber.uid,
    });
  });
});
