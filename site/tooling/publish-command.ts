// make publish FILE=path/to/export.json (tsx tooling/publish-command.ts):
// the admin's export becomes the site's published content (site/published/),
// as tooling/publish.ts checks, builds and writes it, with the admin's own
// schema. Prints what changed; on a bad file, or any other failure, one line
// and exit 1, with nothing written.
import { readFileSync, statSync } from 'node:fs';
import { checkExportSize, publish, publishedDir, PublishError, recoverInterrupted } from './publish.ts';

const file = process.argv[2];
if (!file) {
  console.error('usage: make publish FILE=path/to/chowk-cms-YYYY-MM-DD.json (the admin\'s Export all data)');
  process.exit(2);
}
const fail = (why: unknown): never => {
  console.error(`publish: ${file}: ${String(why).replace(/\s+/g, ' ').trim()}. Nothing was published.`);
  process.exit(1);
};
// Ctrl-C or a stop while the new content is checked: the staging folder is
// cleared on the way out (tooling/publish.ts); site/published/ is untouched.
// The swap itself is synchronous, so a stop arrives before it or after it;
// after it, the publish stands and its report has been printed.
let cleanUp = () => {};
let done = false;
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  process.on(signal, () => {
    if (done) return;
    cleanUp();
    fail(`stopped by ${signal}`);
  });
}
const started = performance.now();
try {
  const dir = publishedDir();
  cleanUp = () => recoverInterrupted(dir);
  checkExportSize(statSync(file).size);
  const plan = await publish(readFileSync(file, 'utf8'), dir);
  done = true;
  console.log(`published ${file}:`);
  for (const line of plan.changes) console.log(`  ${line}`);
  const kB = (plan.bytesAdded / 1000).toFixed(1);
  console.log(`  ${plan.bytesAdded >= 0 ? `adds ${kB}` : `saves ${kB.slice(1)}`} kB to the repository, in ${Math.round(performance.now() - started)} ms. Commit site/published/, then rebuild.`);
} catch (error) {
  const { code, path } = (error ?? {}) as { code?: string; path?: string };
  if (code === 'ENOENT' && path === file) fail('no such file');
  // A PublishError names the item and field; anything else is still one line.
  fail(error instanceof PublishError ? error.message : `could not publish (${error instanceof Error ? error.message : String(error)})`);
}
