package main

import (
	"fmt"
	"net"
	"strconv"
	"strings"

	"github.com/caddyserver/caddy/v2/caddyconfig/httpcaddyfile"
)

// STUDIO_PUBLIC_HTTPS_PORT is the port visitors reach the site's HTTPS on,
// when it is not 443: compose's HTTPS_PORT, for a trial on a machine whose
// 443 is taken. Caddy's redirect from http:// names no port when the site
// listens on 443 or on its https_port (it takes that one for an inside
// port), so with the port published elsewhere visitors were sent to 443.
// Given a port, every site name in SITE_ADDRESS that names no port of its
// own gets this one: the site then listens on it (compose publishes it as
// the same port inside), and Caddy's redirect and its HTTP/3 advert
// (Alt-Svc) name it. Every command sees the same address: run, reload,
// adapt and the health check.
const publicHTTPSPortEnv = "STUDIO_PUBLIC_HTTPS_PORT"

// applyPublicHTTPSPort rewrites SITE_ADDRESS in the environment for
// STUDIO_PUBLIC_HTTPS_PORT; unset, empty or 443 leaves it as it is.
func applyPublicHTTPSPort(getenv func(string) string, setenv func(string, string) error) error {
	port := getenv(publicHTTPSPortEnv)
	if port != "" && port != "443" && port == getenv("STUDIO_HTTPS_PORT") {
		// Caddy takes its https_port for an inside port and leaves it out of
		// the redirect, so the setting would change nothing.
		return fmt.Errorf("%s=%s is STUDIO_HTTPS_PORT too: Caddy's redirect from http:// would name no port; leave STUDIO_HTTPS_PORT unset", publicHTTPSPortEnv, port)
	}
	addresses, err := withPublicHTTPSPort(getenv("SITE_ADDRESS"), port)
	if err != nil {
		return err
	}
	if addresses == getenv("SITE_ADDRESS") {
		return nil
	}
	return setenv("SITE_ADDRESS", addresses)
}

// withPublicHTTPSPort gives each HTTPS site name in a Caddyfile site address
// list (commas or spaces between them) the port, unless it names its own.
// Left alone: a bare port (":80", plain HTTP behind a load balancer), an
// http:// address, and an address with a port. An empty list stays empty
// (the Caddyfile's default, plain HTTP on :8080).
func withPublicHTTPSPort(addresses, port string) (string, error) {
	if port == "" || port == "443" {
		return addresses, nil
	}
	if n, err := strconv.Atoi(port); err != nil || n < 1 || n > 65535 {
		return "", fmt.Errorf("%s=%q: not a port number (1-65535)", publicHTTPSPortEnv, port)
	}
	fields := siteAddresses(addresses)
	changed := false
	for i, address := range fields {
		withPort, ok, err := addPort(address, port)
		if err != nil {
			return "", fmt.Errorf("SITE_ADDRESS: %w", err)
		}
		if ok {
			fields[i], changed = withPort, true
		}
	}
	if !changed {
		return addresses, nil
	}
	return strings.Join(fields, ", "), nil
}

// addPort puts port after the host of one HTTPS site address that names
// none: not a bare port, not http://, not an address with a port.
func addPort(address, port string) (string, bool, error) {
	a, err := httpcaddyfile.ParseAddress(address)
	if err != nil {
		return "", false, err
	}
	if strings.EqualFold(a.Scheme, "http") || a.Host == "" || a.Port != "" {
		return address, false, nil
	}
	scheme := ""
	if a.Scheme != "" {
		scheme = a.Scheme + "://"
	}
	return scheme + net.JoinHostPort(a.Host, port) + a.Path, true, nil
}
