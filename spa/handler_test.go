package spa

import (
	"context"
	"encoding/json"
	"errors"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/caddyserver/caddy/v2"
	"github.com/caddyserver/caddy/v2/modules/caddyhttp"
	"github.com/caddyserver/caddy/v2/modules/caddyhttp/fileserver"
	_ "github.com/caddyserver/caddy/v2/modules/standard"
)

// chain is the site block's two handlers as the Caddyfile sets them up,
// without a server around them: spa, then file_server with the build's
// precompressed copies. For unit tests, fuzzing and benchmarks.
type chain struct {
	spa   *SPA
	files *fileserver.FileServer
}

func newChain(tb testing.TB, root string) *chain {
	tb.Helper()
	ctx, cancel := caddy.NewContext(caddy.Context{Context: context.Background()})
	tb.Cleanup(cancel)
	h := &SPA{Root: root, Pass: []string{"/healthz"}}
	if err := h.Provision(ctx); err != nil {
		tb.Fatal(err)
	}
	canonical := false
	fs := &fileserver.FileServer{
		CanonicalURIs:      &canonical,
		PrecompressedRaw:   caddy.ModuleMap{"br": json.RawMessage("{}"), "zstd": json.RawMessage("{}"), "gzip": json.RawMessage("{}")},
		PrecompressedOrder: []string{"br", "zstd", "gzip"},
	}
	if err := fs.Provision(ctx); err != nil {
		tb.Fatal(err)
	}
	return &chain{h, fs}
}

// serve answers r as Caddy would: an error from the handlers becomes its status.
func (c *chain) serve(r *http.Request) *httptest.ResponseRecorder {
	w := httptest.NewRecorder()
	r = caddyhttp.PrepareRequest(r, caddy.NewReplacer(), w, nil)
	next := caddyhttp.HandlerFunc(func(w http.ResponseWriter, r *http.Request) error {
		return c.files.ServeHTTP(w, r, caddyhttp.HandlerFunc(func(http.ResponseWriter, *http.Request) error { return nil }))
	})
	if err := c.spa.ServeHTTP(w, r, next); err != nil {
		var he caddyhttp.HandlerError
		if errors.As(err, &he) {
			w.WriteHeader(he.StatusCode)
		} else {
			w.WriteHeader(http.StatusInternalServerError)
		}
	}
	return w
}

func (c *chain) get(path string, headers ...string) *httptest.ResponseRecorder {
	r := httptest.NewRequest(http.MethodGet, path, nil)
	for i := 0; i+1 < len(headers); i += 2 {
		r.Header.Add(headers[i], headers[i+1])
	}
	return c.serve(r)
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
	c := newChain(t, root)
	for path, status := range map[string]int{"/": 200, "/about": 200, "/nope": 404} {
		if w := c.get(path); w.Code != status || !strings.Contains(w.Body.String(), "app shell") {
			t.Errorf("GET %s = %d %q, want %d with the shell", path, w.Code, w.Body, status)
		}
	}
}

// Without its shell a build cannot serve client-only routes, and without
// routes it serves nothing: both refused at load.
func TestBuildWithoutShellOrRoutesIsRefused(t *testing.T) {
	for manifest, want := range map[string]string{`{"routes":["/"]}`: "app shell", `{"routes":[]}`: "no route"} {
		root := t.TempDir()
		if err := os.WriteFile(filepath.Join(root, "routes.json"), []byte(manifest), 0o644); err != nil {
			t.Fatal(err)
		}
		if _, err := loadBuild(root, false, ""); err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("%s: loadBuild = %v, want %q", manifest, err, want)
		}
	}
}

// HSTS goes on HTTPS responses only: over TLS, or over plain HTTP from one
// of Caddy's trusted_proxies whose X-Forwarded-Proto says the visitor's
// connection was HTTPS (TLS ended at a load balancer).
func TestHSTSOverHTTPSOrFromATrustedProxyThatEndedIt(t *testing.T) {
	c := newChain(t, "testdata/dist")
	for _, tc := range []struct {
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
		if tc.tls {
			req = httptest.NewRequest(http.MethodGet, "https://localhost/about", nil)
		}
		req.Header["X-Forwarded-Proto"] = tc.forwardedProto
		req = caddyhttp.PrepareRequest(req, caddy.NewReplacer(), httptest.NewRecorder(), nil)
		caddyhttp.SetVar(req.Context(), caddyhttp.TrustedProxyVarKey, tc.trusted)
		w := httptest.NewRecorder()
		_ = c.spa.ServeHTTP(w, req, caddyhttp.HandlerFunc(func(http.ResponseWriter, *http.Request) error { return nil }))
		if got := w.Header().Get("Strict-Transport-Security") != ""; got != tc.want {
			t.Errorf("%s: HSTS sent = %v, want %v", tc.what, got, tc.want)
		}
	}
}

// Each response gets header values of its own: an operator's deferred
// replacement edits one response's value in place, never the next one's.
func TestEachResponseGetsSecurityHeaderValuesOfItsOwn(t *testing.T) {
	a, b := http.Header{}, http.Header{}
	setSecurityHeaders(a, true)
	setSecurityHeaders(b, true)
	a["Content-Security-Policy"][0] = "edited"
	a["Strict-Transport-Security"][0] = "edited"
	if b.Get("Content-Security-Policy") != DefaultCSP || b.Get("Strict-Transport-Security") != DefaultHSTS {
		t.Error("an edit of one response's header reached another's")
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
		c := newChain(t, current)
		if w := c.get("/about"); w.Code != http.StatusOK || !isPage(w.Body.String(), "about") {
			t.Errorf("release %s: GET /about = %d %q, want its prerendered page", release, w.Code, w.Body)
		}
		robots := c.get("/robots.txt").Body.String()
		if (release == "2") != (robots == "release 2\n") {
			t.Errorf("release %s: GET /robots.txt = %q, from the wrong release", release, robots)
		}
	}
}

// An Atom feed is served as application/atom+xml, the type a page's
// <link rel="alternate"> announces; other XML as XML; published images
// with their types and cached forever.
func TestFilesAreServedWithTheirTypes(t *testing.T) {
	root := t.TempDir()
	if err := os.CopyFS(root, os.DirFS("testdata/dist")); err != nil {
		t.Fatal(err)
	}
	files := map[string]string{
		"feed.xml":                        `<?xml version="1.0" encoding="utf-8"?><feed xmlns="http://www.w3.org/2005/Atom"><title>t</title></feed>`,
		"sitemap.xml":                     `<?xml version="1.0"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"></urlset>`,
		"site.webmanifest":                `{}`,
		"assets/media/0123-400w.avif":     "avif",
		"assets/media/0123-1600x1067.jpg": "jpeg",
	}
	for name, body := range files {
		if err := os.MkdirAll(filepath.Dir(filepath.Join(root, name)), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(root, name), []byte(body), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	c := newChain(t, root)
	for path, want := range map[string]string{
		"/feed.xml":                        atomType,
		"/sitemap.xml":                     "application/xml; charset=utf-8",
		"/site.webmanifest":                "application/manifest+json",
		"/robots.txt":                      "text/plain; charset=utf-8",
		"/assets/media/0123-400w.avif":     "image/avif",
		"/assets/media/0123-1600x1067.jpg": "image/jpeg",
	} {
		w := c.get(path)
		if w.Code != 200 || w.Header().Get("Content-Type") != want {
			t.Errorf("GET %s = %d %q, want %q", path, w.Code, w.Header().Get("Content-Type"), want)
		}
		if strings.HasPrefix(path, "/assets/") && w.Header().Get("Cache-Control") != immutable {
			t.Errorf("GET %s Cache-Control = %q", path, w.Header().Get("Cache-Control"))
		}
	}
}
