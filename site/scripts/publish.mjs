#!/usr/bin/env node
// make publish FILE=path/to/export.json: the admin's export becomes the
// site's published content (site/published/), as build/publish.ts checks
// and writes it, with the admin's own schema (run through Vite, which reads
// the TypeScript). Prints what changed; on a bad file, one line and exit 1,
// with nothing written.
import { readFileSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { runnerImport } from 'vite';

const file = process.argv[2];
if (!file) {
  console.error('usage: make publish FILE=path/to/chowk-cms-YYYY-MM-DD.json (the admin\'s Export all data)');
  process.exit(2);
}
const started = performance.now();
const { module: publish } = await runnerImport(fileURLToPath(new URL('../build/publish.ts', import.meta.url)), { configFile: false, logLevel: 'error' });
try {
  publish.checkExportSize(statSync(file).size);
  const plan = publish.planPublish(readFileSync(file, 'utf8'));
  publish.writePublished(plan);
  console.log(`published ${file}:`);
  for (const line of plan.changes) console.log(`  ${line}`);
  const kB = (plan.bytesAdded / 1000).toFixed(1);
  console.log(`  ${plan.bytesAdded >= 0 ? `adds ${kB}` : `saves ${kB.slice(1)}`} kB to the repository, in ${Math.round(performance.now() - started)} ms. Commit site/published/, then rebuild.`);
} catch (error) {
  if (!(error instanceof publish.PublishError) && error?.code !== 'ENOENT') throw error;
  const why = error.code === 'ENOENT' ? 'no such file' : error.message.replace(/\s+/g, ' ').trim();
  console.error(`publish: ${file}: ${why}. Nothing was published.`);
  process.exit(1);
}
