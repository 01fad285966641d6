import { adminDb, callCallable } from './support/callable';
import { userWithPlan, validForm } from './support/campaignFixtures';
import { connectedAdvertiser } from './support/metaConnection';

/**
 * `searchInterests` and `estimateAudience` (docs/product-rules.md §10.6) against the emulators and the
 * Meta stand-in: the product's catalogue and no estimate without Meta; Meta's interests and estimate
 * once Meta is connected; the plan and the payload checked first.
 */
const AUDIENCE = validForm().adSets[0]!.audience;
const PLACEMENTS = { automatic: true, chosen: [] };

describe('interests and audience estimates', () => {
  it('serves the product’s catalogue in the asked language, and no estimate, without a network', async () => {
    const { idToken } = await userWithPlan('Plus');
    const english = await callCallable('searchInterests', { query: 'ski', language: 'en-us' }, idToken);
    expect(english.result).toEqual({
      source: 'catalogue',
      interests: [{ id: 'local:skiing', name: 'Skiing', path: ['Sports and outdoors'], audienceShare: 0.02 }],
    });
    const spanish = await callCallable('searchInterests', { query: 'esqui', language: 'es-es' }, idToken);
    expect((spanish.result as { interests: { name: string }[] }).interests.map(({ name }) => name)).toEqual([
      'Esquí',
    ]);
    const estimate = await callCallable(
      'estimateAudience',
      { audience: AUDIENCE, placements: PLACEMENTS },
      idToken,
    );
    expect(estimate.result).toEqual({ estimate: null });
  });

  it('serves Meta’s interests and estimate once Meta is connected, narrower with an interest', async () => {
    const { idToken } = await connectedAdvertiser(1, 7, undefined, 'Plus');
    const found = await callCallable('searchInterests', { query: 'Ski', language: 'en-us' }, idToken);
    const { source, interests } = found.result as {
      source: string;
      interests: { id: string; name: string; audienceShare: number }[];
    };
    expect(source).toBe('meta');
    const skiing = interests.find(({ name }) => name === 'Skiing')!;
    expect(skiing.id).toMatch(/^\d+$/);
    // Meta's size of the interest, as a share of the people it counts worldwide.
    expect(skiing.audienceShare).toBeCloseTo(96_000_000 / 3_000_000_000, 5);
    expect((await callCallable('searchInterests', { query: '', language: 'en-us' }, idToken)).result).toEqual(
      { source: 'meta', interests: [] },
    );

    const everyone = await callCallable(
      'estimateAudience',
      { audience: AUDIENCE, placements: PLACEMENTS },
      idToken,
    );
    const skiers = await callCallable(
      'estimateAudience',
      {
        audience: {
          ...AUDIENCE,
          interests: [{ id: skiing.id, name: skiing.name, audienceShare: skiing.audienceShare }],
        },
        placements: PLACEMENTS,
      },
      idToken,
    );
    const broad = (everyone.result as { estimate: { lower: number; upper: number; network: string } })
      .estimate;
    const narrow = (skiers.result as { estimate: { lower: number; upper: number } }).estimate;
    expect(broad).toMatchObject({ network: 'meta', adAccountName: 'Sync test' });
    expect(broad.lower).toBeLessThan(broad.upper);
    expect(narrow.upper).toBeLessThan(broad.lower);
  });

  it('asks the plan of campaign creation, and refuses an audience the form would refuse', async () => {
    const basic = await userWithPlan('Basic');
    const refused = await callCallable('searchInterests', { query: 'ski' }, basic.idToken);
    expect(refused.error?.status).toBe('PERMISSION_DENIED');
    const { idToken, uid } = await userWithPlan('Plus');
    const invalid = await callCallable(
      'estimateAudience',
      { audience: { ...AUDIENCE, locations: [] }, placements: PLACEMENTS },
      idToken,
    );
    expect(invalid.error?.status).toBe('INVALID_ARGUMENT');
    const long = await callCallable('searchInterests', { query: 'x'.repeat(81) }, idToken);
    expect(long.error?.status).toBe('INVALID_ARGUMENT');
    // Nothing of the caller's is written by a search or an estimate.
    expect((await adminDb().collection(`users/${uid}/campaigns`).get()).size).toBe(0);
  });
});
