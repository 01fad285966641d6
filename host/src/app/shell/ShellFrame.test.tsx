import { act, render, screen } from '@testing-library/react';
import { changeLanguage, initI18n, MemoryRouter } from 'shared-auth';
import { registerHostTranslations } from '../../i18n/registerHostTranslations';
import { RoutedShellFrame, ShellFrame } from './ShellFrame';

beforeAll(async () => {
  await initI18n();
  registerHostTranslations();
});
afterEach(() => changeLanguage('en-us'));

it('names the section being opened in the page’s one h1, above the spinner', () => {
  render(<ShellFrame section="reporting" />);
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Reporting');
  expect(screen.getAllByRole('heading')).toHaveLength(1);
  expect(screen.getByRole('status', { name: 'Loading…' })).toBeInTheDocument();
});

it('has no heading where no section is being opened', () => {
  render(<ShellFrame section={null} />);
  expect(screen.queryByRole('heading')).toBeNull();
});

it('names the section of the current path, in the user’s language', async () => {
  await act(() => changeLanguage('es-es'));
  render(
    <MemoryRouter initialEntries={['/ad-library/ad-1']}>
      <RoutedShellFrame />
    </MemoryRouter>,
  );
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Biblioteca de anuncios');
});
