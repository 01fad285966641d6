import { act, render, screen } from '@testing-library/react';
import { changeLanguage, initI18n, MemoryRouter } from 'shared-auth';
import { registerHostTranslations } from '../../i18n/registerHostTranslations';
import { BUILT_IN_SECTIONS } from '../sections/catalogueFixture';
import { CATALOGUE_STORAGE_KEY } from '../sections/catalogueStore';
import { RoutedShellFrame, ShellFrame } from './ShellFrame';

beforeAll(async () => {
  // The catalogue this browser saved on its last visit: the frame names the section from it at once.
  localStorage.setItem(CATALOGUE_STORAGE_KEY, JSON.stringify(BUILT_IN_SECTIONS));
  await initI18n();
  registerHostTranslations();
});
afterEach(() => changeLanguage('en-us'));

it('names the section being opened in the page’s one h1, above the spinner', () => {
  render(<ShellFrame section={BUILT_IN_SECTIONS[1]!} />);
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('reporting');
  expect(screen.getAllByRole('heading')).toHaveLength(1);
  expect(screen.getByRole('status', { name: 'Loading…' })).toBeInTheDocument();
});

it('has no heading where no section is being opened, unless a prepaint script is to name it', () => {
  const { unmount } = render(<ShellFrame section={null} />);
  expect(screen.queryByRole('heading')).toBeNull();
  unmount();
  render(<ShellFrame section={null} prepaintHeading />);
  expect(screen.getByRole('heading', { level: 1 })).toBeEmptyDOMElement();
});

it('names the section of the current path, in the user’s language', async () => {
  await act(() => changeLanguage('es-es'));
  render(
    <MemoryRouter initialEntries={['/ad-library/ad-1']}>
      <RoutedShellFrame />
    </MemoryRouter>,
  );
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('es adLibrary');
});
