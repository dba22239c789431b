package main

import (
	"strings"
	"testing"
)

func TestPublicHTTPSPortGoesOnEveryHTTPSSiteNameThatNamesNoPort(t *testing.T) {
	for _, c := range []struct{ addresses, port, want string }{
		{"localhost", "8443", "localhost:8443"},
		{"chowkstudio.in, www.chowkstudio.in", "8443", "chowkstudio.in:8443, www.chowkstudio.in:8443"},
		{"chowkstudio.in www.chowkstudio.in", "8443", "chowkstudio.in:8443, www.chowkstudio.in:8443"},
		{"https://chowkstudio.in", "8443", "https://chowkstudio.in:8443"},
		{"chowkstudio.in/studio", "8443", "chowkstudio.in:8443/studio"},
		{"[::1]", "8443", "[::1]:8443"},
		{"*.chowkstudio.in", "8443", "*.chowkstudio.in:8443"},
		// A port of its own, plain HTTP, or no host: as it is.
		{"localhost:9443", "8443", "localhost:9443"},
		{"chowkstudio.in:9443, www.chowkstudio.in", "8443", "chowkstudio.in:9443, www.chowkstudio.in:8443"},
		{":80", "8443", ":80"},
		{"http://localhost", "8443", "http://localhost"},
		{"HTTP://localhost", "8443", "HTTP://localhost"},
		{"", "8443", ""},
		// 443, or no port given: the address as it is.
		{"localhost", "443", "localhost"},
		{"chowkstudio.in, www.chowkstudio.in", "", "chowkstudio.in, www.chowkstudio.in"},
	} {
		got, err := withPublicHTTPSPort(c.addresses, c.port)
		if err != nil || got != c.want {
			t.Errorf("withPublicHTTPSPort(%q, %q) = %q, %v; want %q", c.addresses, c.port, got, err, c.want)
		}
	}
}

func TestPublicHTTPSPortThatIsNoPortIsRefusedWithItsName(t *testing.T) {
	for _, port := range []string{"https", "0", "65536", "-1", "84 43"} {
		_, err := withPublicHTTPSPort("localhost", port)
		if err == nil || !strings.Contains(err.Error(), publicHTTPSPortEnv) || !strings.Contains(err.Error(), port) {
			t.Errorf("port %q: error %v, want one naming %s and the value", port, err, publicHTTPSPortEnv)
		}
	}
}

func TestPublicHTTPSPortRewritesSiteAddressInTheEnvironmentOnlyWhenItChangesIt(t *testing.T) {
	env := map[string]string{"SITE_ADDRESS": "localhost", publicHTTPSPortEnv: "8443"}
	sets := 0
	setenv := func(k, v string) error { sets++; env[k] = v; return nil }
	getenv := func(k string) string { return env[k] }
	if err := applyPublicHTTPSPort(getenv, setenv); err != nil || env["SITE_ADDRESS"] != "localhost:8443" {
		t.Fatalf("SITE_ADDRESS = %q, %v; want localhost:8443", env["SITE_ADDRESS"], err)
	}
	// Run again (a reload in the same environment): already has the port.
	if err := applyPublicHTTPSPort(getenv, setenv); err != nil || sets != 1 || env["SITE_ADDRESS"] != "localhost:8443" {
		t.Errorf("second pass: SITE_ADDRESS %q after %d sets, %v", env["SITE_ADDRESS"], sets, err)
	}
	env = map[string]string{"SITE_ADDRESS": "localhost", publicHTTPSPortEnv: "443"}
	if err := applyPublicHTTPSPort(getenv, setenv); err != nil || sets != 1 {
		t.Errorf("443: SITE_ADDRESS set (%d sets), %v", sets, err)
	}
}

// Caddy leaves its own https_port out of the redirect: the same port in both
// would be the old redirect to 443, so it is refused, with the way out.
func TestPublicHTTPSPortThatIsAlsoCaddysHTTPSPortIsRefused(t *testing.T) {
	env := map[string]string{"SITE_ADDRESS": "localhost", publicHTTPSPortEnv: "8443", "STUDIO_HTTPS_PORT": "8443"}
	err := applyPublicHTTPSPort(func(k string) string { return env[k] }, func(string, string) error { return nil })
	if err == nil || !strings.Contains(err.Error(), "STUDIO_HTTPS_PORT") {
		t.Errorf("error %v, want one naming STUDIO_HTTPS_PORT", err)
	}
	env["STUDIO_HTTPS_PORT"] = "9443"
	if err := applyPublicHTTPSPort(func(k string) string { return env[k] }, func(string, string) error { return nil }); err != nil {
		t.Errorf("different ports: %v", err)
	}
}
