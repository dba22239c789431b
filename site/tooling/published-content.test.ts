import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { CONTENT_FILE, PUBLISHED_DIR, readPublished } from './published-content.ts';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** The published content with `edit` applied, in a folder of the test's own. */
function publishedWith(edit: (bundle: { data: { posts: { content?: string }[] } }) => void): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'published-'));
  dirs.push(dir);
  cpSync(PUBLISHED_DIR, dir, { recursive: true });
  const bundle = JSON.parse(readFileSync(path.join(dir, CONTENT_FILE), 'utf8'));
  edit(bundle);
  writeFileSync(path.join(dir, CONTENT_FILE), JSON.stringify(bundle));
  return dir;
}

describe('the published content, as the build reads it', () => {
  it('sanitizes every post body with the browser’s rules, whatever the file says', () => {
    const dir = publishedWith((b) => void (b.data.posts[0].content = '<p>Signs</p><img src="x" onerror="alert(1)"><script>alert(2)</script><a href="javascript:alert(3)">x</a>'));
    const body = readPublished(dir).posts[0].content!;
    expect(body).toContain('<p>Signs</p>');
    expect(body).not.toMatch(/onerror|<script|javascript:/);
  });

  it('leaves the default bodies as written: they are the studio’s own markup', () => {
    const raw = JSON.parse(readFileSync(path.join(PUBLISHED_DIR, CONTENT_FILE), 'utf8')).data.posts as { content?: string }[];
    expect(readPublished().posts.map((p) => p.content)).toEqual(raw.map((p) => p.content));
  });

  it('refuses a file that is not in the export format, naming the field', () => {
    const dir = publishedWith((b) => void ((b.data.posts[1] as { title?: unknown }).title = 7));
    expect(() => readPublished(dir)).toThrow(/published content: .*content\.json: data\.posts\.1\.title: Invalid type/);
  });
});
