#!/usr/bin/env node
// make publish FILE=path/to/export.json: the admin's export becomes the
// site's published content (site/published/), as build/publish.ts checks,
// builds and writes it, with the admin's own schema (run through Vite, which
// reads the TypeScript). Prints what changed; on a bad file, or any other
// failure, one line and exit 1, with nothing written.
import { readFileSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { runnerImport } from 'vite';

const file = process.argv[2];
if (!file) {
  console.error('usage: make publish FILE=path/to/chowk-cms-YYYY-MM-DD.json (the admin\'s Export all data)');
  process.exit(2);
}
const fail = (why) => {
  console.error(`publish: ${file}: ${String(why).replace(/\s+/g, ' ').trim()}. Nothing was published.`);
  process.exit(1);
};
// Ctrl-C or a stop while the new content is checked: the staging folder is
// cleared on the way out (build/publish.ts); site/published/ is untouched.
// The swap itself is synchronous, so a stop arrives before it or after it;
// after it, the publish stands and its report has been printed.
let cleanUp = () => {};
let done = false;
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    if (done) return;
    cleanUp();
    fail(`stopped by ${signal}`);
  });
}
const started = performance.now();
try {
  const { module: publish } = await runnerImport(fileURLToPath(new URL('../build/publish.ts', import.meta.url)), { configFile: false, logLevel: 'error' });
  const dir = publish.publishedDir();
  cleanUp = () => publish.recoverInterrupted(dir);
  publish.checkExportSize(statSync(file).size);
  const plan = await publish.publish(readFileSync(file, 'utf8'), dir);
  done = true;
  console.log(`published ${file}:`);
  for (const line of plan.changes) console.log(`  ${line}`);
  const kB = (plan.bytesAdded / 1000).toFixed(1);
  console.log(`  ${plan.bytesAdded >= 0 ? `adds ${kB}` : `saves ${kB.slice(1)}`} kB to the repository, in ${Math.round(performance.now() - started)} ms. Commit site/published/, then rebuild.`);
} catch (error) {
  if (error?.code === 'ENOENT' && error.path === file) fail('no such file');
  // A PublishError names the item and field; anything else is still one line.
  fail(error?.constructor?.name === 'PublishError' ? error.message : `could not publish (${error?.message ?? error})`);
}
