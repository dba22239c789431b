package main

import (
	"crypto/tls"
	"net/http"
	"path/filepath"
	"strings"
	"testing"

	"github.com/chowkstudio/studio/internal/servertest"
)

// A site addressed by IP over HTTPS (SITE_ADDRESS=https://203.0.113.5: a
// server with no domain yet) is reached with no SNI at all: TLS sends no IP
// literal as a server name. It must still be served, and pass its own
// health check. Caddy's strict_sni_host, which would answer 421 where the
// Host differs from the SNI, refuses exactly these requests, so the binary
// leaves it off for such a site (strictsni.go).
func TestAnHTTPSSiteAddressedByIPIsServedThoughItsClientsSendNoSNI(t *testing.T) {
	bin := servertest.StudioBinary(t, "../..")
	httpsPort := servertest.FreePort(t, "127.0.0.1")
	address := "https://127.0.0.1:" + httpsPort
	s := launchStudio(t, bin, filepath.Join("..", "..", "spa", "testdata", "dist"),
		"SITE_ADDRESS="+address, "STUDIO_HTTP_PORT="+servertest.FreePort(t, "127.0.0.1"), "STUDIO_HTTPS_PORT="+httpsPort)
	s.url = address
	s.waitHealthy(t) // the health check the container runs, over HTTPS with no SNI
	client := &http.Client{Transport: &http.Transport{
		TLSClientConfig:   &tls.Config{InsecureSkipVerify: true}, //nolint:gosec // loopback, Caddy's internal CA
		ForceAttemptHTTP2: true,
	}}
	resp, body := servertest.Send(t, client, http.MethodGet, address+"/about")
	if resp.TLS == nil || resp.TLS.ServerName != "" {
		t.Fatalf("the request went out with SNI %v: not the case under test", resp.TLS)
	}
	if resp.StatusCode != http.StatusOK || !strings.Contains(string(body), "<html") {
		t.Errorf("GET %s/about with no SNI: %d with %d bytes, want 200 and the page", address, resp.StatusCode, len(body))
	}
}
