import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { expect, test, type Page } from './support/test';
import { adminDb, createTestUser } from '../scripts/lib/testAccounts';
import { DEMO_PASSWORD, demoAccount } from '../scripts/seed/demoAccounts';
import { chooseOption, settled, signIn } from './support/app';

/** A small image, as the creator's side sends a file (the server writes it; the rules are not asked). */
const CREATOR_IMAGE =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="60" height="40"><rect width="60" height="40" fill="#2a9d8f"/></svg>',
  );

/** The creator's side submitting content with `caption`, as the server writes it. */
async function creatorSubmits(uid: string, influencerId: string, caption: string): Promise<void> {
  await adminDb()
    .doc(`users/${uid}/collaborations/${influencerId}`)
    .update({
      status: 'contentSubmitted',
      'stageDates.contentSubmitted': FieldValue.serverTimestamp(),
      updatedAt: FieldValue.serverTimestamp(),
      submission: { caption, media: [{ type: 'image', url: CREATOR_IMAGE }], submittedAt: Timestamp.now() },
    });
}

function tableRows(page: Page, testId: string) {
  return page.getByTestId(testId).locator('tbody tr.ant-table-row');
}

async function openInfluencers(page: Page): Promise<void> {
  await page.getByTestId('nav-influencers').click();
  await expect(page).toHaveURL(/\/connect-influencer$/);
  await settled(page);
  await expect(tableRows(page, 'influencers-table')).toHaveCount(12);
}

test('a Basic account sees the catalogue and its seeded connections in every status', async ({ page }) => {
  await signIn(page, demoAccount('basic').email, DEMO_PASSWORD);
  await openInfluencers(page);
  await page.getByRole('tab', { name: 'My connections' }).click();
  await expect
    .poll(async () =>
      (await tableRows(page, 'connections-table').getByTestId('collaboration-status').allInnerTexts()).sort(),
    )
    .toEqual(['Accepted', 'Approved', 'Content submitted', 'Declined', 'Invited', 'Paid', 'Posted']);
  // The approved collaboration's content is past its due date and not posted yet.
  const approved = tableRows(page, 'connections-table').filter({ hasText: 'Approved' });
  await expect(approved.getByTestId('collaboration-overdue')).toHaveText('Overdue');
  await expect(tableRows(page, 'connections-table').getByTestId('collaboration-overdue')).toHaveCount(1);

  await chooseOption(page, page.getByTestId('filter-stage'), 'Content submitted');
  await expect(tableRows(page, 'connections-table')).toHaveCount(1);
  await expect(tableRows(page, 'connections-table').getByTestId('collaboration-status')).toHaveText(
    'Content submitted',
  );
});

test('filters by platform and niche and sorts by engagement', async ({ page }) => {
  await signIn(page, demoAccount('plus').email, DEMO_PASSWORD);
  await openInfluencers(page);
  await chooseOption(page, page.getByTestId('filter-platform'), 'Instagram');
  await expect
    .poll(async () => {
      const platforms = await tableRows(page, 'influencers-table').locator('td:nth-child(2)').allInnerTexts();
      return platforms.length > 0 && platforms.every((platform) => platform === 'Instagram');
    })
    .toBe(true);

  await chooseOption(page, page.getByTestId('filter-sort'), 'Highest engagement');
  await expect
    .poll(async () => {
      const rates = (
        await tableRows(page, 'influencers-table').locator('td:nth-child(6)').allInnerTexts()
      ).map((text) => Number.parseFloat(text));
      return (
        rates.length > 0 && rates.every((rate, index) => index === 0 || rate <= (rates[index - 1] ?? rate))
      );
    })
    .toBe(true);

  await chooseOption(page, page.getByTestId('filter-minEngagement'), 'At least 5 %');
  await expect
    .poll(async () => {
      const rates = (
        await tableRows(page, 'influencers-table').locator('td:nth-child(6)').allInnerTexts()
      ).map((text) => Number.parseFloat(text));
      const empty = await page.getByTestId('influencers-empty').count();
      return empty === 1 || (rates.length > 0 && rates.every((rate) => rate >= 5));
    })
    .toBe(true);
});

/** The day `days` from today, as the due-date field takes it (`YYYY-MM-DD`, local time). */
function dayFromToday(days: number): string {
  const day = new Date();
  day.setDate(day.getDate() + days);
  return `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, '0')}-${String(day.getDate()).padStart(2, '0')}`;
}

test('an invitation goes with a brief; the advertiser moves the collaboration to paid, changes the brief while allowed and keeps a thread with the creator', async ({
  page,
}) => {
  const user = await createTestUser({
    prefix: 'connect',
    emailVerified: true,
    subscription: { selectedPlan: 'Basic', status: 'active' },
  });
  await signIn(page, user.email, user.password);
  await openInfluencers(page);
  await page.getByRole('tab', { name: 'My connections' }).click();
  await expect(page.getByTestId('connections-empty')).toBeVisible();
  await page.getByRole('tab', { name: 'Discover' }).click();

  const first = tableRows(page, 'influencers-table').first();
  const name = (await first.locator('td').first().locator('strong').innerText()).trim();
  await first.getByRole('button', { name: 'View' }).click();
  const drawer = page.locator('.ant-drawer-section');
  await expect(drawer).toContainText(name);
  await expect(drawer.getByText('Average views')).toBeVisible();
  await drawer.getByLabel('Message').fill('We would love to work with you on our spring launch.');
  // A brief without deliverables is refused and explained; what was typed stays.
  await drawer.getByRole('button', { name: 'Send connection request' }).click();
  await expect(drawer.getByText('Name at least one deliverable.')).toBeVisible();
  await expect(drawer.getByLabel('Message')).toHaveValue(
    'We would love to work with you on our spring launch.',
  );
  await drawer.getByLabel('Deliverables').fill('1 Instagram Reel\n\n 3 Stories with a link ');
  // Enter takes the typed date and sends nothing: the fee is typed after it.
  await drawer.getByLabel('Due date').fill(dayFromToday(10));
  await drawer.getByLabel('Due date').press('Enter');
  await drawer.getByLabel('Fee (USD)').fill('750');
  await drawer.getByLabel('Fee (USD)').press('Enter');
  await expect(drawer.getByTestId('collaboration-status')).toHaveCount(0);
  await expect(drawer.getByLabel('Due date')).toHaveValue(dayFromToday(10));
  await drawer.getByRole('button', { name: 'Send connection request' }).click();
  await expect(page.locator('.ant-notification-notice').getByText('Connection request sent.')).toBeVisible();
  await expect(drawer.getByTestId('collaboration-status')).toHaveText('Invited');
  await drawer.getByRole('button', { name: 'Close' }).click();

  await page.reload();
  await settled(page);
  await page.getByRole('tab', { name: 'My connections' }).click();
  const row = tableRows(page, 'connections-table').filter({ hasText: name });
  await expect(row).toHaveCount(1);
  await expect(row.getByTestId('collaboration-status')).toHaveText('Invited');
  await expect(row).toContainText('$750.00');

  await row.getByTestId('open-collaboration').click();
  const detail = page.getByTestId('collaboration-detail');
  await expect(detail.getByTestId('collaboration-brief')).toContainText('1 Instagram Reel');
  await expect(detail.getByTestId('collaboration-brief')).toContainText('3 Stories with a link');
  const status = detail.getByTestId('collaboration-status');
  const moveTo = async (button: string, reached: string): Promise<void> => {
    await detail.getByRole('button', { name: button }).click();
    await expect(status).toHaveText(reached);
  };
  await moveTo('Mark accepted', 'Accepted');
  // Accepted: the brief still changes.
  // The drawer's layout can still move as the move's reads land, so a click can miss: click until the
  // form shows (opening it twice changes nothing).
  await expect(async () => {
    const edit = detail.getByRole('button', { name: 'Edit brief' });
    if (await edit.isVisible()) await edit.click();
    await expect(detail.getByLabel('Fee (USD)')).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 30_000 });
  await detail.getByLabel('Fee (USD)').fill('900');
  await detail.getByRole('button', { name: 'Save brief' }).click();
  await expect(detail.getByTestId('collaboration-brief')).toContainText('$900.00');

  // Content comes from the creator, with the content: the advertiser cannot mark it received.
  const content = detail.getByTestId('collaboration-content');
  await expect(content).toContainText("Waiting for the creator's content.");
  await expect(detail.getByRole('button', { name: 'Content received' })).toHaveCount(0);
  const reopen = async (): Promise<void> => {
    await page.reload();
    await settled(page);
    await page.getByRole('tab', { name: 'My connections' }).click();
    await row.getByTestId('open-collaboration').click();
    await expect(status).toHaveText('Content submitted');
  };
  const influencerId = await firstId(user.uid);
  await creatorSubmits(user.uid, influencerId, 'First cut: the Reel and three Stories.');
  await reopen();
  await expect(detail.getByRole('button', { name: 'Edit brief' })).toHaveCount(0);
  // What is approved is seen first: the media and the caption, as they would go live.
  await expect(content.getByTestId('collaboration-caption')).toHaveText(
    'First cut: the Reel and three Stories.',
  );
  await expect(content.getByRole('img', { name: `Content from ${name}, file 1` })).toBeVisible();
  expect(
    await content
      .getByRole('img')
      .evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth),
  ).toBeGreaterThan(0);
  // Sent back only with a note, which the creator reads in the messages.
  await content.getByRole('button', { name: 'Request changes' }).click();
  await content.getByRole('button', { name: 'Send back' }).click();
  await expect(content.getByText('Say what to change: the creator reads it in the messages.')).toBeVisible();
  await content.getByLabel('What to change').fill('Please show the product in the first three seconds.');
  await content.getByRole('button', { name: 'Send back' }).click();
  await expect(status).toHaveText('Accepted');
  await expect(content).toContainText('Sent back for changes.');
  await expect(detail.getByTestId('thread-message').first()).toContainText(
    'Please show the product in the first three seconds.',
  );

  await creatorSubmits(user.uid, influencerId, 'Second cut: the product opens the Reel.');
  await reopen();
  await expect(content.getByTestId('collaboration-caption')).toHaveText(
    'Second cut: the product opens the Reel.',
  );
  await content.getByRole('button', { name: 'Approve content' }).click();
  await expect(status).toHaveText('Approved');
  await moveTo('Mark posted', 'Posted');
  await moveTo('Mark paid', 'Paid');
  await expect(detail.getByTestId('collaboration-steps').locator('.ant-steps-item-finish')).toHaveCount(6);

  await detail.getByLabel('Message to the creator').fill('Thanks, the Reel did great!');
  await detail.getByRole('button', { name: 'Send message' }).click();
  await expect(detail.getByTestId('thread-message')).toContainText(['Thanks, the Reel did great!']);
  await expect(detail.getByLabel('Message to the creator')).toHaveValue('');

  await page.reload();
  await settled(page);
  await page.getByRole('tab', { name: 'My connections' }).click();
  await expect(row.getByTestId('collaboration-status')).toHaveText('Paid');
  await row.getByTestId('open-collaboration').click();
  await expect(detail.getByTestId('thread-message').first()).toContainText('You');
  await expect(detail.getByTestId('thread-message').first()).toContainText('Thanks, the Reel did great!');
  await expect(detail.getByRole('button', { name: 'Mark paid' })).toHaveCount(0);

  const stored = await adminDb()
    .doc(`users/${user.uid}/collaborations/${await firstId(user.uid)}`)
    .get();
  expect(stored.get('status')).toBe('paid');
  expect(Object.keys(stored.get('stageDates') as object).sort()).toEqual(
    ['accepted', 'approved', 'contentSubmitted', 'invited', 'paid', 'posted'].sort(),
  );
  expect(stored.get('brief')).toMatchObject({
    deliverables: ['1 Instagram Reel', '3 Stories with a link'],
    dueDate: dayFromToday(10),
    feeMinor: 90_000,
    currency: 'USD',
  });
});

/** The id of a user's only collaboration. */
async function firstId(uid: string): Promise<string> {
  const snapshot = await adminDb().collection(`users/${uid}/collaborations`).limit(1).get();
  return snapshot.docs[0]?.id ?? '';
}

test("a seeded collaboration's thread shows the creator's answer, and a declined one takes no new message", async ({
  page,
}) => {
  await signIn(page, demoAccount('plus').email, DEMO_PASSWORD);
  await openInfluencers(page);
  await page.getByRole('tab', { name: 'My connections' }).click();
  await chooseOption(page, page.getByTestId('filter-stage'), 'Declined');
  await expect(tableRows(page, 'connections-table')).toHaveCount(1);
  await tableRows(page, 'connections-table').getByTestId('open-collaboration').click();
  const detail = page.getByTestId('collaboration-detail');
  await expect(detail.locator('[data-testid="thread-message"][data-from="creator"]')).toContainText(
    'my calendar is full',
  );
  await expect(detail.locator('[data-testid="thread-message"][data-from="advertiser"]')).toContainText('You');
  await expect(detail.getByLabel('Message to the creator')).toHaveCount(0);
  await expect(detail.getByTestId('collaboration-steps').locator('.ant-steps-item-error')).toContainText(
    'Declined',
  );
});

async function searchCreators(page: Page, term: string): Promise<void> {
  const box = page.getByLabel('Search creators by name or handle');
  await box.fill(term);
  await box.press('Enter');
}

test('search finds creators by a word of their name or the start of their handle', async ({ page }) => {
  await signIn(page, demoAccount('plus').email, DEMO_PASSWORD);
  await openInfluencers(page);
  await searchCreators(page, 'Ava');
  const creators = () => tableRows(page, 'influencers-table').locator('td:nth-child(1)').allInnerTexts();
  await expect
    .poll(async () => {
      const cells = await creators();
      return cells.length > 0 && cells.every((cell) => /(^|\s)ava/i.test(cell));
    })
    .toBe(true);

  const [first] = await creators();
  const handle = first?.match(/@\w+/)?.[0] ?? '';
  expect(handle).not.toBe('');
  await searchCreators(page, handle.slice(0, 8));
  await expect
    .poll(async () => {
      const cells = await creators();
      return cells.length > 0 && cells.every((cell) => cell.includes(handle.slice(0, 8)));
    })
    .toBe(true);
  await searchCreators(page, 'zzqqxx');
  await expect(page.getByTestId('influencers-empty')).toBeVisible();
});

test('a creator whose metrics are over 30 days old is flagged with the date they were refreshed; a fresh one is not', async ({
  page,
}) => {
  const monthAgo = Date.now() - 30 * 24 * 60 * 60 * 1000;
  const creators = (await adminDb().collection('influencers').get()).docs;
  // Creators whose handle no other creator has, so a search for it shows them alone.
  const unique = creators.filter(
    (creator) => creators.filter((other) => other.get('handle') === creator.get('handle')).length === 1,
  );
  const refreshed = (creator: (typeof creators)[number]) =>
    creator.get('metricsUpdatedAt').toMillis() as number;
  const stale = unique.find((creator) => refreshed(creator) < monthAgo);
  const fresh = unique.find((creator) => refreshed(creator) > monthAgo);
  expect(stale && fresh).toBeTruthy();

  await signIn(page, demoAccount('plus').email, DEMO_PASSWORD);
  await openInfluencers(page);
  await searchCreators(page, String(stale!.get('handle')));
  const staleRow = tableRows(page, 'influencers-table').filter({ hasText: String(stale!.get('handle')) });
  await expect(staleRow.getByTestId('metrics-stale')).toHaveText('Stale metrics');
  await staleRow.getByRole('button', { name: 'View' }).click();
  const refreshedOn = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' }).format(refreshed(stale!));
  const drawer = page.getByRole('dialog');
  await expect(drawer.getByTestId('metrics-freshness')).toContainText('These metrics may be out of date');
  await expect(drawer.getByTestId('metrics-freshness')).toContainText(
    `Metrics last refreshed on ${refreshedOn}`,
  );
  await page.keyboard.press('Escape');

  await searchCreators(page, String(fresh!.get('handle')));
  const freshRow = tableRows(page, 'influencers-table').filter({ hasText: String(fresh!.get('handle')) });
  await expect(freshRow).toHaveCount(1);
  await expect(freshRow.getByTestId('metrics-stale')).toHaveCount(0);
  await freshRow.getByRole('button', { name: 'View' }).click();
  await expect(page.getByRole('dialog').getByTestId('metrics-freshness')).toHaveText(
    /^Metrics last refreshed on /,
  );
});

test("a profile shows the creator's audience by age, gender and country, and their recent posts", async ({
  page,
}) => {
  const creators = (await adminDb().collection('influencers').get()).docs;
  // A creator of the catalogue with an audience (one read from Instagram has none), alone with its handle.
  const creator = creators.find(
    (candidate) =>
      candidate.get('audience') !== undefined &&
      creators.filter((other) => other.get('handle') === candidate.get('handle')).length === 1,
  )!;
  const audience = creator.get('audience') as {
    ages: Record<string, number>;
    genders: Record<string, number>;
    countries: { country: string; share: number }[];
  };
  const posts = creator.get('recentPosts') as { caption: string }[];

  await signIn(page, demoAccount('premium').email, DEMO_PASSWORD);
  await openInfluencers(page);
  await searchCreators(page, String(creator.get('handle')));
  // The search has answered once the table shows that creator alone.
  const row = tableRows(page, 'influencers-table');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(String(creator.get('handle')));
  await row.getByRole('button', { name: 'View' }).click();
  const profile = page.getByRole('dialog');
  const ages = profile.getByTestId('audience-age');
  await expect(ages).toHaveCount(6);
  await expect(ages.first()).toContainText('13-17');
  await expect(ages.first()).toContainText(`${audience.ages['13-17']} %`);
  await expect(ages.nth(2)).toContainText(`25-34${audience.ages['25-34']} %`);
  await expect(profile.getByTestId('audience-genders')).toHaveText(
    `Gender: Women ${audience.genders.female} % · Men ${audience.genders.male} % · Other ${audience.genders.other} %`,
  );
  const [home] = [...audience.countries].sort((a, b) => b.share - a.share);
  await expect(profile.getByTestId('audience-countries')).toContainText(`${home!.share} %`);
  await expect(profile.getByTestId('recent-post')).toHaveCount(posts.length);
  await expect(profile.getByTestId('recent-post').first()).toContainText(/ likes · .* comments · .* views$/);

  // The profile has an address of its own: opened there afresh, it shows the same creator.
  await expect(page).toHaveURL(new RegExp(`[?&]creator=${creator.id}`));
  const address = page.url();
  await page.goto('/');
  await page.goto(address);
  await expect(page.getByRole('dialog').getByTestId('audience-age')).toHaveCount(6);
  await expect(page.getByRole('dialog')).toContainText(String(creator.get('handle')));
  await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
  await expect(page).not.toHaveURL(/creator=/);
});

/** Signs in a new user of `plan` and opens the profile of Discover's first creator: their name and handle. */
async function openFirstProfileAsNewUser(
  page: Page,
  prefix: string,
  plan: 'Basic' | 'Plus',
): Promise<{ name: string; handle: string }> {
  const user = await createTestUser({
    prefix,
    emailVerified: true,
    subscription: { selectedPlan: plan, status: 'active' },
  });
  await signIn(page, user.email, user.password);
  await openInfluencers(page);
  const first = tableRows(page, 'influencers-table').first();
  const name = (await first.locator('td:nth-child(1) strong').innerText()).trim();
  const handle = (await first.locator('td:nth-child(1)').innerText()).match(/@\w+/)?.[0] ?? '';
  await first.getByRole('button', { name: 'View' }).click();
  return { name, handle };
}

test('a creator hidden from their profile leaves Discover, is listed among hidden creators, and comes back', async ({
  page,
}) => {
  const { name, handle } = await openFirstProfileAsNewUser(page, 'hide', 'Plus');
  await page.getByRole('dialog').getByRole('button', { name: 'Hide from Discover' }).click();
  await expect(
    page.locator('.ant-notification-notice').getByText(`${name} is hidden from Discover.`),
  ).toBeVisible();
  await page.keyboard.press('Escape');
  // Still twelve creators a page, none of them the hidden one.
  await expect(tableRows(page, 'influencers-table')).toHaveCount(12);
  await expect(tableRows(page, 'influencers-table').filter({ hasText: handle })).toHaveCount(0);

  await page.reload();
  await settled(page);
  await expect(tableRows(page, 'influencers-table').filter({ hasText: handle })).toHaveCount(0);
  await page.getByRole('tab', { name: 'Hidden creators' }).click();
  const listed = page.getByTestId('hidden-creator');
  await expect(listed).toHaveCount(1);
  await expect(listed).toContainText(handle);
  await listed.getByRole('button', { name: `Show ${name} in Discover again` }).click();
  await expect(page.getByTestId('hidden-empty')).toBeVisible();
  await page.getByRole('tab', { name: 'Discover' }).click();
  await expect(tableRows(page, 'influencers-table').filter({ hasText: handle }).first()).toBeVisible();
});

test('a creator is put on a new list from their profile, listed under My lists after a reload, and taken off', async ({
  page,
}) => {
  const { name } = await openFirstProfileAsNewUser(page, 'lists', 'Basic');
  const lists = page.getByRole('dialog').getByTestId('list-membership');
  // A name of spaces is refused with a reason, and kept.
  await lists.getByLabel('Name of a new list').fill('   ');
  await lists.getByRole('button', { name: 'Create list' }).click();
  await expect(lists.getByRole('alert')).toHaveText('Name the list with 1 to 60 characters.');
  await lists.getByLabel('Name of a new list').fill('Spring launch');
  await lists.getByRole('button', { name: 'Create list' }).click();
  await expect(
    page.locator('.ant-notification-notice').getByText(`${name} is on “Spring launch”.`),
  ).toBeVisible();
  await expect(lists.getByRole('checkbox', { name: 'Spring launch (1)' })).toBeChecked();
  await page.keyboard.press('Escape');

  await page.reload();
  await settled(page);
  await page.getByRole('tab', { name: 'My lists' }).click();
  await expect(page.getByTestId('list-select')).toContainText('Spring launch (1)');
  const listed = tableRows(page, 'list-creators');
  await expect(listed).toHaveCount(1);
  await expect(listed).toContainText(name);
  await listed.getByRole('button', { name: `Take ${name} off the list` }).click();
  await expect(page.getByTestId('list-select')).toContainText('Spring launch (0)');
  await expect(page.getByTestId('list-creators')).toContainText('This list has no creators.');
});
