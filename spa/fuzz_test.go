package spa

import (
	"bufio"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/chowkstudio/studio/spa/internal/route"
)

// FuzzServeHTTP sends fuzzed request targets, parsed as the real server
// parses them, to the handler over the fixture build. It must never panic,
// never answer 5xx, never serve a byte from outside the root or a dotfile,
// and never list a directory.
func FuzzServeHTTP(f *testing.F) {
	h := fixtureHandler(f, DefaultMaxMemoryFileSize)

	for _, p := range route.HostilePaths {
		f.Add(p)
	}
	f.Fuzz(func(t *testing.T, target string) {
		req, err := http.ReadRequest(bufio.NewReader(strings.NewReader("GET " + target + " HTTP/1.1\r\nHost: localhost\r\n\r\n")))
		if err != nil {
			return // the server would refuse it with a 400 before any handler
		}
		rec := httptest.NewRecorder()
		if err := h.ServeHTTP(rec, req, nil); err != nil {
			t.Fatalf("GET %q: handler error %v", target, err)
		}
		body := rec.Body.String()
		switch {
		case rec.Code >= 500:
			t.Fatalf("GET %q: status %d", target, rec.Code)
		case strings.Contains(body, "TOP SECRET") || strings.Contains(body, "SECRET=dotfile"):
			t.Fatalf("GET %q leaked a file: %q", target, body)
		case strings.Contains(body, "<pre>") || strings.Contains(body, `href="app-3f9a1c.js"`):
			t.Fatalf("GET %q listed a directory", target)
		}
		if rec.Code >= 300 && rec.Code < 400 {
			loc := rec.Header().Get("Location")
			if !strings.HasPrefix(loc, "/") || strings.HasPrefix(loc, "//") || strings.HasPrefix(loc, `/\`) {
				t.Fatalf("GET %q redirects to %q, not a path of this site", target, loc)
			}
			next, err := http.ReadRequest(bufio.NewReader(strings.NewReader("GET " + loc + " HTTP/1.1\r\nHost: localhost\r\n\r\n")))
			if err != nil {
				t.Fatalf("GET %q redirects to %q, which does not parse: %v", target, loc, err)
			}
			again := httptest.NewRecorder()
			_ = h.ServeHTTP(again, next, nil)
			if again.Code >= 300 && again.Code < 400 {
				t.Fatalf("GET %q redirects to %q, which redirects again to %q", target, loc, again.Header().Get("Location"))
			}
		}
	})
}
