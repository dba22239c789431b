package spa

import (
	"context"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/caddyserver/caddy/v2"
	"github.com/caddyserver/caddy/v2/modules/caddyhttp"
	"go.uber.org/zap"
)

// fixtureHandler is the handler as Provision would set it up over
// testdata/dist (without a Caddy context), keeping files up to maxMemory in
// memory. For unit tests, fuzzing and benchmarks of ServeHTTP itself.
func fixtureHandler(tb testing.TB, maxMemory int64) *SPA {
	tb.Helper()
	return loadedHandler(tb, "testdata/dist", maxMemory)
}

func loadedHandler(tb testing.TB, root string, maxMemory int64) *SPA {
	tb.Helper()
	h := &SPA{Root: root, MaxMemoryFileSize: maxMemory, logger: zap.NewNop()}
	h.setDefaults()
	if err := h.load(); err != nil {
		tb.Fatal(err)
	}
	return h
}

// A build without prerendered pages (a plain SPA build) still works: client
// routes and unknown paths both get the shell, with 200 and 404.
func TestBuildWithoutPrerenderedPagesServesTheShell(t *testing.T) {
	root := t.TempDir()
	for name, body := range map[string]string{
		"shell.html":  `<div id="root">app shell</div>`,
		"routes.json": `{"routes":["/","/about"]}`,
	} {
		if err := os.WriteFile(filepath.Join(root, name), []byte(body), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	h := loadedHandler(t, root, DefaultMaxMemoryFileSize)
	for path, status := range map[string]int{"/": 200, "/about": 200, "/nope": 404} {
		w := httptest.NewRecorder()
		if err := h.ServeHTTP(w, httptest.NewRequest(http.MethodGet, path, nil), nil); err != nil {
			t.Fatal(err)
		}
		if w.Code != status || !strings.Contains(w.Body.String(), "app shell") {
			t.Errorf("GET %s = %d %q, want %d with the shell", path, w.Code, w.Body, status)
		}
	}
}

// Without its shell a build cannot serve client-only routes: refused at load.
func TestBuildWithoutShellIsRefused(t *testing.T) {
	root := t.TempDir()
	if err := os.WriteFile(filepath.Join(root, "routes.json"), []byte(`{"routes":["/"]}`), 0o644); err != nil {
		t.Fatal(err)
	}
	h := &SPA{Root: root, logger: zap.NewNop()}
	h.setDefaults()
	if err := h.load(); err == nil || !strings.Contains(err.Error(), "app shell") {
		t.Errorf("load() = %v, want an app shell error", err)
	}
}

// The container's health check asks /healthz over loopback every 30 s, and a
// load balancer asks it every few seconds from a trusted proxy's address
// with no visitor behind it (no X-Forwarded-For): both are marked log_skip,
// so Caddy's access log leaves them out. The same request from another host (a
// monitor, or a visitor through the balancer), and any other path, are
// logged.
func TestHealthChecksOfTheContainerAndTheBalancerAreLeftOutOfTheAccessLog(t *testing.T) {
	h := fixtureHandler(t, DefaultMaxMemoryFileSize)
	for _, c := range []struct {
		path, remote string
		trusted      bool   // the peer is one of Caddy's trusted_proxies
		forwardedFor string // X-Forwarded-For, if any
		skipped      bool
	}{
		{"/healthz", "127.0.0.1:41000", false, "", true},
		{"/healthz", "[::1]:41000", false, "", true},
		{"/healthz", "[::ffff:127.0.0.1]:41000", false, "", true},
		{"/healthz", "203.0.113.9:41000", false, "", false},
		{"/healthz", "[2001:db8::1]:41000", false, "", false},
		{"/about", "127.0.0.1:41000", false, "", false},
		{"/healthz", "not an address", false, "", false},
		{"/healthz", "10.0.0.5:41000", true, "", true},                  // the balancer's own probe
		{"/healthz", "10.0.0.5:41000", true, "203.0.113.9", false},      // a monitor through it
		{"/healthz", "10.0.0.5:41000", false, "", false},                // not a trusted proxy
		{"/about", "10.0.0.5:41000", true, "", false},                   // only the health path
		{"/healthz", "203.0.113.9:41000", false, "198.51.100.1", false}, // a client's own header
	} {
		r := httptest.NewRequest(http.MethodGet, c.path, nil)
		r.RemoteAddr = c.remote
		if c.forwardedFor != "" {
			r.Header.Set("X-Forwarded-For", c.forwardedFor)
		}
		vars := map[string]any{caddyhttp.TrustedProxyVarKey: c.trusted}
		r = r.WithContext(context.WithValue(r.Context(), caddyhttp.VarsCtxKey, vars))
		w := httptest.NewRecorder()
		if err := h.ServeHTTP(w, r, nil); err != nil || w.Code != http.StatusOK {
			t.Fatalf("GET %s from %s = %d, %v", c.path, c.remote, w.Code, err)
		}
		if skipped, _ := vars[caddyhttp.LogSkipVar].(bool); skipped != c.skipped {
			t.Errorf("GET %s from %s (trusted proxy %v, X-Forwarded-For %q): log_skip = %v, want %v", c.path, c.remote, c.trusted, c.forwardedFor, skipped, c.skipped)
		}
	}
}

// HSTS goes on HTTPS responses only: over TLS, or over plain HTTP from one
// of Caddy's trusted_proxies whose X-Forwarded-Proto says the visitor's
// connection was HTTPS (TLS ended at a load balancer).
func TestHSTSOverHTTPSOrFromATrustedProxyThatEndedIt(t *testing.T) {
	h := fixtureHandler(t, DefaultMaxMemoryFileSize)
	for _, c := range []struct {
		what           string
		tls, trusted   bool
		forwardedProto []string
		want           bool
	}{
		{"HTTPS", true, false, nil, true},
		{"plain HTTP", false, false, nil, false},
		{"plain HTTP from a trusted proxy that ended HTTPS", false, true, []string{"https"}, true},
		{"the same, in capitals", false, true, []string{"HTTPS"}, true},
		{"a chain of proxies, the visitor's hop first", false, true, []string{"https, http"}, true},
		{"a chain that began over HTTP", false, true, []string{"http, https"}, false},
		{"a trusted proxy that got plain HTTP", false, true, []string{"http"}, false},
		{"a client claiming HTTPS, not a trusted proxy", false, false, []string{"https"}, false},
		{"a trusted proxy that says nothing", false, true, nil, false},
	} {
		req := httptest.NewRequest(http.MethodGet, "/about", nil)
		if c.tls {
			req = httptest.NewRequest(http.MethodGet, "https://localhost/about", nil)
		}
		req.Header["X-Forwarded-Proto"] = c.forwardedProto
		req = req.WithContext(context.WithValue(req.Context(), caddyhttp.VarsCtxKey, map[string]any{caddyhttp.TrustedProxyVarKey: c.trusted}))
		w := httptest.NewRecorder()
		if err := h.ServeHTTP(w, req, nil); err != nil {
			t.Fatal(err)
		}
		if got := w.Header().Get("Strict-Transport-Security") != ""; got != c.want {
			t.Errorf("%s: HSTS sent = %v, want %v", c.what, got, c.want)
		}
	}
}

// The deploy layout current -> releases/N: a root that is a link is
// followed at each load, so the server serves the release it names, and a
// reload after the link moves serves the next one.
func TestARootThatIsALinkServesTheReleaseItNames(t *testing.T) {
	dir := t.TempDir()
	for _, release := range []string{"1", "2"} {
		if err := os.CopyFS(filepath.Join(dir, "releases", release), os.DirFS("testdata/dist")); err != nil {
			t.Fatal(err)
		}
	}
	if err := os.WriteFile(filepath.Join(dir, "releases", "2", "robots.txt"), []byte("release 2\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	current := filepath.Join(dir, "current")
	for _, release := range []string{"1", "2"} {
		next := current + ".next"
		if err := os.Symlink(filepath.Join("releases", release), next); err != nil {
			t.Fatal(err)
		}
		if err := os.Rename(next, current); err != nil { // as a deploy moves the link: at once
			t.Fatal(err)
		}
		h := loadedHandler(t, current, DefaultMaxMemoryFileSize)
		if w := serveTest(t, h, http.MethodGet, "/about"); w.Code != http.StatusOK || !isPage(w.Body.String(), "about") {
			t.Errorf("release %s: GET /about = %d %q, want its prerendered page", release, w.Code, w.Body)
		}
		robots := serveTest(t, h, http.MethodGet, "/robots.txt").Body.String()
		if (release == "2") != (robots == "release 2\n") {
			t.Errorf("release %s: GET /robots.txt = %q, from the wrong release", release, robots)
		}
	}
}

// Settings that would reach outside the root, or a negative cache lifetime,
// are refused as the module is provisioned, before anything is read, with
// the setting named: never a failure at some later request.
func TestSettingsThatLeaveTheRootOrGoNegativeFailTheLoad(t *testing.T) {
	for _, c := range []struct {
		what string
		edit func(*SPA)
		want string // "" when valid
	}{
		{"the defaults", func(*SPA) {}, ""},
		{"a shell in a folder", func(h *SPA) { h.Shell = "app/shell.html" }, ""},
		{"a shell above the root", func(h *SPA) { h.Shell = "../shell.html" }, "shell"},
		{"a not-found page by absolute path", func(h *SPA) { h.NotFound = "/etc/passwd" }, "not_found"},
		{"an index that climbs and comes back", func(h *SPA) { h.Index = "a/../index.html" }, "index"},
		{"a route manifest above the root", func(h *SPA) { h.RouteManifest = "../../routes.json" }, "route_manifest"},
		{"a negative static_max_age", func(h *SPA) { h.StaticMaxAge = caddy.Duration(-time.Second) }, "static_max_age"},
		{"a negative max_memory_file_size", func(h *SPA) { h.MaxMemoryFileSize = -1 }, "max_memory_file_size"},
	} {
		h := &SPA{Root: "testdata/dist"}
		c.edit(h)
		h.setDefaults()
		err := h.checkSettings()
		if c.want == "" && err != nil || c.want != "" && (err == nil || !strings.Contains(err.Error(), c.want)) {
			t.Errorf("%s: checkSettings() = %v, want an error naming %q", c.what, err, c.want)
		}
	}

	ctx, cancel := caddy.NewContext(caddy.Context{Context: context.Background()})
	defer cancel()
	h := &SPA{Root: "testdata/dist", Shell: "../../go.mod"} // a file that exists, outside the root
	if err := h.Provision(ctx); err == nil || !strings.Contains(err.Error(), "shell") {
		t.Errorf("Provision with shell ../../go.mod = %v, want it refused", err)
	}
}
