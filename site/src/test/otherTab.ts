import { act } from '@testing-library/react';

/**
 * What another tab of the same browser does when it saves: writes the value,
 * and this tab hears of it through a storage event (a tab's own writes fire
 * none in itself).
 */
export function otherTabWrites(key: string, items: readonly object[]) {
  const oldValue = localStorage.getItem(key);
  const newValue = JSON.stringify(items);
  localStorage.setItem(key, newValue);
  act(() => {
    window.dispatchEvent(new StorageEvent('storage', { key, oldValue, newValue, storageArea: localStorage }));
  });
}
