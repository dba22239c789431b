package main

// STUDIO_PORT_8080_PROTOCOLS is the protocols of the Caddyfile's
// `servers :8080` block, the development listener's (make run,
// http://localhost:8080). There it is h1: HTTP/2 and 3 need TLS, and Caddy
// warned at every start that it skipped them. But a site served over HTTPS
// on 8080 matches the same block (compose's HTTPS_PORT=8080 for a trial
// makes SITE_ADDRESS localhost:8080), and h1 alone there meant no HTTP/2
// and no HTTP/3 advert. Unset, the binary derives it from SITE_ADDRESS and
// the ports: "h1 h2 h3" when some site is served over HTTPS on 8080, else
// "h1".
const port8080ProtocolsEnv = "STUDIO_PORT_8080_PROTOCOLS"

// applyPort8080Protocols sets STUDIO_PORT_8080_PROTOCOLS unless the
// environment has it already. It reads SITE_ADDRESS as the public-port
// rewrite left it, so it runs after applyPublicHTTPSPort.
func applyPort8080Protocols(getenv func(string) string, setenv func(string, string) error) error {
	if getenv(port8080ProtocolsEnv) != "" {
		return nil
	}
	return setenv(port8080ProtocolsEnv, port8080ProtocolsFor(getenv("SITE_ADDRESS"), portsFromEnv(getenv)))
}

// port8080ProtocolsFor reads each address of the list by the health check's
// rules (siteTarget): "h1 h2 h3" when one of them is HTTPS on 8080.
func port8080ProtocolsFor(addresses string, p ports) string {
	for _, address := range siteAddresses(addresses) {
		if t, err := siteTarget(address, p); err == nil && t.scheme == "https" && t.port == "8080" {
			return "h1 h2 h3"
		}
	}
	return "h1"
}
