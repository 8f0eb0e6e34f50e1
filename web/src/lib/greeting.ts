import type { User } from '@sorsi/proto';
import { useEffect, useState } from 'react';

/** An account this young that has not been greeted on this device is on its first visit. */
export const NEW_ACCOUNT_MS = 24 * 60 * 60 * 1000;
const greetedKey = (userId: string) => `sorsi:greeted:${userId}`;

/** Storage can be refused (private windows, full disks): then the greeting just is not remembered. */
function readGreeted(userId: string): boolean {
  try {
    return window.localStorage.getItem(greetedKey(userId)) !== null;
  } catch {
    return false;
  }
}

function rememberGreeted(userId: string): void {
  try {
    window.localStorage.setItem(greetedKey(userId), '1');
  } catch {
    // Nothing to do: a new account is greeted once more.
  }
}

/**
 * The home's greeting (issue 21 §7): "Welcome" on a new account's first visit, "Welcome back" after. It stays
 * the same for the whole visit; an account older than a day is returning, on whatever device.
 */
export function useGreeting(user: User): string {
  const [firstVisit] = useState(
    () => Date.now() - Date.parse(user.createdAt) < NEW_ACCOUNT_MS && !readGreeted(user.id),
  );
  useEffect(() => rememberGreeted(user.id), [user.id]);
  const name = user.firstName ? `, ${user.firstName}` : '';
  return `${firstVisit ? 'Welcome' : 'Welcome back'}${name}`;
}
