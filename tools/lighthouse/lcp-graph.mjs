// Why a page's simulated LCP is what it is: recomputes Lighthouse's Lantern
// LCP from a run's saved artifacts and prints, for its optimistic and
// pessimistic graphs, every network request and main-thread task it waited
// for, with simulated start and end times. The request or task that ends at
// the LCP is what to make smaller or earlier.
//
//   LIGHTHOUSE_REPORTS=/tmp/lh LIGHTHOUSE_ARTIFACTS=1 ONLY='^/$' bash scripts/lighthouse.sh
//   node tools/lighthouse/lcp-graph.mjs /tmp/lh/home.artifacts.json
import { LanternLargestContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js';
import { readSavedRun } from './saved-run.mjs';

const file = process.argv[2];
if (!file) {
  console.error('usage: node lcp-graph.mjs <page>.artifacts.json   (see the comment at the top)');
  process.exit(2);
}
const { data, context, navStart } = readSavedRun(file);
const lcp = await LanternLargestContentfulPaint.request(data, context);

const ms = (n) => n.toFixed(0).padStart(6);
console.log(`simulated LCP ${lcp.timing.toFixed(0)} ms (optimistic ${lcp.optimisticEstimate.timeInMs.toFixed(0)}, pessimistic ${lcp.pessimisticEstimate.timeInMs.toFixed(0)})`);
for (const [name, estimate] of [['optimistic', lcp.optimisticEstimate], ['pessimistic', lcp.pessimisticEstimate]]) {
  console.log(`\n${name} graph:  start    end  what`);
  const nodes = [...estimate.nodeTimings.entries()].sort((x, y) => x[1].startTime - y[1].startTime);
  for (const [node, t] of nodes) {
    const what =
      node.type === 'network'
        ? `${node.request.priority.padEnd(8)} ${(node.request.transferSize / 1000).toFixed(1).padStart(6)} kB  ${node.request.url.slice(0, 90)}`
        : `task ${(node.event.dur / 1000).toFixed(1)} ms, observed at ${((node.event.ts - navStart) / 1000).toFixed(0)} ms`;
    console.log(`${' '.repeat(name.length + 1)}${ms(t.startTime)} ${ms(t.endTime)}  ${what}`);
  }
}
