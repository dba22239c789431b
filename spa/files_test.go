package spa

import (
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

const atomFeed = `<?xml version="1.0" encoding="utf-8"?>
<feed xmlns="http://www.w3.org/2005/Atom"><title>Notes</title></feed>`

// An Atom feed is sent as application/atom+xml, the type its pages'
// <link rel="alternate"> announce (RFC 4287); other XML stays XML.
func TestContentTypeNamesAtomFeedsByTheirRootElement(t *testing.T) {
	for _, c := range []struct {
		what, path, body, want string
	}{
		{"Atom feed", "/feed.xml", atomFeed, atomType},
		{"Atom feed, prefixed root", "/feed.xml", `<a:feed xmlns:a="http://www.w3.org/2005/Atom"/>`, atomType},
		{"Atom feed after a comment and a doctype", "/feed.xml", `<!-- built --><!DOCTYPE feed><feed xmlns="http://www.w3.org/2005/Atom">`, atomType},
		{"sitemap", "/sitemap.xml", `<?xml version="1.0"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"/>`, "application/xml; charset=utf-8"},
		{"feed element outside Atom's namespace", "/feed.xml", `<feed/>`, "application/xml; charset=utf-8"},
		{"Atom entry, not a feed", "/entry.xml", `<entry xmlns="http://www.w3.org/2005/Atom"/>`, "application/xml; charset=utf-8"},
		{"RSS", "/rss.xml", `<rss version="2.0"><channel/></rss>`, "application/xml; charset=utf-8"},
		{"not well-formed", "/feed.xml", `<<feed xmlns="http://www.w3.org/2005/Atom">`, "application/xml; charset=utf-8"},
		{"empty", "/feed.xml", ``, "application/xml; charset=utf-8"},
		{"Atom content under another extension", "/notes.txt", atomFeed, "text/plain; charset=utf-8"},
	} {
		if got := contentType(c.path, []byte(c.body)); got != c.want {
			t.Errorf("%s: contentType(%s) = %q, want %q", c.what, c.path, got, c.want)
		}
	}
}

// The type is the same whether the feed is kept in memory or, over the
// memory limit, served from disk.
func TestAtomFeedServedAsAtomFromMemoryAndFromDisk(t *testing.T) {
	root := t.TempDir()
	large := strings.Replace(atomFeed, "</feed>", "<subtitle>"+strings.Repeat("x", 4096)+"</subtitle></feed>", 1)
	for name, body := range map[string]string{
		"shell.html":      `<div id="root">app shell</div>`,
		"routes.json":     `{"routes":["/"]}`,
		"feed.xml":        atomFeed,
		"archive.xml":     large,
		"sitemap.xml":     `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"/>`,
		"big-sitemap.xml": `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">` + strings.Repeat(" ", 4096) + `</urlset>`,
	} {
		if err := os.WriteFile(filepath.Join(root, name), []byte(body), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	h := loadedHandler(t, root, 1024)
	if h.site.files["/archive.xml"].inMemory() {
		t.Fatal("archive.xml was loaded into memory; the test needs it on disk")
	}
	for path, want := range map[string]string{
		"/feed.xml":        atomType,
		"/archive.xml":     atomType,
		"/sitemap.xml":     "application/xml; charset=utf-8",
		"/big-sitemap.xml": "application/xml; charset=utf-8",
	} {
		w := serveTest(t, h, http.MethodGet, path)
		if got := w.Header().Get("Content-Type"); w.Code != 200 || got != want {
			t.Errorf("GET %s = %d, Content-Type %q; want 200, %q", path, w.Code, got, want)
		}
	}
}

// Published images (site/published/media, under /assets/media/ in the build)
// are served like the other hashed assets: their own type, nosniff, and
// immutable, their names changing with their content. A minimal image has
// no /etc/mime.types: Go's own table must know each type.
func TestPublishedImagesAreServedWithTheirTypesAndCachedForever(t *testing.T) {
	root := t.TempDir()
	if err := os.CopyFS(root, os.DirFS("testdata/dist")); err != nil {
		t.Fatal(err)
	}
	types := map[string]string{"png": "image/png", "jpg": "image/jpeg", "webp": "image/webp", "avif": "image/avif", "gif": "image/gif"}
	if err := os.MkdirAll(filepath.Join(root, "assets", "media"), 0o755); err != nil {
		t.Fatal(err)
	}
	for ext := range types {
		if err := os.WriteFile(filepath.Join(root, "assets", "media", "0123456789abcdef."+ext), []byte("image bytes"), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	h := loadedHandler(t, root, DefaultMaxMemoryFileSize)
	for ext, want := range types {
		w := serveTest(t, h, http.MethodGet, "/assets/media/0123456789abcdef."+ext)
		if w.Code != http.StatusOK || w.Header().Get("Content-Type") != want || w.Header().Get("X-Content-Type-Options") != "nosniff" ||
			w.Header().Get("Cache-Control") != "public, max-age=31536000, immutable" {
			t.Errorf("GET a published .%s = %d, %q, %q, %q; want 200, %s, nosniff, immutable", ext, w.Code, w.Header().Get("Content-Type"),
				w.Header().Get("X-Content-Type-Options"), w.Header().Get("Cache-Control"), want)
		}
	}
}
