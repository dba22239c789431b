package main

import (
	"strings"
)

// How the binary reads SITE_ADDRESS as the Caddyfile's site address list,
// for the health check (healthcheck.go) and the settings derived from it
// before Caddy starts (publicport.go, strictsni.go). Each address is read
// by Caddy's own parser, httpcaddyfile.ParseAddress.

// siteAddresses splits a Caddyfile site address list: Caddy takes commas,
// spaces or both between the addresses.
func siteAddresses(list string) []string {
	return strings.FieldsFunc(list, func(r rune) bool { return r == ',' || r == ' ' || r == '\t' })
}
