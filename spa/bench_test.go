package spa

import (
	"net/http"
	"net/http/httptest"
	"testing"
)

// BenchmarkServeHTTP measures the handler alone (no Caddy server around it)
// for the requests bench/server.sh sends: `go test -bench . -benchmem ./spa`.
func BenchmarkServeHTTP(b *testing.B) {
	h := fixtureHandler(b, DefaultMaxMemoryFileSize)
	for _, c := range []struct{ name, path, enc string }{
		{"home page", "/", ""},
		{"client-only route", "/admin", ""},
		{"deep route", "/about", ""},
		{"asset br", "/assets/styles-4c1d2e.css", "br, gzip"},
		{"asset plain", "/assets/styles-4c1d2e.css", ""},
		{"unknown route", "/no-such-page", ""},
	} {
		b.Run(c.name, func(b *testing.B) {
			req := httptest.NewRequest(http.MethodGet, c.path, nil)
			if c.enc != "" {
				req.Header.Set("Accept-Encoding", c.enc)
			}
			b.ReportAllocs()
			for b.Loop() {
				w := httptest.NewRecorder()
				_ = h.ServeHTTP(w, req, nil)
			}
		})
	}
}
