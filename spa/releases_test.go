package spa

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/caddyserver/caddy/v2"
)

// writeRelease writes a small build into releases/<id>: the shell, the
// route manifest and the files given.
func writeRelease(t *testing.T, releases, id string, files map[string]string) string {
	t.Helper()
	dir := filepath.Join(releases, id)
	files["shell.html"] = `<div id="root">shell of ` + id + `</div>`
	if _, ok := files["routes.json"]; !ok {
		files["routes.json"] = `{"routes":["/"]}`
	}
	for name, body := range files {
		p := filepath.Join(dir, filepath.FromSlash(name))
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(body), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return dir
}

// chainOnReleases is newChain with its root the link current -> releases/live.
func chainOnReleases(t *testing.T, releases, live string, demoAdmin string) *chain {
	t.Helper()
	current := filepath.Join(filepath.Dir(releases), "current")
	if err := os.Symlink(filepath.Join("releases", live), current); err != nil {
		t.Fatal(err)
	}
	c := newChain(t, current)
	ctx, cancel := caddy.NewContext(caddy.Context{Context: context.Background()})
	t.Cleanup(cancel)
	c.spa = &SPA{Root: current, Releases: releases, DemoAdmin: demoAdmin}
	if err := c.spa.Provision(ctx); err != nil {
		t.Fatal(err)
	}
	return c
}

func TestAHashedFileOfAnEarlierReleaseIsServedAfterTheSwitch(t *testing.T) {
	releases := filepath.Join(t.TempDir(), "releases")
	writeRelease(t, releases, "1", map[string]string{"assets/app-old.js": "old chunk", "assets/media/p-old.webp": "old photo", "robots.txt": "old"})
	writeRelease(t, releases, "2", map[string]string{"assets/app-mid.js": "mid chunk"})
	writeRelease(t, releases, "3", map[string]string{"assets/app-new.js": "new chunk"})
	c := chainOnReleases(t, releases, "3", "")
	for path, body := range map[string]string{"/assets/app-new.js": "new chunk", "/assets/app-mid.js": "mid chunk", "/assets/app-old.js": "old chunk", "/assets/media/p-old.webp": "old photo"} {
		w := c.get(path)
		if w.Code != 200 || w.Body.String() != body || w.Header().Get("Cache-Control") != immutable {
			t.Errorf("GET %s = %d %q (%s), want 200 %q, immutable", path, w.Code, w.Body, w.Header().Get("Cache-Control"), body)
		}
	}
}

func TestOnlyHashedFilesComeFromAnEarlierRelease(t *testing.T) {
	releases := filepath.Join(t.TempDir(), "releases")
	writeRelease(t, releases, "1", map[string]string{"robots.txt": "old", "about/index.html": "old about", "routes.json": `{"routes":["/","/about"]}`})
	writeRelease(t, releases, "2", map[string]string{})
	c := chainOnReleases(t, releases, "2", "")
	if w := c.get("/robots.txt"); w.Code != 404 {
		t.Errorf("GET /robots.txt = %d, want 404: only the live release's own files are served by name", w.Code)
	}
	if w := c.get("/"); !strings.Contains(w.Body.String(), "shell of 2") {
		t.Errorf("GET / = %q, want the live release's shell", w.Body)
	}
}

func TestTheDemoAdminOffHidesItsFilesInEarlierReleasesToo(t *testing.T) {
	releases := filepath.Join(t.TempDir(), "releases")
	manifest := `{"routes":["/","/admin"],"demoAdmin":{"route":"/admin","files":["/assets/admin-1.js"]}}`
	writeRelease(t, releases, "1", map[string]string{"routes.json": manifest, "assets/admin-1.js": "admin", "assets/app-1.js": "app"})
	writeRelease(t, releases, "2", map[string]string{"routes.json": strings.ReplaceAll(manifest, "admin-1", "admin-2"), "assets/admin-2.js": "admin"})
	c := chainOnReleases(t, releases, "2", "off")
	if w := c.get("/assets/admin-1.js"); w.Code != 404 {
		t.Errorf("GET /assets/admin-1.js = %d, want 404 with the demo admin off", w.Code)
	}
	if w := c.get("/assets/app-1.js"); w.Code != 200 {
		t.Errorf("GET /assets/app-1.js = %d, want 200", w.Code)
	}
}
