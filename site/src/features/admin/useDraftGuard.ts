import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useBlocker } from 'react-router';
import type { Confirm } from './useCollectionEditor.ts';

/** What each editor gets from the dashboard. */
export type EditorProps = {
  confirm: Confirm;
  /** Tells the dashboard whether the editor's form holds typing not yet saved. */
  onUnsavedChange: (unsaved: boolean) => void;
};

/** Reports an editor's unsaved state to the dashboard whenever it changes. */
export function useReportUnsaved(unsaved: boolean, onUnsavedChange: (unsaved: boolean) => void) {
  useEffect(() => onUnsavedChange(unsaved), [unsaved, onUnsavedChange]);
}

/** "Blog Posts", "Images and Blog Posts", "Content, Images and Blog Posts". */
function inWords(names: readonly string[]): string {
  return names.length < 2 ? names.join('') : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

/**
 * Keeps the owner's unsaved typing from being lost without a word (the
 * admin's storage is only what they save). While any tab's form holds
 * unsaved changes: leaving /admin inside the site (View Site, a header link,
 * Back) asks first; so does logging out; and reloading or closing the page
 * gets the browser's own prompt. `tabs` are the tab labels, in order;
 * `reporter(label)` is the onUnsavedChange to give that tab's editor.
 */
export function useDraftGuard(tabs: readonly string[], confirm: Confirm) {
  const [unsaved, setUnsaved] = useState<ReadonlySet<string>>(new Set());
  const reporters = useMemo(
    () =>
      new Map(
        tabs.map((tab) => [
          tab,
          (on: boolean) =>
            setUnsaved((prev) => {
              if (prev.has(tab) === on) return prev;
              const next = new Set(prev);
              if (on) next.add(tab);
              else next.delete(tab);
              return next;
            }),
        ]),
      ),
    [tabs],
  );
  const pending = tabs.filter((t) => unsaved.has(t));
  const body = `Your changes in ${inWords(pending)} have not been saved and will be lost.`;

  // The guards arm in the same commit that puts the dot on the tab (layout
  // effects), not after the next paint: a close or a Back in between found
  // them unarmed (seen in the e2e suite, a few runs in a hundred). The
  // listener is there only while something is unsaved, so it never keeps a
  // page out of the back/forward cache for nothing.
  const anyUnsaved = useRef(false);
  useLayoutEffect(() => {
    anyUnsaved.current = pending.length > 0;
    if (pending.length === 0) return;
    const warn = (e: BeforeUnloadEvent) => {
      e.preventDefault();
      e.returnValue = ''; // what Safari and older browsers still need to show the prompt
    };
    addEventListener('beforeunload', warn);
    return () => removeEventListener('beforeunload', warn);
  }, [pending.length]);

  // A stable function: React Router installs a blocker's function in a passive
  // effect, so a changing boolean would arm it late; this one reads the ref.
  const blocker = useBlocker(useCallback(() => anyUnsaved.current, []));
  // The newest blocker and message for the confirm's callback, which resolves later.
  // Kept in a layout effect (refs are not written during render); these run before the effect below.
  const latest = useRef({ blocker, body });
  useLayoutEffect(() => {
    latest.current = { blocker, body };
  });
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    void confirm('Leave with unsaved changes?', latest.current.body, 'Leave').then((leave) => {
      const b = latest.current.blocker;
      if (b.state !== 'blocked') return;
      if (leave) b.proceed();
      else b.reset();
    });
  }, [blocker.state, confirm]);

  /** True when there is nothing unsaved, or the owner agrees to lose it (for Logout). */
  const confirmDiscard = useCallback(
    async (title: string, confirmLabel: string) => pending.length === 0 || confirm(title, body, confirmLabel),
    [pending.length, body, confirm],
  );

  const reporter = (tab: string) => reporters.get(tab)!;
  return { reporter, unsaved, confirmDiscard };
}
