import { readFile } from 'node:fs/promises';
import http from 'node:http';
import https from 'node:https';
import tls from 'node:tls';
import { expect, test, visit } from '../support/test.ts';
import { tlsServer } from '../support/tls.ts';

// The container's configuration, run from the same binary and Caddyfile:
// SITE_ADDRESS=localhost, HTTPS from Caddy's internal CA.
test.describe('served as the container serves it: SITE_ADDRESS=localhost over HTTPS', () => {
  test.skip(!tlsServer.available, 'the suite starts this server only when it starts its own (no E2E_BASE_URL)');

  const get = (url: string, options: https.RequestOptions = {}) =>
    new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string; alpn?: string }>((resolve, reject) => {
      const client = url.startsWith('https:') ? https : http;
      const req = client.get(url, options, (res) => {
        let body = '';
        res.on('data', (c) => (body += c));
        res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body, alpn: (res.socket as tls.TLSSocket).alpnProtocol || undefined }));
      });
      req.on('error', reject);
    });

  test('HTTPS works, with a certificate for localhost that chains to Caddy’s internal CA', async () => {
    const ca = await readFile(tlsServer.rootCA);
    const res = await get(`https://localhost:${tlsServer.httpsPort}/healthz`, { ca, agent: false });
    expect(res.status).toBe(200);
    expect(res.body).toBe('ok');

    // Without that CA the same request is refused: the chain really is checked.
    await expect(get(`https://localhost:${tlsServer.httpsPort}/healthz`, { agent: false })).rejects.toThrow(/certificate/i);
  });

  test('HTTP redirects to HTTPS, keeping the path', async () => {
    const res = await get(`http://localhost:${tlsServer.httpPort}/about?x=1`);
    expect(res.status).toBe(308);
    // Caddy treats https_port as the public HTTPS port and leaves it out of the
    // redirect when it is the one the site listens on: behind the container's
    // 443 mapping that is exactly where visitors go.
    expect(res.headers.location).toBe('https://localhost/about?x=1');
  });

  test('HSTS and the security headers are sent over HTTPS', async () => {
    const ca = await readFile(tlsServer.rootCA);
    const res = await get(`https://localhost:${tlsServer.httpsPort}/`, { ca, agent: false });
    expect(res.headers['strict-transport-security']).toBe('max-age=63072000; includeSubDomains; preload');
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers.server).toBeUndefined();
  });

  test('HTTP/2 is negotiated', async () => {
    const ca = await readFile(tlsServer.rootCA);
    const protocol = await new Promise<string | false | null>((resolve, reject) => {
      const socket = tls.connect({ host: 'localhost', port: tlsServer.httpsPort, servername: 'localhost', ca, ALPNProtocols: ['h2', 'http/1.1'] }, () => {
        resolve(socket.alpnProtocol);
        socket.end();
      });
      socket.on('error', reject);
    });
    expect(protocol).toBe('h2');
  });

  test('a browser loads the site and a deep link over HTTPS', async ({ browser }) => {
    const context = await browser.newContext({ ignoreHTTPSErrors: true }); // the browser does not know Caddy's local CA
    const page = await context.newPage();
    await page.route(/^https:\/\/images\.unsplash\.com\//, (r) => r.abort());
    const response = await visit(page, `https://localhost:${tlsServer.httpsPort}/blog/1`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('What a Kala Ghoda street sign taught us about hierarchy');
    const missing = await visit(page, `https://localhost:${tlsServer.httpsPort}/no-such-page`);
    expect(missing?.status()).toBe(404);
    await context.close();
  });
});
