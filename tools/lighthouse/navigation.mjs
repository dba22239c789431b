// Where a page's load starts in a Chromium trace, for the tools that show
// trace times from it (saved-run.mjs for blocking-tasks and lcp-graph, and
// off-cpu.mjs).

/**
 * The timestamp of the page's own navigation: the first main-frame
 * `navigationStart` whose document is an http(s) URL, not the about:blank a
 * new tab starts on; failing that, the first main-frame one. With `thread`
 * ("pid:tid"), only that thread's. Undefined when the trace has none.
 *
 * @param {Array<{name: string, ts: number, pid?: number, tid?: number, args?: any}>} events
 * @param {string} [thread]
 * @returns {number | undefined}
 */
export function pageNavigationStart(events, thread) {
  const navigations = events.filter(
    (e) => e.name === 'navigationStart' && e.args?.data?.isLoadingMainFrame !== false && (!thread || `${e.pid}:${e.tid}` === thread),
  );
  return (navigations.find((e) => /^https?:/.test(e.args?.data?.documentLoaderURL ?? '')) ?? navigations[0])?.ts;
}
