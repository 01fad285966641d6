import { act, fireEvent, render, screen } from '@testing-library/react';
import { MenuButton } from './MenuButton';

const items = [
  { key: 'rename', label: 'Rename' },
  { key: 'archive', label: 'Archive' },
];

function renderMenu(onClick = jest.fn()) {
  render(
    <MenuButton menu={{ items, onClick }}>
      <button type="button">More</button>
    </MenuButton>,
  );
  return { onClick, button: () => screen.getByRole('button', { name: 'More' }) };
}

it('is the button alone until its first click: no menu, no popup machinery', () => {
  const { button } = renderMenu();
  expect(button().getAttribute('aria-haspopup')).toBe('menu');
  expect(button().getAttribute('aria-expanded')).toBe('false');
  expect(document.querySelector('.ant-dropdown')).toBeNull();
  expect(screen.queryByRole('menuitem')).toBeNull();
});

it('opens at the first click, and the button keeps the focus it had', async () => {
  const { button } = renderMenu();
  const before = button();
  before.focus();
  await act(async () => {
    fireEvent.click(before);
  });
  expect(await screen.findByRole('menuitem', { name: 'Rename' })).toBeTruthy();
  // A new element: the Dropdown wraps the button now.
  expect(button()).not.toBe(before);
  expect(document.activeElement).toBe(button());
  expect(button().getAttribute('aria-expanded')).toBe('true');
});

it('leaves the focus where it was when the button did not have it', async () => {
  const { button } = renderMenu();
  await act(async () => {
    fireEvent.click(button());
  });
  await screen.findByRole('menuitem', { name: 'Rename' });
  expect(document.activeElement).toBe(document.body);
});

it('passes a chosen item to the menu’s onClick and closes', async () => {
  const { button, onClick } = renderMenu();
  await act(async () => {
    fireEvent.click(button());
  });
  await act(async () => {
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Archive' }));
  });
  expect(onClick).toHaveBeenCalledWith(expect.objectContaining({ key: 'archive' }));
  expect(button().getAttribute('aria-expanded')).toBe('false');
});
