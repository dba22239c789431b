import { execFileSync } from 'node:child_process';

/**
 * Picks a free loopback port synchronously (the Playwright config must be
 * synchronous) by asking a child Node process to bind port 0.
 */
export function freePort(): number {
  const out = execFileSync(process.execPath, [
    '-e',
    "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})",
  ]);
  return Number(String(out).trim());
}
