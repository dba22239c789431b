import { useEffect, useState, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router';

/**
 * State that belongs to the browser's history entry, as the scroll position
 * does: a visitor who filters the portfolio, opens a project and comes Back
 * finds the grid filtered as they left it (and React Router's
 * ScrollRestoration puts them where they were in it), where plain state
 * would start over at its default. A new visit to the page starts from the
 * default.
 *
 * Kept in sessionStorage under the entry's key, as ScrollRestoration keeps
 * positions. The prerendered page and its hydration show the default; a
 * stored value follows right after (a reload). When the page stays on
 * screen across entries (an in-page link pushes one), the value on screen
 * carries over to the new entry. Anything unreadable, or storage turned
 * off, leaves plain state.
 */
export function useHistoryEntryState<T extends string>(name: string, initial: T, allowed: readonly T[]): [T, (value: T) => void] {
  const location = useLocation();
  const key = `entry-state:${location.key}:${location.pathname}:${name}`;
  const stored = useSyncExternalStore(
    subscribe,
    () => read(key, allowed),
    () => undefined, // the prerendered page, and its hydration, show the default
  );
  // The value on screen, for an entry that has none of its own yet.
  const [shown, setShown] = useState(initial);
  const value = stored ?? shown;
  if (value !== shown) setShown(value);

  // The entry keeps what is on screen, so Back to it finds it.
  useEffect(() => {
    if (read(key, allowed) === undefined) write(key, value);
  }, [key, value, allowed]);

  function set(next: T) {
    setShown(next);
    write(key, next);
  }
  return [value, set];
}

const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

function read<T extends string>(key: string, allowed: readonly T[]): T | undefined {
  try {
    const stored = sessionStorage.getItem(key);
    return allowed.find((v) => v === stored);
  } catch {
    return undefined; // storage turned off
  }
}

function write(key: string, value: string) {
  try {
    sessionStorage.setItem(key, value);
  } catch {
    return; // storage off or full: the value lives on screen only, as plain state would
  }
  for (const listener of listeners) listener();
}
