package main

import (
	"crypto/tls"
	"errors"
	"net"
	"net/http"
	"net/http/httptest"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/chowkstudio/studio/internal/servertest"
)

func TestParseSiteAddressFollowsCaddyRules(t *testing.T) {
	cases := map[string]target{
		":8080":                        {"http", "", "8080"},
		"localhost":                    {"https", "localhost", "443"},
		"studio.example.com":           {"https", "studio.example.com", "443"},
		"studio.example.com:8443":      {"https", "studio.example.com", "8443"},
		"localhost:80":                 {"http", "localhost", "80"},
		"http://studio.example.com":    {"http", "studio.example.com", "80"},
		"https://localhost:9443":       {"https", "localhost", "9443"},
		"http://:9080":                 {"http", "", "9080"},
		"a.example.com, b.example.com": {"https", "a.example.com", "443"},
		"a.example.com b.example.com":  {"https", "a.example.com", "443"}, // Caddy takes spaces between addresses too
	}
	for in, want := range cases {
		got, err := parseSiteAddress(in, defaultPorts)
		if err != nil || got != want {
			t.Errorf("parseSiteAddress(%q) = %+v, %v; want %+v", in, got, err, want)
		}
	}
	// With the Caddyfile's STUDIO_HTTP_PORT and STUDIO_HTTPS_PORT set (a
	// container that may not bind ports under 1024), an address that names
	// no port is on those.
	moved := ports{http: "8080", https: "8443"}
	for in, want := range map[string]target{
		"localhost":                 {"https", "localhost", "8443"},
		"studio.example.com":        {"https", "studio.example.com", "8443"},
		"http://studio.example.com": {"http", "studio.example.com", "8080"},
		"localhost:8080":            {"http", "localhost", "8080"},
		"localhost:80":              {"https", "localhost", "80"}, // 80 is no longer the HTTP port
		"localhost:9443":            {"https", "localhost", "9443"},
		":9000":                     {"http", "", "9000"},
	} {
		got, err := parseSiteAddress(in, moved)
		if err != nil || got != want {
			t.Errorf("with ports %+v: parseSiteAddress(%q) = %+v, %v; want %+v", moved, in, got, err, want)
		}
	}
	for _, bad := range []string{"", "ftp://x"} {
		if _, err := parseSiteAddress(bad, defaultPorts); err == nil {
			t.Errorf("parseSiteAddress(%q) accepted", bad)
		}
	}
}

func healthServer(status int) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.URL.Path != "/healthz" {
			http.NotFound(w, r)
			return
		}
		w.WriteHeader(status)
		_, _ = w.Write([]byte("ok"))
	})
}

func portOf(t *testing.T, url string) string {
	t.Helper()
	_, port, err := net.SplitHostPort(url[len("https://"):])
	if err != nil {
		_, port, _ = net.SplitHostPort(url[len("http://"):])
	}
	return port
}

func TestHealthcheckOverHTTPAndHTTPS(t *testing.T) {
	plain := httptest.NewServer(healthServer(200))
	defer plain.Close()
	if err := healthcheck("http://:"+portOf(t, plain.URL), defaultPorts, "/healthz", time.Second); err != nil {
		t.Errorf("http: %v", err)
	}

	secure := httptest.NewTLSServer(healthServer(200))
	defer secure.Close()
	if err := healthcheck("localhost:"+portOf(t, secure.URL), defaultPorts, "/healthz", time.Second); err != nil {
		t.Errorf("https: %v", err)
	}
}

func TestHealthcheckFailsOnBadStatusOrNoServer(t *testing.T) {
	sick := httptest.NewServer(healthServer(503))
	defer sick.Close()
	if err := healthcheck("http://:"+portOf(t, sick.URL), defaultPorts, "/healthz", time.Second); err == nil {
		t.Error("a 503 passed the health check")
	}
	if err := healthcheck("http://:"+portOf(t, sick.URL), defaultPorts, "/elsewhere", time.Second); err == nil {
		t.Error("a 404 passed the health check")
	}
	sick.Close()
	if err := healthcheck("http://:"+portOf(t, sick.URL), defaultPorts, "/healthz", 500*time.Millisecond); err == nil {
		t.Error("no server passed the health check")
	}
}

// A TLS server with no certificate to give (Caddy's answer for a name it is
// still obtaining one for: the handshake ends with an alert), and beside it
// an HTTP server that answers as Caddy's port 80 does: a redirect to HTTPS,
// or redirect false, a page.
func pendingSite(t *testing.T, redirect bool) (httpsPort, httpPort string) {
	t.Helper()
	noCert := httptest.NewUnstartedServer(healthServer(200))
	noCert.TLS = &tls.Config{GetCertificate: func(*tls.ClientHelloInfo) (*tls.Certificate, error) {
		return nil, errors.New("no certificate available for 'localhost'")
	}}
	noCert.StartTLS()
	t.Cleanup(noCert.Close)
	plain := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if redirect {
			http.Redirect(w, r, "https://"+r.Host+r.URL.Path, http.StatusPermanentRedirect)
			return
		}
		_, _ = w.Write([]byte("a page"))
	}))
	t.Cleanup(plain.Close)
	return portOf(t, noCert.URL), portOf(t, plain.URL)
}

func TestHealthcheckSaysUpWaitingForItsCertificateWhileTheHandshakeIsRefusedAndHTTPRedirects(t *testing.T) {
	https, plain := pendingSite(t, true)
	err := healthcheck("localhost", ports{http: plain, https: https}, "/healthz", time.Second)
	var waiting waitingForCertificate
	if !errors.As(err, &waiting) || !strings.HasPrefix(err.Error(), "up, waiting for its certificate") {
		t.Errorf("healthcheck = %v, want up, waiting for its certificate", err)
	}
}

func TestHealthcheckFailsWhenTheHandshakeIsRefusedAndHTTPDoesNotRedirect(t *testing.T) {
	https, plain := pendingSite(t, false)
	var waiting waitingForCertificate
	if err := healthcheck("localhost", ports{http: plain, https: https}, "/healthz", time.Second); err == nil || errors.As(err, &waiting) {
		t.Errorf("with no redirect on the HTTP port: healthcheck = %v, want unhealthy", err)
	}
	closed := servertest.FreePort(t, "127.0.0.1")
	if err := healthcheck("localhost", ports{http: closed, https: https}, "/healthz", time.Second); err == nil || errors.As(err, &waiting) {
		t.Errorf("with nothing on the HTTP port: healthcheck = %v, want unhealthy", err)
	}
}

// As the container meets it when its CA is out of reach: the server runs,
// keeps trying for the certificate, and its health check says so.
func TestHealthcheckOfASiteWhoseCAIsOutOfReachSaysItIsWaiting(t *testing.T) {
	bin := servertest.StudioBinary(t, "../..")
	p := ports{http: servertest.FreePort(t, "127.0.0.1"), https: servertest.FreePort(t, "127.0.0.1")}
	env := []string{"SITE_ADDRESS=www.chowkstudio.test", "STUDIO_HTTP_PORT=" + p.http, "STUDIO_HTTPS_PORT=" + p.https, "STUDIO_ACME_CA=https://127.0.0.1:" + servertest.FreePort(t, "127.0.0.1") + "/dir"}
	launchStudio(t, bin, filepath.Join("..", "..", "spa", "testdata", "dist"), env...)
	var err error
	for deadline := time.Now().Add(10 * time.Second); time.Now().Before(deadline); time.Sleep(100 * time.Millisecond) {
		if err = healthcheck("www.chowkstudio.test", p, "/healthz", time.Second); errors.As(err, new(waitingForCertificate)) {
			return
		}
	}
	t.Errorf("healthcheck = %v, want up, waiting for its certificate", err)
}
