package spa

import (
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"testing"

	"go.uber.org/zap"

	"github.com/chowkstudio/studio/spa/internal/route"
)

// BenchmarkServeHTTP measures the handler alone (no Caddy server around it)
// for the requests bench/server.sh sends: `go test -bench . -benchmem ./spa`.
func BenchmarkServeHTTP(b *testing.B) {
	root, _ := filepath.Abs("testdata/dist")
	manifest, err := os.ReadFile(filepath.Join(root, "routes.json"))
	if err != nil {
		b.Fatal(err)
	}
	h := &SPA{Root: root, Index: DefaultIndex, HealthPath: DefaultHealthPath, AssetsPrefix: DefaultAssetsPrefix, staticCache: "public, max-age=3600", logger: zap.NewNop()}
	if h.routes, err = route.ParseManifest(manifest); err != nil {
		b.Fatal(err)
	}
	h.headers = newSecurityHeaders(nil)
	if h.site, err = loadSite(root, DefaultMaxMemoryFileSize); err != nil {
		b.Fatal(err)
	}
	for _, c := range []struct{ name, path, enc string }{
		{"shell", "/", ""},
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
