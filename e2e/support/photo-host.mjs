// The stock-photo host (images.unsplash.com) as the suite's browser sees it:
// an HTTPS server on loopback that answers every path with the fixture photo,
// reached through the browser's resolver (photoHostArgs). Plain JavaScript,
// so that Node runs it as the suite's web server, and the benches import it.
//
// fixtures/photo-host/ holds its certificate (self-signed, until 2126) and
// key: a test fixture, not a secret. Only the suite's browser accepts it,
// pinned by its public key. Made with
//   openssl req -x509 -newkey ec -pkeyopt ec_paramgen_curve:prime256v1 -nodes \
//     -keyout key.pem -out cert.pem -days 36500 -subj '/CN=images.unsplash.com' \
//     -addext subjectAltName=DNS:images.unsplash.com
//
//   node support/photo-host.mjs PORT
import { createHash, X509Certificate } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:https';
import { pathToFileURL } from 'node:url';

const fixtures = new URL('../fixtures/', import.meta.url);
const certificate = () => readFileSync(new URL('photo-host/cert.pem', fixtures));

/**
 * Chromium flags that keep the browser on this machine, with the stock photos
 * from the stand-in on loopback at `port`:
 *
 * - images.unsplash.com resolves to the stand-in, whose self-signed
 *   certificate the browser accepts by its public key alone (no other
 *   certificate error is ignored);
 * - every other host fails to resolve, named or by address (Chromium's rules
 *   match IP literals too), but for localhost and the hosts the suite tests
 *   (`allowed`: an E2E_BASE_URL's host), so no request can leave the machine.
 *
 * Done in the browser's resolver, not by Playwright's request routing: a
 * route pauses every request of the test for a round trip to the test's
 * process and turns off the browser's cache, and the suite takes 0.93x the
 * time without. A test
 * that wants other answers (a broken photo, a big one) still routes its own.
 *
 * @param {number | string} port
 * @param {string[]} [allowed]
 * @returns {string[]}
 */
export function photoHostArgs(port, allowed = []) {
  const key = new X509Certificate(certificate()).publicKey.export({ type: 'spki', format: 'der' });
  const spki = createHash('sha256').update(key).digest('base64');
  const keep = ['localhost', '127.0.0.1', ...allowed].map((host) => `EXCLUDE ${host}`);
  return [
    `--host-resolver-rules=MAP images.unsplash.com 127.0.0.1:${port}, MAP * ~NOTFOUND, ${keep.join(', ')}`,
    `--ignore-certificate-errors-spki-list=${spki}`,
  ];
}

/**
 * Serves the fixture photo for every path on 127.0.0.1:`port` (0: any free port).
 *
 * @param {number} port
 * @returns {import('node:https').Server}
 */
export function startPhotoHost(port) {
  const photo = readFileSync(new URL('photo.png', fixtures));
  const server = createServer({ key: readFileSync(new URL('photo-host/key.pem', fixtures)), cert: certificate() }, (req, res) => {
    res.writeHead(200, {
      'Content-Type': 'image/png',
      'Content-Length': photo.length,
      // As the real host answers: cacheable for a year, readable cross-origin.
      'Cache-Control': 'public, max-age=31536000, immutable',
      'Access-Control-Allow-Origin': '*',
    });
    res.end(req.method === 'HEAD' ? undefined : photo);
  });
  return server.listen(port, '127.0.0.1');
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const port = Number(process.argv[2]);
  if (!Number.isInteger(port) || port <= 0) {
    console.error('usage: node support/photo-host.mjs PORT');
    process.exit(2);
  }
  startPhotoHost(port);
}
