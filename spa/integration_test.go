package spa

// Integration tests: a real Caddy instance (caddytest) loads a Caddyfile that
// uses the spa directive over the fixture build in testdata/dist. Keep every
// caddytest test in this one package: caddytest always uses admin port 2999.

import (
	"bufio"
	"compress/gzip"
	"encoding/json"
	"fmt"
	"io"
	"net"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/andybalholm/brotli"
	"github.com/caddyserver/caddy/v2"
	"github.com/caddyserver/caddy/v2/caddytest"
	"github.com/klauspost/compress/zstd"

	_ "github.com/chowkstudio/studio/internal/certwatch" // the Caddyfile's certificate_watch, as the binary has it
	"github.com/chowkstudio/studio/internal/servertest"
)

const (
	httpPort  = 9080
	httpsPort = 9443
)

var (
	baseURL  = fmt.Sprintf("http://localhost:%d", httpPort)
	tlsURL   = fmt.Sprintf("https://localhost:%d", httpsPort)
	logFile  string
	fixtures string
)

func TestMain(m *testing.M) {
	// caddytest looks for its own certificates next to its source, which
	// -trimpath hides; without this every test silently skips.
	caddytest.Default.Certificates = nil

	tmp, err := os.MkdirTemp("", "spa-caddytest-")
	if err != nil {
		panic(err)
	}
	// Keep Caddy's CA and autosave out of the home folder. Caddy reads
	// these folders into package variables when it is initialised, before
	// TestMain runs, so the variables are set too.
	os.Setenv("XDG_DATA_HOME", filepath.Join(tmp, "data"))
	os.Setenv("XDG_CONFIG_HOME", filepath.Join(tmp, "config"))
	caddy.DefaultStorage.Path = caddy.AppDataDir()
	caddy.ConfigAutosavePath = filepath.Join(caddy.AppConfigDir(), "autosave.json")
	logFile = filepath.Join(tmp, "spa.log")
	if fixtures, err = filepath.Abs("testdata/dist"); err != nil {
		panic(err)
	}
	// What the Caddyfile reads from the environment (docs/operations.md).
	for name, value := range map[string]string{
		"SITE_ADDRESS":      fmt.Sprintf("http://localhost:%d, https://localhost:%d", httpPort, httpsPort),
		"SITE_ROOT":         fixtures,
		"STUDIO_ADMIN":      "localhost:2999",
		"STUDIO_HTTP_PORT":  fmt.Sprint(httpPort),
		"STUDIO_HTTPS_PORT": fmt.Sprint(httpsPort),
	} {
		os.Setenv(name, value)
	}
	code := m.Run()
	os.RemoveAll(tmp)
	os.Exit(code)
}

// config is the project's Caddyfile as the server runs it, with this
// test's ports and fixture build, and its stdout logs (access and not
// found) written to logFile.
func config(t *testing.T) string {
	t.Helper()
	data, err := os.ReadFile("../Caddyfile")
	if err != nil {
		t.Fatal(err)
	}
	text := string(data)
	for old, repl := range map[string]string{
		"output stdout":   "output file " + logFile,
		"grace_period 8s": "grace_period 1ns", // caddytest loads a config per test
	} {
		if !strings.Contains(text, old) {
			t.Fatalf("the Caddyfile no longer has %q", old)
		}
		text = strings.ReplaceAll(text, old, repl)
	}
	// A site the Caddyfile does not have: an operator's deferred header
	// replacement over the same handlers.
	return text + fmt.Sprintf(`
http://deferred.localhost:%d {
	header /embed/* >Content-Security-Policy "frame-ancestors 'none'" "frame-ancestors https://partner.example"
	spa {
		root %s
	}
	file_server
}
`, httpPort, fixtures)
}

func newTester(t *testing.T) *caddytest.Tester {
	t.Helper()
	tester := caddytest.NewTester(t)
	tester.InitServer(config(t), "caddyfile")
	return tester
}

// newTLSTester is newTester for a test of the HTTPS site: Caddy issues the
// site's certificate from its internal CA in the background after the config
// loads, so this waits (10 s at most) until a handshake succeeds.
func newTLSTester(t *testing.T) *caddytest.Tester {
	t.Helper()
	tester := newTester(t)
	var err error
	for deadline := time.Now().Add(10 * time.Second); time.Now().Before(deadline); time.Sleep(50 * time.Millisecond) {
		var resp *http.Response
		if resp, err = tester.Client.Head(tlsURL + "/healthz"); err == nil {
			resp.Body.Close()
			return tester
		}
	}
	t.Fatalf("the HTTPS site never answered: %v", err)
	return nil
}

func get(t *testing.T, tester *caddytest.Tester, url string, headers ...string) (*http.Response, string) {
	t.Helper()
	return do(t, tester, http.MethodGet, url, headers...)
}

func do(t *testing.T, tester *caddytest.Tester, method, url string, headers ...string) (*http.Response, string) {
	t.Helper()
	resp, body := servertest.Send(t, tester.Client, method, url, headers...)
	return resp, string(body)
}

// rawGet sends the request target byte for byte, so that no client-side URL
// handling can clean a hostile path before the server sees it.
func rawGet(t *testing.T, target string) (*http.Response, string) {
	t.Helper()
	return rawRequest(t, fmt.Sprintf("GET %s HTTP/1.1\r\nHost: localhost:%d\r\nConnection: close\r\n\r\n", target, httpPort))
}

func isShell(body string) bool { return strings.Contains(body, `<div id="root">app shell</div>`) }

// isPage reports whether body is the fixture's prerendered page of that name.
func isPage(body, name string) bool {
	return strings.Contains(body, `<div id="root">prerendered: `+name+`</div>`)
}

// an existing file is served with validators, Range and HEAD.
func TestAnExistingFileIsServedWithValidatorsRangeAndHead(t *testing.T) {
	tester := newTester(t)

	resp, body := get(t, tester, baseURL+"/robots.txt")
	if resp.StatusCode != 200 || body != "User-agent: *\nAllow: /\n" {
		t.Fatalf("GET /robots.txt = %d %q", resp.StatusCode, body)
	}
	etag, lastMod := resp.Header.Get("ETag"), resp.Header.Get("Last-Modified")
	if etag == "" || lastMod == "" {
		t.Fatalf("missing validators: ETag %q Last-Modified %q", etag, lastMod)
	}
	if ct := resp.Header.Get("Content-Type"); !strings.HasPrefix(ct, "text/plain") {
		t.Errorf("Content-Type = %q", ct)
	}

	resp, _ = get(t, tester, baseURL+"/robots.txt", "If-None-Match", etag)
	if resp.StatusCode != http.StatusNotModified {
		t.Errorf("If-None-Match: status %d, want 304", resp.StatusCode)
	}
	resp, _ = get(t, tester, baseURL+"/robots.txt", "If-Modified-Since", lastMod)
	if resp.StatusCode != http.StatusNotModified {
		t.Errorf("If-Modified-Since: status %d, want 304", resp.StatusCode)
	}

	resp, body = get(t, tester, baseURL+"/robots.txt", "Range", "bytes=0-9")
	if resp.StatusCode != http.StatusPartialContent || body != "User-agent" {
		t.Errorf("Range: %d %q, want 206 \"User-agent\"", resp.StatusCode, body)
	}
	if cr := resp.Header.Get("Content-Range"); cr != "bytes 0-9/23" {
		t.Errorf("Content-Range = %q", cr)
	}

	resp, body = do(t, tester, http.MethodHead, baseURL+"/assets/app-3f9a1c.js")
	if resp.StatusCode != 200 || body != "" || resp.Header.Get("Content-Length") != "28" {
		t.Errorf("HEAD: %d body %q length %q", resp.StatusCode, body, resp.Header.Get("Content-Length"))
	}
	if ct := resp.Header.Get("Content-Type"); !strings.HasPrefix(ct, "text/javascript") {
		t.Errorf("JS Content-Type = %q", ct)
	}
}

// a client route gets its prerendered page with 200, or the app
// shell when the build has no page for it (the admin, ids made in it).
func TestClientRoutesGetTheirPrerenderedPageOrTheShellWith200(t *testing.T) {
	tester := newTester(t)
	pages := map[string]string{
		"/": "home", "/?utm_source=x": "home", "/about": "about", "/about/": "about", "/ABOUT": "about", "/About/": "about",
		"/blog/1": "blog post 1", "/blog/1?utm_source=x": "blog post 1",
	}
	for p, name := range pages {
		resp, body := get(t, tester, baseURL+p)
		if resp.StatusCode != 200 || !isPage(body, name) {
			t.Errorf("GET %s = %d %q, want 200 with the prerendered %s page", p, resp.StatusCode, body, name)
		}
	}
	for _, p := range []string{
		"/branding", "/print", "/digital", "/space-design", "/contact", "/blog",
		"/blog/42", "/portfolio/7", "/portfolio/1712345678901", "/admin", "/admin/",
	} {
		resp, body := get(t, tester, baseURL+p)
		if resp.StatusCode != 200 || !isShell(body) {
			t.Errorf("GET %s = %d (shell %v), want 200 with the shell", p, resp.StatusCode, isShell(body))
		}
		if ct := resp.Header.Get("Content-Type"); ct != "text/html; charset=utf-8" {
			t.Errorf("GET %s Content-Type = %q", p, ct)
		}
	}
}

// a missing file-like path is a plain 404, never the HTML shell.
func TestAMissingFileGetsAPlainTextNotFoundNeverHTML(t *testing.T) {
	tester := newTester(t)
	for _, p := range []string{"/assets/x.js", "/assets/missing-chunk-abc.css", "/favicon.ico", "/img/hero.png", "/assets/", "/assets"} {
		resp, body := get(t, tester, baseURL+p)
		if resp.StatusCode != 404 {
			t.Errorf("GET %s status %d, want 404", p, resp.StatusCode)
		}
		if ct := resp.Header.Get("Content-Type"); !strings.HasPrefix(ct, "text/plain") {
			t.Errorf("GET %s Content-Type %q, want text/plain", p, ct)
		}
		if strings.Contains(body, "<html") || isShell(body) {
			t.Errorf("GET %s answered with HTML: %q", p, body)
		}
	}
}

// The shell and the not-found page are files of the build but not pages of
// their own: asked for by name they are missing files, not a 200 that a
// crawler would index (the shell would render the app's 404 view with 200).
func TestShellAndNotFoundPageByNameArePlain404(t *testing.T) {
	tester := newTester(t)
	for _, p := range []string{"/shell.html", "/404.html"} {
		resp, body := get(t, tester, baseURL+p)
		if resp.StatusCode != 404 || strings.Contains(body, "<html") || isShell(body) {
			t.Errorf("GET %s = %d %q, want a plain 404", p, resp.StatusCode, body)
		}
	}
	// They still serve in their roles.
	if resp, body := get(t, tester, baseURL+"/admin"); resp.StatusCode != 200 || !isShell(body) {
		t.Errorf("GET /admin = %d, want 200 with the shell", resp.StatusCode)
	}
	if resp, body := get(t, tester, baseURL+"/no-such-page"); resp.StatusCode != 404 || !isPage(body, "not found") {
		t.Errorf("GET /no-such-page = %d, want 404 with the not-found page", resp.StatusCode)
	}
}

// any other path gets the prerendered not-found page with 404 and
// one structured log line.
func TestAnUnknownPathGetsTheNotFoundPageWith404AndOneLogLine(t *testing.T) {
	tester := newTester(t)
	path := fmt.Sprintf("/no-such-page-%d", time.Now().UnixNano())
	resp, body := get(t, tester, baseURL+path, "Referer", "https://example.test/from", "User-Agent", "spa-test-agent/1.0")
	if resp.StatusCode != 404 || !isPage(body, "not found") {
		t.Fatalf("GET %s = %d %q, want 404 with the not-found page", path, resp.StatusCode, body)
	}
	if ct := resp.Header.Get("Content-Type"); ct != "text/html; charset=utf-8" {
		t.Errorf("Content-Type = %q", ct)
	}
	for _, p := range []string{"/blog/1/comments", "/portfolio", "/admin/settings"} {
		if resp, _ := get(t, tester, baseURL+p); resp.StatusCode != 404 {
			t.Errorf("GET %s = %d, want 404", p, resp.StatusCode)
		}
	}
	// A link that took the sentence's full stop: a page that is not there, not a file.
	for _, p := range []string{"/about.", "/contact..", "/no-such-page."} {
		if resp, body := get(t, tester, baseURL+p); resp.StatusCode != 404 || !isPage(body, "not found") {
			t.Errorf("GET %s = %d %.40q, want 404 with the not-found page", p, resp.StatusCode, body)
		}
	}

	line := logLine(`"msg":"not found"`, path)
	for _, want := range []string{`"logger":"http.handlers.spa"`, `"msg":"not found"`, `"kind":"page"`, `"path":"` + path + `"`, `"referer":"https://example.test/from"`, `"user_agent":"spa-test-agent/1.0"`} {
		if !strings.Contains(line, want) {
			t.Errorf("404 log line %q lacks %s", line, want)
		}
	}
}

// Blog post ids are integers (the route manifest's integerParams), so a post
// id with anything else in it names no post in any browser: the shell, whose
// app shows 'Blog Post Not Found', with 404 and one log line. A numeric id
// may be a post written in the admin, and a project's id may be any text:
// those keep the shell with 200 (rule 2).
func TestBlogPostIdThatIsNotANumberGetsTheShellWith404AndIsLogged(t *testing.T) {
	tester := newTester(t)
	id := fmt.Sprintf("no-such-post-%d", time.Now().UnixNano())
	for _, p := range []string{"/blog/" + id, "/Blog/1.5", "/blog/abc/"} {
		resp, body := get(t, tester, baseURL+p)
		if resp.StatusCode != 404 || !isShell(body) {
			t.Errorf("GET %s = %d (shell %v), want 404 with the shell", p, resp.StatusCode, isShell(body))
		}
		if ct := resp.Header.Get("Content-Type"); ct != "text/html; charset=utf-8" {
			t.Errorf("GET %s Content-Type = %q", p, ct)
		}
		if etag := resp.Header.Get("ETag"); etag != "" {
			t.Errorf("GET %s carries ETag %s: a 404 is not validated", p, etag)
		}
	}
	if line := logLine(`"msg":"not found"`, `"kind":"page"`, id); line == "" {
		t.Errorf("no not-found log line for /blog/%s", id)
	}
	for _, p := range []string{"/blog/1712345678901", "/portfolio/made-in-the-admin"} {
		if resp, body := get(t, tester, baseURL+p); resp.StatusCode != 200 || !isShell(body) {
			t.Errorf("GET %s = %d (shell %v), want 200 with the shell", p, resp.StatusCode, isShell(body))
		}
	}
}

// The app's router reads the address bar segment by segment: %2F and %5C
// stay inside a segment, and an empty segment matches no route. Answering
// /about%2F or //about with the about page made the app replace it with its
// not-found view (a hydration error, under a 200). Now the server reads the
// path as the router will: a route written loosely gets a redirect to its
// canonical address, a prerendered page asked for by its file name
// (/about/index.html) a redirect to its route, and an address the router
// matches to no route the not-found page.
func TestAddressesTheAppReadsDifferentlyAreRedirectedOrNotFound(t *testing.T) {
	newTester(t)
	redirects := map[string]string{
		"//about":                  "/about",
		"/about/./":                "/about",
		"/blog/../about":           "/about",
		"/blog//1?utm_source=x":    "/blog/1?utm_source=x",
		"/index.html":              "/",
		"/index.html?utm_source=x": "/?utm_source=x",
		"/about/index.html":        "/about",
		"/ABOUT/index.html":        "/about",
		"/blog/1/index.html":       "/blog/1",
		"/blog//no-such-post":      "/blog/no-such-post", // the app's own 'Blog Post Not Found' is there
	}
	for target, want := range redirects {
		resp, body := rawGet(t, target)
		if resp.StatusCode != http.StatusPermanentRedirect || resp.Header.Get("Location") != want || body != "" {
			t.Errorf("GET %s = %d to %q, body %q; want 308 to %q", target, resp.StatusCode, resp.Header.Get("Location"), body, want)
		}
	}
	for _, target := range []string{"//evil.example/", "///evil.example", `/\evil.example`, "/%5Cevil.example", "//no-such-page"} {
		resp, _ := rawGet(t, target)
		if resp.StatusCode != 404 || resp.Header.Get("Location") != "" {
			t.Errorf("GET %s = %d to %q: want 404, never a redirect to another host", target, resp.StatusCode, resp.Header.Get("Location"))
		}
	}

	answers := []struct {
		target string
		status int
		is     func(string) bool
		what   string
	}{
		{"/about%2F", 404, func(b string) bool { return isPage(b, "not found") }, "the not-found page"},
		{"/about%5C", 404, func(b string) bool { return isPage(b, "not found") }, "the not-found page"},
		{"/%2561bout", 404, func(b string) bool { return isPage(b, "not found") }, "the not-found page"}, // the router decodes once: "%61bout"
		{"/blog/1%2F", 404, isShell, "the shell (the app's 'Blog Post Not Found')"},
		{"/blog/007", 404, isShell, "the shell (the app's 'Blog Post Not Found')"},
		{"/blog/9007199254740992", 404, isShell, "the shell"},
		{"/portfolio/a%2Fb", 200, isShell, "the shell"},
		// Not UTF-8 (a link written in Latin-1): the app reads it undecoded.
		{"/caf%E9", 404, func(b string) bool { return isPage(b, "not found") }, "the not-found page"},
		{"/blog/%E0%A4", 404, isShell, "the shell"},
		{"/portfolio/%C0", 200, isShell, "the shell"},
		{"/assets/%E9.js", 404, func(b string) bool { return b == "404 not found\n" }, "a plain 404"},
	}
	for _, a := range answers {
		resp, body := rawGet(t, a.target)
		if resp.StatusCode != a.status || !a.is(body) {
			t.Errorf("GET %s = %d %.60q, want %d with %s", a.target, resp.StatusCode, body, a.status, a.what)
		}
	}
}

// logLine waits for the line of the log file that has every one of parts
// (the log is written asynchronously by zap), or returns "".
func logLine(parts ...string) string {
	for deadline := time.Now().Add(3 * time.Second); time.Now().Before(deadline); time.Sleep(50 * time.Millisecond) {
		data, _ := os.ReadFile(logFile)
	lines:
		for _, l := range strings.Split(string(data), "\n") {
			for _, p := range parts {
				if !strings.Contains(l, p) {
					continue lines
				}
			}
			return l
		}
	}
	return ""
}

// Caddy's access log, as the site's Caddyfile sets it up, writes each
// request's line with the TLS details and the request's headers (cookies
// redacted), and leaves out the response headers.
func TestAccessLogLinesKeepTheRequestAndDropTheResponseHeaders(t *testing.T) {
	tester := newTLSTester(t)
	uri := fmt.Sprintf("/about?access-test=%d", time.Now().UnixNano())
	if resp, _ := get(t, tester, tlsURL+uri, "User-Agent", "spa-access/1.0", "Cookie", "session=do-not-log"); resp.StatusCode != 200 {
		t.Fatalf("GET %s = %d", uri, resp.StatusCode)
	}
	line := logLine(`"uri":"` + uri + `"`)
	var entry struct {
		Logger  string `json:"logger"`
		Msg     string `json:"msg"`
		Status  int    `json:"status"`
		Size    int    `json:"size"`
		Request struct {
			Method  string              `json:"method"`
			Headers map[string][]string `json:"headers"`
			TLS     *struct {
				ServerName string `json:"server_name"`
			} `json:"tls"`
		} `json:"request"`
		RespHeaders map[string]any `json:"resp_headers"`
	}
	if err := json.Unmarshal([]byte(line), &entry); err != nil {
		t.Fatalf("access line %q: %v", line, err)
	}
	if !strings.HasPrefix(entry.Logger, "http.log.access") || entry.Msg != "handled request" || entry.Status != 200 || entry.Size == 0 || entry.Request.Method != "GET" {
		t.Errorf("access line %q", line)
	}
	if entry.Request.TLS == nil || entry.Request.TLS.ServerName != "localhost" {
		t.Errorf("access line lacks the TLS details: %q", line)
	}
	if ua := entry.Request.Headers["User-Agent"]; len(ua) != 1 || ua[0] != "spa-access/1.0" {
		t.Errorf("access line lacks the User-Agent: %q", line)
	}
	if strings.Contains(line, "do-not-log") || entry.RespHeaders != nil {
		t.Errorf("access line logs the cookie or the response headers: %q", line)
	}
}

// cache headers fit what was served.
func TestCacheHeadersFitWhatWasServed(t *testing.T) {
	tester := newTester(t)
	cases := map[string]string{
		"/assets/app-3f9a1c.js": "public, max-age=31536000, immutable",
		"/":                     "no-cache",
		"/about/":               "no-cache",
		"/blog/3":               "no-cache",
		"/no-such-page":         "no-cache",
		"/robots.txt":           "public, max-age=3600",
	}
	for p, want := range cases {
		resp, _ := get(t, tester, baseURL+p)
		if got := resp.Header.Get("Cache-Control"); got != want {
			t.Errorf("GET %s Cache-Control = %q, want %q", p, got, want)
		}
	}
}

// security headers on every response; HSTS only over HTTPS; no
// Server header; the Caddyfile can override the defaults.
func TestSecurityHeadersGoOnEveryResponseAndHSTSOverHTTPSOnly(t *testing.T) {
	tester := newTLSTester(t)
	for _, p := range []string{"/", "/assets/app-3f9a1c.js", "/assets/x.js", "/no-such-page", "/healthz", "/robots.txt"} {
		resp, _ := get(t, tester, baseURL+p)
		h := resp.Header
		csp := h.Get("Content-Security-Policy")
		for _, want := range []string{"script-src 'self'", "img-src 'self' data: blob: https://images.unsplash.com", "frame-ancestors 'none'", "object-src 'none'", "base-uri 'self'", "form-action 'self'", "require-trusted-types-for 'script'"} {
			if !strings.Contains(csp, want) {
				t.Errorf("%s: CSP %q lacks %q", p, csp, want)
			}
		}
		if strings.Contains(csp, "unsafe-inline") || strings.Contains(csp, "unsafe-eval") {
			t.Errorf("%s: CSP allows unsafe sources: %q", p, csp)
		}
		checks := map[string]string{
			"X-Content-Type-Options":     "nosniff",
			"Referrer-Policy":            "strict-origin-when-cross-origin",
			"Cross-Origin-Opener-Policy": "same-origin",
		}
		for k, want := range checks {
			if got := h.Get(k); got != want {
				t.Errorf("%s: %s = %q, want %q", p, k, got, want)
			}
		}
		if h.Get("Permissions-Policy") == "" {
			t.Errorf("%s: no Permissions-Policy", p)
		}
		if h.Get("Server") != "" {
			t.Errorf("%s: Server header leaks %q", p, h.Get("Server"))
		}
		if h.Get("Strict-Transport-Security") != "" {
			t.Errorf("%s: HSTS sent over plain HTTP", p)
		}
	}

	resp, _ := get(t, tester, tlsURL+"/")
	if got := resp.Header.Get("Strict-Transport-Security"); !strings.HasPrefix(got, "max-age=63072000") {
		t.Errorf("HTTPS: Strict-Transport-Security = %q", got)
	}

}

// The health check answers ok, never cached, and the container's own
// probe (over loopback) stays out of the access log.
func TestTheHealthCheckAnswersOkUncachedAndUnlogged(t *testing.T) {
	tester := newTester(t)
	probe := fmt.Sprintf("/healthz?probe=%d", time.Now().UnixNano())
	resp, body := get(t, tester, baseURL+probe)
	if resp.StatusCode != 200 || body != "ok" {
		t.Errorf("GET /healthz = %d %q", resp.StatusCode, body)
	}
	if got := resp.Header.Get("Cache-Control"); got != "no-store" {
		t.Errorf("healthz Cache-Control = %q", got)
	}
	resp, body = do(t, tester, http.MethodHead, baseURL+"/healthz")
	if resp.StatusCode != 200 || body != "" {
		t.Errorf("HEAD /healthz = %d %q", resp.StatusCode, body)
	}
	page := fmt.Sprintf("/about?probe=%d", time.Now().UnixNano())
	get(t, tester, baseURL+page)
	if logLine(`"uri":"`+page+`"`) == "" {
		t.Fatalf("no access log line for GET %s", page)
	}
	if line := logLine(`"uri":"` + probe + `"`); line != "" {
		t.Errorf("the loopback probe was logged: %s", line)
	}
}

// methods other than GET and HEAD get 405 with Allow.
func TestOtherMethodsGet405WithAllow(t *testing.T) {
	tester := newTester(t)
	for _, m := range []string{"POST", "PUT", "DELETE", "PATCH", "OPTIONS"} {
		for _, p := range []string{"/", "/contact", "/assets/app-3f9a1c.js", "/no-such-page", "/healthz"} {
			resp, _ := do(t, tester, m, baseURL+p)
			if resp.StatusCode != http.StatusMethodNotAllowed {
				t.Errorf("%s %s = %d, want 405", m, p, resp.StatusCode)
			}
			if got := resp.Header.Get("Allow"); got != "GET, HEAD" {
				t.Errorf("%s %s Allow = %q", m, p, got)
			}
		}
	}
}

// no request path reaches a file outside the root, a dotfile, or a
// file through a symlink that leaves the root.
func TestNoPathReachesAFileOutsideTheRootOrADotfile(t *testing.T) {
	newTester(t)
	for _, target := range []string{
		"/../secret.txt",
		"/../../spa/testdata/secret.txt",
		"/%2e%2e/secret.txt",
		"/%2E%2E/%2e%2e/secret.txt",
		"/assets/..%2f..%2fsecret.txt",
		"/..%5csecret.txt",
		`/..\secret.txt`,
		"//../secret.txt",
		"/assets//..//..//secret.txt",
		"/escape.txt",
		"/.env",
		"/assets/../.env",
		"/robots.txt%00.html",
		"/%c0%ae%c0%ae/secret.txt",
	} {
		resp, body := rawGet(t, target)
		if strings.Contains(body, "TOP SECRET") || strings.Contains(body, "SECRET=dotfile") {
			t.Errorf("GET %s leaked a file: %d %q", target, resp.StatusCode, body)
		}
		if resp.StatusCode == 200 || resp.StatusCode >= 500 {
			t.Errorf("GET %s = %d, want a 4xx", target, resp.StatusCode)
		}
	}
	// Cleaning keeps working paths working.
	for target, want := range map[string]int{
		"//robots.txt":             200,
		"/assets/../robots.txt":    200,
		"/assets//app-3f9a1c.js":   200,
		"/%61ssets/app-3f9a1c.js":  200,
		"/blog/../about":           308, // to /about (TestAddressesTheAppReadsDifferentlyAreRedirectedOrNotFound)
		"/robots.txt%00":           400,
		"/assets/app-3f9a1c.js%00": 400,
	} {
		if resp, _ := rawGet(t, target); resp.StatusCode != want {
			t.Errorf("GET %s = %d, want %d", target, resp.StatusCode, want)
		}
	}
}

// rawRequest sends bytes as they are and reads one response.
func rawRequest(t *testing.T, request string) (*http.Response, string) {
	t.Helper()
	conn, err := net.DialTimeout("tcp", fmt.Sprintf("127.0.0.1:%d", httpPort), 5*time.Second)
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close()
	_ = conn.SetDeadline(time.Now().Add(5 * time.Second))
	if _, err := conn.Write([]byte(request)); err != nil {
		t.Fatal(err)
	}
	resp, err := http.ReadResponse(bufio.NewReader(conn), nil)
	if err != nil {
		t.Fatalf("%q: %v", request[:min(len(request), 80)], err)
	}
	defer resp.Body.Close()
	body, _ := io.ReadAll(resp.Body)
	return resp, string(body)
}

// Hostile requests get clean 4xx answers (or the ordinary page), never a 5xx,
// never a file from outside the root, never a directory listing.
func TestHostileRequestsGetCleanAnswers(t *testing.T) {
	newTester(t)
	host := fmt.Sprintf("localhost:%d", httpPort)
	manyRanges := "bytes=" + strings.TrimSuffix(strings.Repeat("0-10,", 500), ",")
	cases := []struct {
		name    string
		request string
		want    func(int) bool
	}{
		{"huge header", "GET / HTTP/1.1\r\nHost: " + host + "\r\nX-Big: " + strings.Repeat("a", 2<<20) + "\r\nConnection: close\r\n\r\n", is(431)},
		{"many headers", "GET / HTTP/1.1\r\nHost: " + host + "\r\n" + strings.Repeat("X-A: b\r\n", 20000) + "Connection: close\r\n\r\n", is(431)},
		{"absolute-form URI", "GET http://" + host + "/../secret.txt HTTP/1.1\r\nHost: " + host + "\r\nConnection: close\r\n\r\n", is4xx},
		{"absolute-form to another host", "GET http://evil.example/ HTTP/1.1\r\nHost: " + host + "\r\nConnection: close\r\n\r\n", not5xx},
		{"TRACE", "TRACE / HTTP/1.1\r\nHost: " + host + "\r\nConnection: close\r\n\r\n", is(405)},
		{"PROPFIND", "PROPFIND /assets/ HTTP/1.1\r\nHost: " + host + "\r\nConnection: close\r\n\r\n", is(405)},
		{"made-up method", "BREW /coffee HTTP/1.1\r\nHost: " + host + "\r\nConnection: close\r\n\r\n", is(405)},
		{"CONNECT", "CONNECT " + host + " HTTP/1.1\r\nHost: " + host + "\r\nConnection: close\r\n\r\n", is4xx},
		{"many overlapping ranges", "GET /robots.txt HTTP/1.1\r\nHost: " + host + "\r\nRange: " + manyRanges + "\r\nConnection: close\r\n\r\n", not5xx},
		{"unsatisfiable range", "GET /robots.txt HTTP/1.1\r\nHost: " + host + "\r\nRange: bytes=9999-\r\nConnection: close\r\n\r\n", is(416)},
		{"malformed range", "GET /robots.txt HTTP/1.1\r\nHost: " + host + "\r\nRange: bytes=z-q\r\nConnection: close\r\n\r\n", not5xx},
		{"directory", "GET /assets/ HTTP/1.1\r\nHost: " + host + "\r\nConnection: close\r\n\r\n", is(404)},
		{"very long path", "GET /" + strings.Repeat("x/", 4000) + " HTTP/1.1\r\nHost: " + host + "\r\nConnection: close\r\n\r\n", is(404)},
		{"bad percent-encoding", "GET /%zz HTTP/1.1\r\nHost: " + host + "\r\nConnection: close\r\n\r\n", is(400)},
		{"NUL in path", "GET /robots.txt%00 HTTP/1.1\r\nHost: " + host + "\r\nConnection: close\r\n\r\n", is(400)},
		{"no Host header", "GET / HTTP/1.1\r\nConnection: close\r\n\r\n", is(400)},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			resp, body := rawRequest(t, c.request)
			if !c.want(resp.StatusCode) {
				t.Errorf("status %d", resp.StatusCode)
			}
			if strings.Contains(body, "TOP SECRET") || strings.Contains(body, "SECRET=dotfile") {
				t.Errorf("leaked a file: %q", body)
			}
			if strings.Contains(body, "app-3f9a1c.js") && !strings.Contains(body, "fixture app") {
				t.Errorf("listed a directory: %q", body)
			}
		})
	}
}

func is(code int) func(int) bool { return func(got int) bool { return got == code } }
func is4xx(got int) bool         { return got >= 400 && got < 500 }
func not5xx(got int) bool        { return got < 500 }

// The build's precompressed copies are served in their files' place: the best encoding
// the client accepts, never compressed again on the fly by encode.
func TestPrecompressedCopiesServedByAcceptEncoding(t *testing.T) {
	tester := newTester(t)
	original, err := os.ReadFile(filepath.Join(fixtures, "assets", "styles-4c1d2e.css"))
	if err != nil {
		t.Fatal(err)
	}
	url := baseURL + "/assets/styles-4c1d2e.css"
	etags := map[string]string{} // encoding by ETag
	for _, c := range []struct{ accept, want, ext string }{
		{"gzip, deflate, br, zstd", "br", ".br"},
		{"zstd, gzip", "zstd", ".zst"},
		{"gzip", "gzip", ".gz"},
		{"br;q=0, gzip", "gzip", ".gz"},
		{"identity", "", ""},
		// The highest weight wins over the server's preference (RFC 9110, 12.5.3).
		{"gzip;q=1.0, br;q=0.5", "gzip", ".gz"},
		{"br;Q=0, zstd;Q=0, gzip", "gzip", ".gz"},
	} {
		resp, body := get(t, tester, url, "Accept-Encoding", c.accept)
		if resp.StatusCode != 200 || resp.Header.Get("Content-Encoding") != c.want {
			t.Errorf("%q: %d Content-Encoding %q, want %q", c.accept, resp.StatusCode, resp.Header.Get("Content-Encoding"), c.want)
			continue
		}
		if resp.Header.Get("Vary") != "Accept-Encoding" {
			t.Errorf("%q: Vary = %q", c.accept, resp.Header.Get("Vary"))
		}
		var decoded []byte
		if c.ext == "" {
			decoded = []byte(body)
		} else {
			r, err := decoders()[c.ext](strings.NewReader(body))
			if err != nil {
				t.Fatalf("%q: %v", c.accept, err)
			}
			decoded, _ = io.ReadAll(r)
		}
		if string(decoded) != string(original) {
			t.Errorf("%q: body does not decode to the stylesheet (encoded twice?)", c.accept)
		}
		etag := resp.Header.Get("ETag")
		if other, seen := etags[etag]; seen && other != c.want {
			t.Errorf("%q: ETag %s is also the %q copy's: each encoding needs its own validator", c.accept, etag, other)
		}
		etags[etag] = c.want
		if strings.HasPrefix(etag, "W/") || etag == "" {
			t.Errorf("%q: ETag %q, want a strong one", c.accept, etag)
		}
	}

	// Two Accept-Encoding field lines are one list (RFC 9110, 5.3).
	if resp, _ := get(t, tester, url, "Accept-Encoding", "gzip", "Accept-Encoding", "br"); resp.Header.Get("Content-Encoding") != "br" {
		t.Errorf("Accept-Encoding sent as two lines, gzip and br: Content-Encoding %q, want br", resp.Header.Get("Content-Encoding"))
	}

	brETag := ""
	for etag, enc := range etags {
		if enc == "br" {
			brETag = etag
		}
	}
	resp, _ := get(t, tester, url, "Accept-Encoding", "br", "If-None-Match", brETag)
	if resp.StatusCode != http.StatusNotModified {
		t.Errorf("conditional request: %d, want 304", resp.StatusCode)
	}
	resp, body := get(t, tester, url, "Accept-Encoding", "identity", "Range", "bytes=3-10")
	if resp.StatusCode != http.StatusPartialContent || body != string(original[3:11]) {
		t.Errorf("range: %d %q", resp.StatusCode, body)
	}
	// The copies themselves are not addressable files.
	if resp, _ := get(t, tester, url+".br"); resp.StatusCode != 404 {
		t.Errorf("GET %s.br = %d, want 404", url, resp.StatusCode)
	}
}

// An operator's deferred header replacement (here: letting a partner frame
// the pages under /embed/) edits the response it runs on, and no other:
// every response starts from the module's own values.
func TestADeferredHeaderReplacementEditsItsOwnResponseOnly(t *testing.T) {
	tester := newTester(t)
	const site = "http://deferred.localhost:9080"
	embedded := strings.Replace(DefaultCSP, "frame-ancestors 'none'", "frame-ancestors https://partner.example", 1)
	for _, c := range []struct{ path, want string }{
		{"/embed/about", embedded},
		{"/robots.txt", DefaultCSP},
		{"/embed/about", embedded},
		{"/about", DefaultCSP},
	} {
		resp, _ := get(t, tester, site+c.path)
		if got := resp.Header.Get("Content-Security-Policy"); got != c.want {
			t.Errorf("GET %s: Content-Security-Policy %q, want %q", c.path, got, c.want)
		}
	}
}

// decoders read each precompressed copy back, by its file name suffix.
func decoders() map[string]func(io.Reader) (io.Reader, error) {
	return map[string]func(io.Reader) (io.Reader, error){
		".br":  func(r io.Reader) (io.Reader, error) { return brotli.NewReader(r), nil },
		".zst": func(r io.Reader) (io.Reader, error) { return zstd.NewReader(r) },
		".gz":  func(r io.Reader) (io.Reader, error) { return gzip.NewReader(r) },
	}
}

// The demo admin is on by default: its route gets the app shell and its
// code is served like any other chunk.
func TestTheDemoAdminIsServedByDefault(t *testing.T) {
	tester := newTester(t)
	if resp, body := get(t, tester, baseURL+"/admin"); resp.StatusCode != http.StatusOK || !isShell(body) {
		t.Errorf("GET /admin: %d, shell %v", resp.StatusCode, isShell(body))
	}
	if resp, _ := get(t, tester, baseURL+"/assets/AdminPage-9d2e41.js"); resp.StatusCode != http.StatusOK {
		t.Errorf("the admin's chunk: %d, want 200", resp.StatusCode)
	}
}

// STUDIO_DEMO_ADMIN=off takes the demo admin off the site: every address
// of it gets the site's not-found page with 404, its code a plain 404 (so
// it is never sent), and the public pages are as they were.
func TestTheDemoAdminTurnedOffIsNotFoundAndItsCodeIsNeverSent(t *testing.T) {
	t.Setenv("STUDIO_DEMO_ADMIN", "off")
	tester := newTester(t)
	for _, p := range []string{"/admin", "/admin/", "/Admin", "/admin/anything"} {
		resp, body := get(t, tester, baseURL+p)
		if resp.StatusCode != http.StatusNotFound || !isPage(body, "not found") {
			t.Errorf("GET %s: %d, want 404 with the not-found page; body %.80q", p, resp.StatusCode, body)
		}
	}
	for _, p := range []string{"/assets/AdminPage-9d2e41.js", "/assets/AdminPage-9d2e41.js.br"} {
		if resp, body := get(t, tester, baseURL+p); resp.StatusCode != http.StatusNotFound || strings.Contains(body, "the admin") {
			t.Errorf("GET %s: %d %.40q, want a plain 404", p, resp.StatusCode, body)
		}
	}
	if resp, body := get(t, tester, baseURL+"/about"); resp.StatusCode != http.StatusOK || !isPage(body, "about") {
		t.Errorf("GET /about: %d, want its prerendered page", resp.StatusCode)
	}
	if resp, _ := get(t, tester, baseURL+"/assets/app-3f9a1c.js"); resp.StatusCode != http.StatusOK {
		t.Errorf("the app's own chunk: %d, want 200", resp.StatusCode)
	}
}

// A value other than on or off stops the config from loading, naming it.
func TestADemoAdminSettingOtherThanOnOrOffIsRefused(t *testing.T) {
	err := (&SPA{DemoAdmin: "no"}).Provision(caddy.Context{})
	if err == nil || !strings.Contains(err.Error(), `demo_admin is on or off, not "no"`) {
		t.Errorf("Provision: %v", err)
	}
}
