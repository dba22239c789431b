import { execFileSync } from 'node:child_process';

/**
 * Picks free loopback ports synchronously (the Playwright config must be
 * synchronous) by asking a child Node process to bind port 0 n times at once,
 * so the ports differ.
 */
export function freePorts(n: number): number[] {
  const out = execFileSync(process.execPath, [
    '-e',
    `const net=require('net');const ss=[];let left=${n};
     for(let i=0;i<${n};i++){const s=net.createServer();ss.push(s);s.listen(0,'127.0.0.1',()=>{if(--left===0){console.log(ss.map(x=>x.address().port).join(' '));ss.forEach(x=>x.close())}})}`,
  ]);
  return String(out).trim().split(' ').map(Number);
}
