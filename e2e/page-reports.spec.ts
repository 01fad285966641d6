import { expect, test } from './support/test';
import { DEMO_PASSWORD, demoAccount } from '../scripts/seed/demoAccounts';
import { settled, signIn } from './support/app';
import { collectorEntries } from './support/collectorLog';

// docs/operations.md "Errors and web vitals": what fails in a customer's browser reaches someone.

test('an uncaught error in a section reaches the collector’s log, with its section and without the user’s address', async ({
  page,
}) => {
  const { email } = demoAccount('premium');
  await signIn(page, email, DEMO_PASSWORD);
  await settled(page);
  await page.getByTestId('nav-reporting').click();
  await expect(page).toHaveURL(/\/reporting/);
  await settled(page);

  const marker = `Report total exploded ${Math.random().toString(36).slice(2, 8)}`;
  await page.evaluate(
    ([text, address]) => {
      setTimeout(() => {
        throw new TypeError(`${text} for ${address}`);
      });
    },
    [marker, email],
  );

  const logged = () => collectorEntries((entry) => String(entry.message).includes(marker));
  await expect.poll(logged, { timeout: 30_000 }).toHaveLength(1);
  const [entry] = logged();
  // Error Reporting's event: the error's stack is the entry's message, grouped under its section.
  expect(entry).toMatchObject({
    severity: 'ERROR',
    kind: 'error',
    page: '/reporting',
    section: 'reporting',
    error: `TypeError: ${marker} for <email>`,
    '@type': 'type.googleapis.com/google.devtools.clouderrorreporting.v1beta1.ReportedErrorEvent',
    serviceContext: { service: 'web-reporting' },
    context: { httpRequest: { url: '/reporting' } },
  });
  const reported = String(entry?.message);
  expect(reported.startsWith(`TypeError: ${marker} for <email>\n`)).toBe(true);
  expect(reported).toMatch(/\n\s+at /);
  expect(String(entry?.requestId)).not.toBe('');
  expect(JSON.stringify(entry)).not.toContain(email);
});
