import path from 'node:path';

/**
 * The second server the suite starts: the same binary and Caddyfile with
 * SITE_ADDRESS=localhost, as the container runs it, on high ports.
 */
export const tlsServer = {
  available: !process.env.E2E_BASE_URL,
  httpPort: Number(process.env.E2E_TLS_HTTP_PORT),
  httpsPort: Number(process.env.E2E_TLS_PORT),
  /** Caddy's local CA root, in the server's own state folder. */
  rootCA: path.join(process.env.E2E_CADDY_STATE ?? '', 'tls', 'data', 'caddy', 'pki', 'authorities', 'local', 'root.crt'),
};
