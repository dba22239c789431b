import { useId, useRef, type KeyboardEvent } from 'react';

/**
 * WAI-ARIA tabs with automatic activation: one tab in the Tab order, arrow
 * keys (and Home/End) move and select, the panel is labelled by its tab.
 */
export function useTabs<T extends string>(values: readonly T[], selected: T, onSelect: (value: T) => void) {
  const base = useId();
  const refs = useRef(new Map<T, HTMLButtonElement>());
  const tabId = (v: T) => `${base}-tab-${v}`;
  const panelId = `${base}-panel`;

  function onKeyDown(e: KeyboardEvent) {
    const i = values.indexOf(selected);
    const next = { ArrowRight: i + 1, ArrowLeft: i - 1, Home: 0, End: values.length - 1 }[e.key];
    if (next === undefined) return;
    e.preventDefault();
    const value = values[(next + values.length) % values.length];
    onSelect(value);
    refs.current.get(value)?.focus();
  }

  return {
    listProps: { role: 'tablist', onKeyDown },
    tabProps: (v: T) => ({
      ref: (el: HTMLButtonElement | null) => void (el ? refs.current.set(v, el) : refs.current.delete(v)),
      id: tabId(v),
      role: 'tab',
      type: 'button' as const,
      'aria-selected': v === selected,
      'aria-controls': panelId,
      tabIndex: v === selected ? 0 : -1,
      onClick: () => onSelect(v),
    }),
    panelProps: { id: panelId, role: 'tabpanel', 'aria-labelledby': tabId(selected), tabIndex: 0 },
  };
}
