package main

import (
	"net"

	"github.com/caddyserver/caddy/v2/caddyconfig/httpcaddyfile"
)

// STUDIO_STRICT_SNI_HOST is the Caddyfile's strict_sni_host: "on" answers
// an HTTPS request whose Host is not the name its connection's TLS
// handshake asked for (SNI) with 421 Misdirected Request, where Caddy would
// otherwise find no site for it and send an empty 200 (a client fronting
// one name with another; the trailing-dot name, whose dot curl leaves out
// of the SNI). A site addressed by IP gets no SNI at all (TLS sends no IP
// literal), so there it would refuse every request, the health check's
// too. Unset, the binary derives it from SITE_ADDRESS: "on" when
// every address names a host, "insecure_off" (Caddy's default) when one is
// an IP or a bare port. Set, it is the operator's: insecure_off behind a
// proxy that re-encrypts to the site with another name in its SNI.
const strictSNIHostEnv = "STUDIO_STRICT_SNI_HOST"

// applyStrictSNIHost sets STUDIO_STRICT_SNI_HOST for SITE_ADDRESS unless
// the environment has it already.
func applyStrictSNIHost(getenv func(string) string, setenv func(string, string) error) error {
	if getenv(strictSNIHostEnv) != "" {
		return nil
	}
	return setenv(strictSNIHostEnv, strictSNIHostFor(getenv("SITE_ADDRESS")))
}

// strictSNIHostFor is "on" when every address in the list names a host that
// is not an IP literal, else "insecure_off". The Caddyfile's default, an
// empty list (plain HTTP on :8080), has no TLS for it to apply to.
func strictSNIHostFor(addresses string) string {
	all := siteAddresses(addresses)
	if len(all) == 0 {
		return "insecure_off"
	}
	for _, address := range all {
		a, err := httpcaddyfile.ParseAddress(address)
		if err != nil || a.Host == "" || net.ParseIP(a.Host) != nil {
			return "insecure_off"
		}
	}
	return "on"
}
