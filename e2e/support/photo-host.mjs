// The stock-photo host (images.unsplash.com) as a browser on this machine
// sees it: an HTTPS server on loopback, reached through the browser's
// resolver (photoHostArgs). The one stand-in for every browser run: the
// suite's web server, the benches and Lighthouse (tools/lighthouse/run.sh).
// Plain JavaScript, so that Node runs it as it is.
//
// It answers every path with the fixture photo, or, with --sized (for
// Lighthouse, whose scores weigh bytes), with a JPEG of the width the URL
// asks for (w=…, 3:2 unless h=… is given) that compresses as a photograph
// does, made by the site's sharp.
//
// fixtures/photo-host/ holds its certificate (self-signed, until 2126) and
// key: a test fixture, not a secret. Only the browsers we start accept it,
// pinned by its public key. Made with
//   openssl req -x509 -newkey ec -pkeyopt ec_paramgen_curve:prime256v1 -nodes \
//     -keyout key.pem -out cert.pem -days 36500 -subj '/CN=images.unsplash.com' \
//     -addext subjectAltName=DNS:images.unsplash.com
//
//   node support/photo-host.mjs PORT [--sized]
import { createHash, X509Certificate } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:https';
import { createRequire } from 'node:module';
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
 *   (`allowed`: an E2E_BASE_URL's host), so no request can leave the machine;
 * - `pins`: the keys of other certificates to accept (base64 SHA-256 of their
 *   SPKI), for a site served with a certificate of a throwaway CA.
 *
 * Done in the browser's resolver, not by Playwright's request routing: a
 * route pauses every request of the test for a round trip to the test's
 * process and turns off the browser's cache, and the suite takes 0.93x the
 * time without. A test
 * that wants other answers (a broken photo, a big one) still routes its own.
 *
 * @param {number | string} port
 * @param {string[]} [allowed]
 * @param {string[]} [pins]
 * @returns {string[]}
 */
export function photoHostArgs(port, allowed = [], pins = []) {
  const key = new X509Certificate(certificate()).publicKey.export({ type: 'spki', format: 'der' });
  const spki = createHash('sha256').update(key).digest('base64');
  const keep = ['localhost', '127.0.0.1', ...allowed].map((host) => `EXCLUDE ${host}`);
  return [
    `--host-resolver-rules=MAP images.unsplash.com 127.0.0.1:${port}, MAP * ~NOTFOUND, ${keep.join(', ')}`,
    `--ignore-certificate-errors-spki-list=${[spki, ...pins].join(',')}`,
  ];
}

/**
 * A JPEG (quality 75, as the site's q=75 URLs ask) of soft colour fields
 * with grain, `width` x `height`: it compresses about as a photograph does,
 * where a flat colour would make every byte count meaningless.
 *
 * @param {number} width
 * @param {number} height
 * @returns {Promise<Buffer>}
 */
async function sizedPhoto(width, height) {
  const sharp = createRequire(new URL('../../site/package.json', import.meta.url))('sharp');
  const pixels = Buffer.alloc(width * height * 3);
  let seed = (width * 7919 + height) >>> 0;
  const grain = () => ((seed = (seed * 1664525 + 1013904223) >>> 0) >>> 27) - 16;
  const clamp = (/** @type {number} */ v) => Math.max(0, Math.min(255, v));
  for (let y = 0, i = 0; y < height; y++) {
    for (let x = 0; x < width; x++, i += 3) {
      pixels[i] = clamp(200 - Math.floor((120 * x) / width) + grain());
      pixels[i + 1] = clamp(170 - Math.floor((60 * y) / height) + grain());
      pixels[i + 2] = clamp(120 + Math.floor((80 * (x + y)) / (width + height)) + grain());
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } }).jpeg({ quality: 75 }).toBuffer();
}

/**
 * A positive size from the query, bounded as the real host bounds it.
 *
 * @param {URLSearchParams} params
 * @param {string} name
 * @param {number} fallback
 */
function size(params, name, fallback) {
  const n = Number.parseInt(params.get(name) ?? '', 10);
  return n > 0 ? Math.min(n, 4000) : fallback;
}

/**
 * Serves a photo for every path on 127.0.0.1:`port` (0: any free port): the
 * fixture photo, or with `sized` a JPEG of the width the URL asks for.
 *
 * @param {number} port
 * @param {{ sized?: boolean }} [options]
 * @returns {import('node:https').Server}
 */
export function startPhotoHost(port, { sized = false } = {}) {
  const fixture = { type: 'image/png', body: readFileSync(new URL('photo.png', fixtures)) };
  /** @type {Map<string, Promise<Buffer>>} */
  const made = new Map();
  /** @param {string} url */
  const photo = (url) => {
    if (!sized) return Promise.resolve(fixture);
    const params = new URL(url, 'https://images.unsplash.com').searchParams;
    const width = size(params, 'w', 1200);
    const height = size(params, 'h', Math.floor((width * 2) / 3));
    const key = `${width}x${height}`;
    const body = made.get(key) ?? sizedPhoto(width, height);
    made.set(key, body);
    return body.then((bytes) => ({ type: 'image/jpeg', body: bytes }));
  };
  const server = createServer({ key: readFileSync(new URL('photo-host/key.pem', fixtures)), cert: certificate() }, (req, res) => {
    photo(req.url ?? '/').then(
      ({ type, body }) => {
        res.writeHead(200, {
          'Content-Type': type,
          'Content-Length': body.length,
          // As the real host answers: cacheable for a year, readable cross-origin.
          'Cache-Control': 'public, max-age=31536000, immutable',
          'Access-Control-Allow-Origin': '*',
        });
        res.end(req.method === 'HEAD' ? undefined : body);
      },
      (error) => {
        res.writeHead(500).end(String(error));
      },
    );
  });
  return server.listen(port, '127.0.0.1');
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const port = Number(process.argv[2]);
  if (!Number.isInteger(port) || port < 0 || process.argv.length > 4 || (process.argv[3] && process.argv[3] !== '--sized')) {
    console.error('usage: node support/photo-host.mjs PORT [--sized]');
    process.exit(2);
  }
  const server = startPhotoHost(port, { sized: process.argv[3] === '--sized' });
  server.on('listening', () => console.log(`listening on 127.0.0.1:${/** @type {import('node:net').AddressInfo} */ (server.address()).port}`));
}
