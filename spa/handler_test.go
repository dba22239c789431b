package spa

import (
	"os"
	"path/filepath"
	"testing"

	"go.uber.org/zap"

	"github.com/chowkstudio/studio/spa/internal/route"
)

// fixtureHandler is the handler as Provision would set it up over
// testdata/dist (without a Caddy context), keeping files up to maxMemory in
// memory. For unit tests, fuzzing and benchmarks of ServeHTTP itself.
func fixtureHandler(tb testing.TB, maxMemory int64) *SPA {
	tb.Helper()
	root, err := filepath.Abs("testdata/dist")
	if err != nil {
		tb.Fatal(err)
	}
	manifest, err := os.ReadFile(filepath.Join(root, "routes.json"))
	if err != nil {
		tb.Fatal(err)
	}
	h := &SPA{Root: root, Index: DefaultIndex, HealthPath: DefaultHealthPath, AssetsPrefix: DefaultAssetsPrefix, staticCache: "public, max-age=3600", logger: zap.NewNop()}
	if h.routes, err = route.ParseManifest(manifest); err != nil {
		tb.Fatal(err)
	}
	h.headers = newSecurityHeaders(nil)
	if h.site, err = loadSite(root, maxMemory); err != nil {
		tb.Fatal(err)
	}
	return h
}
