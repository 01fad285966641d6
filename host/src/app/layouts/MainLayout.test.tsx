import { act, render } from '@testing-library/react';
import { initI18n, MemoryRouter } from 'shared-auth';
import { MainLayout } from './MainLayout';

const matchMedia = window.matchMedia;

/** The browser's answer to media queries (jest.setup.ts's stub): a window `narrow` or not (below antd's `lg`). */
function windowIs(narrow: boolean): void {
  window.matchMedia = (query: string) => ({
    ...matchMedia(query),
    matches: narrow && query.includes('max-width: 991.98px'),
  });
}

beforeAll(() => initI18n());
afterEach(() => {
  window.matchMedia = matchMedia;
});

async function renderLayout(): Promise<HTMLElement> {
  const { container } = render(
    <MemoryRouter>
      <MainLayout />
    </MemoryRouter>,
  );
  await act(async () => undefined);
  return container;
}

it("builds a phone's layout from its first render: a menu button, no side menu, no language switch", async () => {
  windowIs(true);
  const container = await renderLayout();
  expect(container.querySelector('[data-testid="open-navigation"]')).not.toBeNull();
  expect(container.querySelector('.ant-menu')).toBeNull();
  expect(container.querySelector('nav')).toBeNull();
});

it('builds the side navigation on a wide window', async () => {
  windowIs(false);
  const container = await renderLayout();
  expect(container.querySelector('[data-testid="open-navigation"]')).toBeNull();
  expect(container.querySelector('nav .ant-menu')).not.toBeNull();
});
