package main

import (
	"net"
	"strings"
)

// How the binary reads SITE_ADDRESS as the Caddyfile's site address list,
// for the health check (healthcheck.go) and the settings derived from it
// before Caddy starts (publicport.go, strictsni.go).

// siteAddresses splits a Caddyfile site address list: Caddy takes commas,
// spaces or both between the addresses.
func siteAddresses(list string) []string {
	return strings.FieldsFunc(list, func(r rune) bool { return r == ',' || r == ' ' || r == '\t' })
}

// siteAddressParts splits one site address as Caddy reads it,
// [scheme://]host[:port][/path]; host is "" for a bare port (":8080").
func siteAddressParts(address string) (scheme, host, port, path string) {
	rest := address
	if i := strings.Index(rest, "://"); i >= 0 {
		scheme, rest = rest[:i], rest[i+3:]
	}
	if i := strings.Index(rest, "/"); i >= 0 {
		rest, path = rest[:i], rest[i:]
	}
	host, port, err := net.SplitHostPort(rest)
	if err != nil {
		host, port = rest, "" // no port given
	}
	return scheme, host, port, path
}
