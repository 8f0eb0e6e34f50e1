import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { menuTrigger } from '@/testing/menu-trigger';
import { aUser } from '@/testing/users';
import { UserMenu } from './user-menu';

// Spec taste-and-account §1 (menu entries) and §2 (display name, initials, avatar states).

function renderMenu(user = aUser()) {
  const location = memoryLocation({ path: '/', record: true });
  render(
    <Router hook={location.hook}>
      <UserMenu user={user} />
    </Router>,
  );
  return location;
}

it('opens a menu named after the person with the entries in order', async () => {
  renderMenu();
  await userEvent.click(await menuTrigger('Account menu for Ada Lovelace'));
  const menu = within(await screen.findByRole('menu'));
  expect(menu.getByText('Ada Lovelace')).toBeInTheDocument();
  expect(menu.getAllByRole('menuitem').map((item) => [item.textContent, item.getAttribute('href')])).toEqual([
    ['Taste', '/taste'],
    ['Compare', '/compare'],
    ['Shop', '/shop'],
    ['Explore', '/browse'],
    ['Recommend', '/recommend'],
    ['My Profile', '/profile'],
    ['About', '/about'],
    ['Log out', '/api/logout'],
  ]);
});

it('navigates within the app when an entry is chosen', async () => {
  const location = renderMenu();
  await userEvent.click(await menuTrigger('Account menu for Ada Lovelace'));
  await userEvent.click(await screen.findByRole('menuitem', { name: 'My Profile' }));
  expect(location.history).toEqual(['/', '/profile']);
});

it.each<[string, Parameters<typeof aUser>[0], string, string]>([
  ['names', {}, 'Ada Lovelace', 'AL'],
  ['the username', { firstName: null, lastName: null }, 'ada_l', 'AD'],
  ['the email', { firstName: null, lastName: null, username: '' }, 'ada@example.com', 'A'],
])('falls back to %s for the name and initials', (_case, overrides, name, initials) => {
  renderMenu(aUser(overrides));
  expect(screen.getByRole('button', { name: `Account menu for ${name}` })).toHaveTextContent(initials);
});

it('shows the initials while the picture has not loaded (jsdom never loads images)', () => {
  renderMenu(aUser({ profileImageUrl: 'https://images.example/ada.png' }));
  const trigger = screen.getByRole('button', { name: 'Account menu for Ada Lovelace' });
  expect(trigger).toHaveTextContent('AL');
  expect(trigger.querySelector('img')).toBeNull();
});

it('offers admins their reports screen, before Log out', async () => {
  const location = renderMenu(aUser({ isAdmin: true }));
  await userEvent.click(await menuTrigger('Account menu for Ada Lovelace'));
  const entries = within(await screen.findByRole('menu')).getAllByRole('menuitem');
  expect(entries.map((item) => item.textContent).slice(-2)).toEqual(['Admin Reports', 'Log out']);
  await userEvent.click(screen.getByRole('menuitem', { name: 'Admin Reports' }));
  expect(location.history).toEqual(['/', '/admin/reports']);
});

it('opens when pressed before its code arrived', async () => {
  renderMenu();
  const standIn = screen.getByRole('button', { name: 'Account menu for Ada Lovelace' });
  expect(standIn).not.toHaveAttribute('aria-expanded');
  fireEvent.keyDown(standIn, { key: 'Enter' });
  expect(await screen.findByRole('menu')).toBeInTheDocument();
});

it("keeps the keyboard focus on the avatar when the menu takes the stand-in's place", async () => {
  renderMenu();
  fireEvent.focus(screen.getByRole('button', { name: 'Account menu for Ada Lovelace' }));
  expect(await menuTrigger('Account menu for Ada Lovelace')).toHaveFocus();
});
