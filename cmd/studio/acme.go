package main

import (
	"crypto/x509"
	"encoding/pem"
	"fmt"
	"net/mail"
	"net/url"
	"os"
)

// Where certificates come from: settings the binary turns into global
// options (options.go).
//
//   - STUDIO_ACME_CA, the https:// address of an ACME directory (acme_ca):
//     every certificate comes from that CA alone. Unset: Let's Encrypt, and
//     ZeroSSL as a fallback if an email is given.
//   - STUDIO_ACME_CA_ROOT, the PEM file of the root that STUDIO_ACME_CA's
//     own HTTPS certificate chains to, for a CA the system does not trust
//     (acme_ca_root).
//   - STUDIO_ACME_EMAIL, the ACME account's email (email), which lets
//     ZeroSSL back Let's Encrypt up. No CA writes to it about an unrenewed
//     certificate: internal/certwatch says so in the log and the health check.
const (
	acmeCAEnv     = "STUDIO_ACME_CA"
	acmeCARootEnv = "STUDIO_ACME_CA_ROOT"
	acmeEmailEnv  = "STUDIO_ACME_EMAIL"
)

// acmeOptions returns the global option lines of the ACME settings.
func acmeOptions(getenv func(string) string) ([]string, error) {
	var lines []string
	ca, root := getenv(acmeCAEnv), getenv(acmeCARootEnv)
	if ca != "" {
		if u, err := url.Parse(ca); err != nil || u.Scheme != "https" || u.Host == "" {
			return nil, fmt.Errorf("%s=%q: not the https:// address of an ACME directory", acmeCAEnv, ca)
		}
		lines = append(lines, "acme_ca "+ca)
	}
	if root != "" {
		if ca == "" {
			return nil, fmt.Errorf("%s is the root of %s's own certificate: set %s too", acmeCARootEnv, acmeCAEnv, acmeCAEnv)
		}
		if err := checkPEMCertificate(root); err != nil {
			return nil, fmt.Errorf("%s=%q: %w", acmeCARootEnv, root, err)
		}
		lines = append(lines, "acme_ca_root "+root)
	}
	if email := getenv(acmeEmailEnv); email != "" {
		if a, err := mail.ParseAddress(email); err != nil || a.Address != email {
			return nil, fmt.Errorf("%s=%q: not an email address", acmeEmailEnv, email)
		}
		lines = append(lines, "email "+email)
	}
	return lines, nil
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
