import { expect, test, type Page } from './support/test';
import { createTestUser } from '../scripts/lib/testAccounts';
import { HTML_PAGE, pngBytes as pngOfSize } from '../scripts/lib/testMedia';
import { chooseFiles, settled, signIn } from './support/app';
import { DEMO_PASSWORD, demoAccount } from '../scripts/seed/demoAccounts';

async function openComposer(page: Page): Promise<void> {
  const user = await createTestUser({
    prefix: 'composer',
    emailVerified: true,
    subscription: { selectedPlan: 'Basic', status: 'active' },
  });
  await signIn(page, user.email, user.password);
  await settled(page);
  await page.getByTestId('nav-createPost').click();
  await expect(page).toHaveURL(/\/create-post$/);
  await expect(page.getByTestId('media-library')).toBeVisible();
}

test('a post with a 1 MB image: resumable upload paused and resumed, in the library under its own name, in the preview', async ({
  page,
}) => {
  await openComposer(page);
  // A slow uplink (about 100 KB/s), so that the upload is still running when the user pauses it.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 20,
    downloadThroughput: 5 * 1024 * 1024,
    uploadThroughput: 100 * 1024,
  });
  const size = 1024 * 1024;
  await chooseFiles(page, [{ name: 'Summer banner.png', mimeType: 'image/png', buffer: pngOfSize(size) }]);
  const upload = page.getByTestId('upload').filter({ hasText: 'Summer banner.png' });
  await expect(upload.getByTestId('upload-state')).toHaveText('Uploading');
  await upload.getByRole('button', { name: 'Pause Summer banner.png' }).click();
  await expect(upload.getByTestId('upload-state')).toHaveText('Paused');
  const pausedAt = Number(await upload.getByTestId('upload-progress').getAttribute('data-bytes'));
  expect(pausedAt).toBeLessThan(size);
  await page.waitForTimeout(1_500);
  expect(Number(await upload.getByTestId('upload-progress').getAttribute('data-bytes'))).toBe(pausedAt);

  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
  await upload.getByRole('button', { name: 'Resume Summer banner.png' }).click();
  await expect(upload.getByTestId('upload-state')).toHaveText('Uploaded', { timeout: 30_000 });
  const item = page.getByTestId('media-item').filter({ hasText: 'Summer banner.png' });
  await expect(item).toHaveCount(1);
  await expect(item.getByTestId('media-size')).toHaveAttribute('data-bytes', String(size));
  await expect(item.getByTestId('media-size')).toContainText('1 MB');

  // Attached to the post, it satisfies Instagram (no text-only posts) and the draft carries it.
  await page.getByLabel('Post text').fill('Summer sale starts now.');
  await expect(item.getByTestId('media-name')).toHaveText('Summer banner.png');
  await item.getByRole('button', { name: 'Attach Summer banner.png' }).click();
  await expect(page.getByText('1 file attached').first()).toBeVisible();
  // The preview shows the image itself, as Facebook's feed would: below the text.
  const preview = page.getByTestId('preview-facebook');
  await expect(preview).toContainText('Summer sale starts now.');
  await expect(preview.getByRole('img', { name: 'Summer banner.png' })).toHaveAttribute(
    'src',
    /Summer-banner\.png\?alt=media/,
  );
  await expect(page.getByTestId('problems-instagram')).toHaveCount(0);
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByTestId('post-row').filter({ hasText: 'Summer sale starts now.' })).toContainText(
    '1 file',
  );
  // Saved once, the composer starts a new post: nothing of the saved one is left to save twice.
  await expect(page.getByLabel('Post text')).toHaveValue('');
  await expect(page.getByText('0 files attached').first()).toBeVisible();

  // The library keeps it: alt text is saved as custom metadata and survives a reload.
  await item.getByLabel('Alt text of').fill('Beach with a summer sale banner');
  await item.getByRole('button', { name: 'Save' }).click();
  await expect(page.locator('.ant-notification-notice').getByText('Alt text saved.')).toBeVisible();
  await page.reload();
  await settled(page);
  const reloaded = page.getByTestId('media-item').filter({ hasText: 'Summer banner.png' });
  await expect(reloaded.getByLabel('Alt text of')).toHaveValue('Beach with a summer sale banner');
});

test('a page uploaded as an image is removed by the server’s check of its bytes, and the user told why', async ({
  page,
}) => {
  await openComposer(page);
  await chooseFiles(page, [
    { name: 'invoice.png', mimeType: 'image/png', buffer: HTML_PAGE },
    { name: 'logo.png', mimeType: 'image/png', buffer: pngOfSize(4_096) },
  ]);
  const removed = page.getByTestId('upload').filter({ hasText: 'invoice.png' });
  await expect(removed.getByTestId('upload-state')).toHaveText('Removed', { timeout: 30_000 });
  await expect(removed.getByRole('alert')).toHaveText(
    "The file's content is not the type its name says, so it was removed.",
  );
  const kept = page.getByTestId('upload').filter({ hasText: 'logo.png' });
  await expect(kept.getByTestId('upload-state')).toHaveText('Uploaded', { timeout: 30_000 });
  await expect(page.getByTestId('media-item').filter({ hasText: 'logo.png' })).toHaveCount(1);
  await expect(page.getByTestId('media-item').filter({ hasText: 'invoice.png' })).toHaveCount(0);

  // The check leaves a note: the library names the removed file on the next visit, until dismissed.
  await page.reload();
  await settled(page);
  const notice = page.getByTestId('removed-uploads');
  await expect(notice).toContainText('invoice.png was removed');
  await notice.getByRole('button', { name: 'Dismiss' }).click();
  await expect(notice).toHaveCount(0);
  await page.reload();
  await settled(page);
  await expect(page.getByTestId('media-library')).toBeVisible();
  await expect(page.getByTestId('removed-uploads')).toHaveCount(0);
});

test('an image over the 10 MB limit is refused with its message before any byte is sent', async ({
  page,
}) => {
  await openComposer(page);
  await chooseFiles(page, [
    { name: 'huge.png', mimeType: 'image/png', buffer: pngOfSize(10 * 1024 * 1024 + 1) },
  ]);
  const refused = page.getByTestId('upload').filter({ hasText: 'huge.png' });
  await expect(refused.getByTestId('upload-state')).toHaveText('Refused');
  await expect(refused.getByRole('alert')).toHaveText(
    'This image is larger than 10 MB, the limit for images.',
  );
  await expect(page.getByTestId('media-item').filter({ hasText: 'huge.png' })).toHaveCount(0);
});

test('counters follow each channel’s limit and block scheduling over it; a post is scheduled', async ({
  page,
}) => {
  await openComposer(page);
  await page.getByLabel('X', { exact: true }).check();
  await page.getByLabel('Instagram').uncheck();
  await page.getByLabel('Post text').fill('a'.repeat(300));
  await expect(page.getByTestId('counter-x')).toHaveText('X: 300 / 280');
  await expect(page.getByTestId('problems-x')).toContainText('The text is too long for X.');
  // The 15th of next month: within the year ahead a post may be scheduled.
  const nextMonth = new Date();
  nextMonth.setDate(15);
  nextMonth.setMonth(nextMonth.getMonth() + 1);
  await page.getByLabel('Publish at').fill(`${nextMonth.toISOString().slice(0, 10)} 09:30`);
  await page.getByLabel('Publish at').press('Enter');
  await expect(page.getByRole('button', { name: 'Schedule' })).toBeDisabled();

  await page.getByLabel('Post text').fill('New collection drops Friday at 9:30.');
  await expect(page.getByTestId('counter-x')).toHaveText('X: 36 / 280');
  await expect(page.getByRole('button', { name: 'Schedule' })).toBeEnabled();
  await page.getByRole('button', { name: 'Schedule' }).click();
  await expect(page.locator('.ant-notification-notice').getByText('Post scheduled.')).toBeVisible();
  const row = page.getByTestId('post-row').filter({ hasText: 'New collection drops Friday' });
  await expect(row).toContainText('Scheduled');
  await expect(row).toContainText('9:30');
  // The composer is cleared: scheduling again needs a new post.
  await expect(page.getByLabel('Post text')).toHaveValue('');
  await expect(page.getByLabel('Publish at')).toHaveValue('');
  await expect(page.getByRole('button', { name: 'Schedule' })).toBeDisabled();
});

test('the calendar shows a scheduled post on its day; dragged to another day, or moved from its details, it stays there', async ({
  page,
}) => {
  await openComposer(page);
  await page.getByLabel('Instagram').uncheck();
  await page.getByLabel('Post text').fill('Spring lookbook goes live.');
  const day = (date: number): string => {
    const next = new Date();
    next.setDate(date);
    next.setMonth(next.getMonth() + 1);
    return next.toISOString().slice(0, 10);
  };
  await page.getByLabel('Publish at').fill(`${day(15)} 09:30`);
  await page.getByLabel('Publish at').press('Enter');
  await page.getByRole('button', { name: 'Schedule' }).click();
  await expect(page.locator('.ant-notification-notice').getByText('Post scheduled.')).toBeVisible();

  await page.getByLabel('Show posts as').getByText('Month', { exact: true }).click();
  await expect(page).toHaveURL(/[?&]posts=month/);
  await page.getByRole('button', { name: 'Next month' }).click();
  const cell = (date: string) => page.locator(`[data-testid="calendar-day"][data-date="${date}"]`);
  const post = (date: string) =>
    cell(date).getByTestId('calendar-post').filter({ hasText: 'Spring lookbook' });
  await expect(post(day(15))).toContainText('9:30');

  // Dragged to the next day, at the same time of day.
  await post(day(15)).dragTo(cell(day(16)));
  await expect(page.locator('.ant-notification-notice').getByText(/^Post moved to /)).toBeVisible();
  await expect(post(day(16))).toContainText('9:30');
  await expect(post(day(15))).toHaveCount(0);

  // The keyboard's way: its details move it to another time.
  await post(day(16)).focus();
  await page.keyboard.press('Enter');
  const details = page.getByRole('dialog', { name: 'Post' });
  await expect(details).toContainText('Spring lookbook goes live.');
  await details.getByLabel('Move to').fill(`${day(18)} 11:00`);
  await details.getByLabel('Move to').press('Enter');
  await details.getByRole('button', { name: 'Move post' }).click();
  await expect(details).toBeHidden();
  await expect(post(day(18))).toContainText('11:00');

  // Kept: the link opens the same month, and the post is where it was moved.
  await page.reload();
  await settled(page);
  await expect(post(day(18))).toContainText('11:00');
  await expect(post(day(16))).toHaveCount(0);
});

test('a published post sits in the calendar and cannot be moved', async ({ page }) => {
  await signIn(page, demoAccount('plus').email, DEMO_PASSWORD);
  await settled(page);
  await page.goto('/create-post?posts=week');
  await settled(page);
  await page.getByRole('button', { name: 'Previous week' }).click();
  const published = page.locator('[data-testid="calendar-post"][data-status="published"]').first();
  await expect(published).toBeVisible();
  await expect(published).toHaveAttribute('draggable', 'false');
  await published.click();
  const details = page.getByRole('dialog', { name: 'Post' });
  await expect(details).toContainText('A published post stays where it is.');
  await expect(details.getByLabel('Move to')).toHaveCount(0);
});
