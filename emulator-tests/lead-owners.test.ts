import { getAuth } from 'firebase-admin/auth';
import { Timestamp } from 'firebase-admin/firestore';
import { adminApp } from '../scripts/lib/testAccounts';
import { adminDb } from './support/callable';
import { call, join, person } from './support/members';

jest.setTimeout(30_000);

async function givenLead(accountId: string, name: string): Promise<string> {
  const ref = await adminDb()
    .collection(`users/${accountId}/leads`)
    .add({
      name,
      email: `${name.toLowerCase()}@example.com`,
      emailKey: `${name.toLowerCase()}@example.com`,
      phone: '',
      campaignId: 'c1',
      campaignName: 'Spring sale',
      status: 'new',
      note: '',
      ownerUid: null,
      ownerEmail: null,
      createdAt: Timestamp.now(),
      updatedAt: Timestamp.now(),
    });
  return ref.id;
}

const row = (number: number, name: string) => ({
  row: number,
  name,
  email: `${name.toLowerCase().replace(' ', '.')}@example.com`,
  phone: '',
  note: '',
});

describe('lead owners and round-robin (docs/product-rules.md §10.3)', () => {
  it('gives a lead an owner who may own leads, with an owner entry signed by the caller', async () => {
    const holder = await person('holder', 'Premium');
    const admin = await person('admin');
    const analyst = await person('analyst');
    await join(holder, admin, 'admin');
    await join(holder, analyst, 'analyst');
    const leadId = await givenLead(holder.uid, 'Lee');
    await getAuth(adminApp()).updateUser(admin.uid, { displayName: 'Ada Admin' });

    expect((await call('assignLeads', { leadIds: [leadId], ownerUid: admin.uid }, holder)).result).toEqual({
      assigned: 1,
    });
    const lead = (await adminDb().doc(`users/${holder.uid}/leads/${leadId}`).get()).data();
    // The owner is named as their account names them, beside their address.
    expect(lead).toMatchObject({ ownerUid: admin.uid, ownerEmail: admin.email, ownerName: 'Ada Admin' });
    const entry = (
      await adminDb()
        .doc(`users/${holder.uid}/leads/${leadId}/activity/${String(lead?.lastActivity)}`)
        .get()
    ).data();
    expect(entry).toMatchObject({ type: 'owner', owner: admin.email, by: holder.uid, byEmail: holder.email });
    // The same owner again changes nothing; an admin hands it back to nobody.
    expect((await call('assignLeads', { leadIds: [leadId], ownerUid: admin.uid }, admin)).result).toEqual({
      assigned: 0,
    });
    expect((await call('assignLeads', { leadIds: [leadId], ownerUid: null }, admin)).result).toEqual({
      assigned: 1,
    });

    // An analyst neither assigns nor owns; nor does a stranger; a lead of another account is not found.
    expect(
      (await call('assignLeads', { leadIds: [leadId], ownerUid: holder.uid }, analyst)).error?.status,
    ).toBe('PERMISSION_DENIED');
    expect(
      (await call('assignLeads', { leadIds: [leadId], ownerUid: analyst.uid }, holder)).error?.status,
    ).toBe('INVALID_ARGUMENT');
    const other = await person('other', 'Premium');
    expect((await call('assignLeads', { leadIds: [leadId], ownerUid: other.uid }, other)).error?.status).toBe(
      'NOT_FOUND',
    );
    expect((await adminDb().doc(`users/${holder.uid}/leads/${leadId}`).get()).get('ownerUid')).toBeNull();
  });

  it('assigns imported leads in turn to the subscriber, owners and admins when round-robin is on', async () => {
    const holder = await person('holder', 'Premium');
    const admin = await person('admin');
    const analyst = await person('analyst');
    await join(holder, admin, 'admin');
    await join(holder, analyst, 'analyst');
    const importFile = (fileName: string, names: string[]) =>
      call(
        'importLeads',
        {
          fileName,
          rows: names.map((name, index) => row(index + 1, name)),
          includePossibleDuplicates: true,
          dryRun: false,
        },
        holder,
      );
    const ownersOf = async (fileName: string) =>
      (
        await adminDb().collection(`users/${holder.uid}/leads`).where('campaignName', '==', fileName).get()
      ).docs
        .map((lead) => [String(lead.get('name')), lead.get('ownerUid') as string | null] as const)
        .sort(([a], [b]) => a.localeCompare(b));

    await importFile('off.csv', ['Ana Uno']);
    expect(await ownersOf('off.csv')).toEqual([['Ana Uno', null]]);

    expect((await call('setLeadAssignment', { roundRobin: true }, admin)).result).toEqual({
      roundRobin: true,
    });
    expect((await call('setLeadAssignment', { roundRobin: false }, analyst)).error?.status).toBe(
      'PERMISSION_DENIED',
    );
    await importFile('first.csv', ['Bea Dos', 'Carl Tres', 'Dana Cuatro']);
    expect(await ownersOf('first.csv')).toEqual([
      ['Bea Dos', holder.uid],
      ['Carl Tres', admin.uid],
      ['Dana Cuatro', holder.uid],
    ]);
    // The next import goes on after the last one assigned.
    await importFile('second.csv', ['Eva Cinco']);
    expect(await ownersOf('second.csv')).toEqual([['Eva Cinco', admin.uid]]);
  });
});
