// The README is a newcomer's page: what the product is, the two commands,
// where things are. The owner's steps and the run figures live in docs/.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const repo = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const readme = readFileSync(path.join(repo, 'README.md'), 'utf8');

describe('the README', () => {
  it('is at most 150 lines', () => {
    expect(readme.trimEnd().split('\n').length).toBeLessThanOrEqual(150);
  });

  it('lists in its folder table every top-level folder the repository keeps', () => {
    const files = execFileSync('git', ['ls-files'], { cwd: repo, encoding: 'utf8' }).split('\n');
    const folders = new Set(files.filter((f) => f.includes('/') && !f.startsWith('.')).map((f) => f.split('/')[0]));
    expect(folders.size).toBeGreaterThan(5);
    for (const folder of folders) {
      expect(readme, folder).toContain(`| \`${folder}/`);
    }
  });
});
