package main

import (
	"context"
	"crypto/tls"
	"net"
	"net/http"
	"os/exec"
	"path/filepath"
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

// The compose file with HTTPS_PORT=8443 (a trial where the machine's 443 is
// taken), run as the container runs it: the site listens on the published
// port, plain HTTP redirects there and not to 443, HTTP/3 is advertised
// there, and the container's health check finds it. The inside HTTP port
// is a free one here, where the container's is 80.
func TestComposeOnAnotherHTTPSPortSendsVisitorsToThatPort(t *testing.T) {
	bin := buildStudio(t)
	httpsPort, httpPort := freePort(t, "127.0.0.1"), freePort(t, "127.0.0.1")
	service, err := loadCompose(t, "HTTPS_PORT="+httpsPort).GetService("site")
	if err != nil {
		t.Fatal(err)
	}
	var env []string
	for _, k := range []string{"SITE_ADDRESS", publicHTTPSPortEnv} {
		v := service.Environment[k]
		if v == nil {
			t.Fatalf("compose sets no %s", k)
		}
		env = append(env, k+"="+*v)
	}
	env = append(env, "STUDIO_HTTP_PORT="+httpPort)
	s := launchStudio(t, bin, filepath.Join("..", "..", "spa", "testdata", "dist"), env...)
	s.url = "https://localhost:" + httpsPort
	s.waitHealthy(t)

	// The container's HEALTHCHECK: the binary, with the container's environment.
	check := exec.Command(bin, "healthcheck")
	check.Env = s.cmd.Env
	if out, err := check.CombinedOutput(); err != nil {
		t.Errorf("studio healthcheck: %v\n%s", err, out)
	}

	toLoopback := func(ctx context.Context, network, addr string) (net.Conn, error) {
		_, port, _ := net.SplitHostPort(addr)
		return (&net.Dialer{}).DialContext(ctx, network, net.JoinHostPort("127.0.0.1", port))
	}
	client := &http.Client{
		Transport: &http.Transport{
			DialContext:     toLoopback,
			TLSClientConfig: &tls.Config{InsecureSkipVerify: true}, //nolint:gosec // loopback, Caddy's internal CA
		},
		CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse },
	}
	resp, err := client.Get("http://localhost:" + httpPort + "/about?x=1")
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	if want := "https://localhost:" + httpsPort + "/about?x=1"; resp.StatusCode != http.StatusPermanentRedirect || resp.Header.Get("Location") != want {
		t.Errorf("http:// answered %d to %q, want 308 to %q", resp.StatusCode, resp.Header.Get("Location"), want)
	}

	resp, err = client.Get("https://localhost:" + httpsPort + "/about")
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		t.Errorf("https://localhost:%s/about: %d", httpsPort, resp.StatusCode)
	}
	if altSvc := resp.Header.Get("Alt-Svc"); !strings.Contains(altSvc, `h3=":`+httpsPort+`"`) {
		t.Errorf("Alt-Svc %q: HTTP/3 not advertised on the published port %s", altSvc, httpsPort)
	}
}
