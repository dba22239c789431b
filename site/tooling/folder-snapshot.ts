import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/** Every file under dir and its bytes, to compare a folder before and after (the publish tests). */
export function folderSnapshot(dir: string): Record<string, string> {
  const files: Record<string, string> = {};
  for (const name of readdirSync(dir, { recursive: true, encoding: 'utf8' }).sort()) {
    const file = path.join(dir, name);
    if (statSync(file).isFile()) files[name] = readFileSync(file).toString('base64');
  }
  return files;
}
