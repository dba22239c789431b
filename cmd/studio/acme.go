package main

import (
	"crypto/x509"
	"encoding/pem"
	"fmt"
	"net/mail"
	"net/url"
	"os"
	"strings"
)

// Where certificates come from, and the metrics listener: settings ops give
// in the environment, which the Caddyfile can only take as whole global
// options and a whole site block, present or not. The binary checks them
// and writes those options into two variables the Caddyfile expands in
// place, STUDIO_GLOBAL_OPTIONS and STUDIO_METRICS_SITE; empty when nothing
// is set, so that Caddy's own defaults stand:
//
//   - STUDIO_ACME_CA, the https:// address of an ACME directory (acme_ca):
//     every certificate comes from that CA alone. Unset: Let's Encrypt, and
//     ZeroSSL as a fallback if an email is given.
//   - STUDIO_ACME_CA_ROOT, the PEM file of the root that STUDIO_ACME_CA's
//     own HTTPS certificate chains to, for a CA the system does not trust
//     (acme_ca_root).
//   - STUDIO_ACME_EMAIL, the ACME account's email (email): the CA writes to
//     it before a certificate expires unrenewed.
//   - STUDIO_METRICS_ADDRESS, where Prometheus metrics are served in plain
//     HTTP at /metrics (":9180"): a listener of its own, never the site's
//     nor Caddy's admin API.
const (
	acmeCAEnv         = "STUDIO_ACME_CA"
	acmeCARootEnv     = "STUDIO_ACME_CA_ROOT"
	acmeEmailEnv      = "STUDIO_ACME_EMAIL"
	metricsAddressEnv = "STUDIO_METRICS_ADDRESS"
	globalOptionsEnv  = "STUDIO_GLOBAL_OPTIONS"
	metricsSiteEnv    = "STUDIO_METRICS_SITE"
)

// applyOptionsFromEnv sets STUDIO_GLOBAL_OPTIONS and STUDIO_METRICS_SITE
// from the settings above, or refuses a setting Caddy would misread, naming
// it. It always sets both, so a value left in the environment by hand never
// reaches the Caddyfile.
func applyOptionsFromEnv(getenv func(string) string, setenv func(string, string) error) error {
	global, site, err := optionsFromEnv(getenv)
	if err != nil {
		return err
	}
	if err := setenv(globalOptionsEnv, global); err != nil {
		return err
	}
	return setenv(metricsSiteEnv, site)
}

// optionsFromEnv returns the global option lines and the metrics site block.
func optionsFromEnv(getenv func(string) string) (global, site string, err error) {
	var lines []string
	for _, name := range []string{acmeCAEnv, acmeCARootEnv, acmeEmailEnv, metricsAddressEnv} {
		// Each value becomes one Caddyfile token.
		if v := getenv(name); strings.ContainsAny(v, " \t\r\n{}\"`#") {
			return "", "", fmt.Errorf("%s=%q: no spaces, quotes, braces or # in it", name, v)
		}
	}
	ca, root := getenv(acmeCAEnv), getenv(acmeCARootEnv)
	if ca != "" {
		if u, err := url.Parse(ca); err != nil || u.Scheme != "https" || u.Host == "" {
			return "", "", fmt.Errorf("%s=%q: not the https:// address of an ACME directory", acmeCAEnv, ca)
		}
		lines = append(lines, "acme_ca "+ca)
	}
	if root != "" {
		if ca == "" {
			return "", "", fmt.Errorf("%s is the root of %s's own certificate: set %s too", acmeCARootEnv, acmeCAEnv, acmeCAEnv)
		}
		if err := checkPEMCertificate(root); err != nil {
			return "", "", fmt.Errorf("%s=%q: %w", acmeCARootEnv, root, err)
		}
		lines = append(lines, "acme_ca_root "+root)
	}
	if email := getenv(acmeEmailEnv); email != "" {
		if a, err := mail.ParseAddress(email); err != nil || a.Address != email {
			return "", "", fmt.Errorf("%s=%q: not an email address", acmeEmailEnv, email)
		}
		lines = append(lines, "email "+email)
	}
	if address := getenv(metricsAddressEnv); address != "" {
		if !strings.HasPrefix(address, ":") && !strings.Contains(address, ":") {
			return "", "", fmt.Errorf("%s=%q: an address with a port, such as :9180", metricsAddressEnv, address)
		}
		lines = append(lines, "metrics")
		site = "http://" + address + " {\n\tmetrics /metrics\n}"
	}
	return strings.Join(lines, "\n"), site, nil
}

// checkPEMCertificate reports whether the file holds a PEM certificate.
func checkPEMCertificate(name string) error {
	data, err := os.ReadFile(name)
	if err != nil {
		return err
	}
	for block, rest := pem.Decode(data); block != nil; block, rest = pem.Decode(rest) {
		if block.Type == "CERTIFICATE" {
			if _, err := x509.ParseCertificate(block.Bytes); err != nil {
				return fmt.Errorf("its certificate does not parse: %w", err)
			}
			return nil
		}
	}
	return fmt.Errorf("no PEM certificate in it")
}
