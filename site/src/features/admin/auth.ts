import { AUTH_KEY, AUTH_VALUE } from '../../lib/storage/collections.ts';
import { removeItem, setItem } from '../../lib/storage/safeLocalStorage.ts';

/** The demo's fixed credentials, shown on the login screen. A frontend-only check: not security. */
export const DEMO_USERNAME = 'admin';
export const DEMO_PASSWORD = 'admin123';

/** Checks the demo credentials; on success writes the auth flag. */
export function login(username: string, password: string): boolean {
  if (username !== DEMO_USERNAME || password !== DEMO_PASSWORD) return false;
  setItem(AUTH_KEY, AUTH_VALUE);
  return true;
}

export function logout() {
  removeItem(AUTH_KEY);
}
