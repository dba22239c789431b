// The key of the certificate the site presents in a Lighthouse run, for
// Chromium's --ignore-certificate-errors-spki-list: Caddy's local CA makes
// a new key at each start, so it is read from the running server. Chromium
// then accepts a chain that holds this key and still refuses every other
// certificate error, where --ignore-certificate-errors would accept any
// certificate from any host.
import { createHash, X509Certificate } from 'node:crypto';
import { connect } from 'node:tls';

/**
 * The base64 SHA-256 of the public key (SPKI) of the certificate that
 * `host:port` presents for `servername`, as Chromium's flag wants it.
 *
 * @param {{ host: string, port: number | string, servername: string }} server
 * @returns {Promise<string>}
 */
export function leafKeyPin({ host, port, servername }) {
  return new Promise((resolve, reject) => {
    // Unverified on purpose: this reads the key that the flag then pins.
    const socket = connect({ host, port: Number(port), servername, rejectUnauthorized: false }, () => {
      const { raw } = socket.getPeerCertificate();
      socket.end();
      if (!raw) return reject(new Error(`${host}:${port} presented no certificate`));
      const key = new X509Certificate(raw).publicKey.export({ type: 'spki', format: 'der' });
      resolve(createHash('sha256').update(key).digest('base64'));
    });
    socket.setTimeout(5000, () => socket.destroy(new Error(`${host}:${port}: no TLS handshake in 5 s`)));
    socket.once('error', reject);
  });
}
