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

// defaultSiteAddress is what the site serves when SITE_ADDRESS is not set:
// localhost over HTTPS from Caddy's internal CA, a trial on one machine.
const defaultSiteAddress = "localhost"

// siteAddressUnsetWarning is said at start and by the health check (which
// then reports unhealthy) when SITE_ADDRESS is not set, so that a deploy
// that lost its .env does not look like one serving its domain.
const siteAddressUnsetWarning = "SITE_ADDRESS is not set, so the site answers only https://localhost: set it in .env (SITE_ADDRESS=localhost for a trial on this machine)"

// siteAddressUnset is whether this process started without SITE_ADDRESS.
var siteAddressUnset bool

// applySiteAddress sets SITE_ADDRESS to the default when it is unset or
// empty (compose passes an unset one as empty), for every command alike,
// and remembers that it was.
func applySiteAddress(getenv func(string) string, setenv func(string, string) error) error {
	if strings.TrimSpace(getenv("SITE_ADDRESS")) != "" {
		return nil
	}
	siteAddressUnset = true
	return setenv("SITE_ADDRESS", defaultSiteAddress)
}
