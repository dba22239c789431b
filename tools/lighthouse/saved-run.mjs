// A Lighthouse run saved by scripts/lighthouse.sh with LIGHTHOUSE_ARTIFACTS=1,
// in the shape Lighthouse's computed metrics (Lantern) take, so a script can
// recompute a metric and look inside its simulation.
import { readFileSync } from 'node:fs';
import { pageNavigationStart } from './navigation.mjs';

/** Reads <page>.artifacts.json; `data` and `context` go to a metric's `request`. */
export function readSavedRun(file) {
  const a = JSON.parse(readFileSync(file, 'utf8'));
  const events = a.Trace.traceEvents;
  return {
    data: { trace: a.Trace, devtoolsLog: a.DevtoolsLog, gatherContext: a.GatherContext, settings: a.settings, URL: a.URL, SourceMaps: a.SourceMaps, simulator: null },
    context: { computedCache: new Map(), settings: a.settings },
    events,
    // The page's own navigation: trace times are shown from it.
    navStart: pageNavigationStart(events) ?? 0,
  };
}
