package spa

import (
	"bytes"
	"compress/gzip"
	"crypto/sha256"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/andybalholm/brotli"
	"github.com/klauspost/compress/zstd"
)

// A file offers its copies in the order negotiate.Encoding breaks ties
// by: brotli, zstd, gzip; only those the build wrote.
func TestFilesOfferTheirCopiesBestFirst(t *testing.T) {
	dir := t.TempDir()
	css := strings.Repeat(".hero { color: #c2410c; }\n", 200)
	for name, body := range map[string][]byte{
		"styles.css":    []byte(css),
		"styles.css.gz": compressWith(t, "gzip", css),
		"styles.css.br": compressWith(t, "br", css),
	} {
		if err := os.WriteFile(filepath.Join(dir, name), body, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	s, err := loadSite(dir, DefaultMaxMemoryFileSize)
	if err != nil {
		t.Fatal(err)
	}
	if got := s.files["/styles.css"].offered; !slices.Equal(got, []string{"br", "gzip"}) {
		t.Errorf("copies offered: %q, want [br gzip]", got)
	}
}

// contentETag is the ETag of body in encoding enc ("" for body itself).
func contentETag(body []byte, enc string) string {
	sum := sha256.Sum256(body)
	return etag(sum[:], enc)
}

func decoders() map[string]func(io.Reader) (io.Reader, error) {
	return map[string]func(io.Reader) (io.Reader, error){
		".br":  func(r io.Reader) (io.Reader, error) { return brotli.NewReader(r), nil },
		".gz":  func(r io.Reader) (io.Reader, error) { return gzip.NewReader(r) },
		".zst": func(r io.Reader) (io.Reader, error) { d, err := zstd.NewReader(r); return d, err },
	}
}

func TestPrecompressWritesCopiesThatDecodeToTheOriginal(t *testing.T) {
	dir := t.TempDir()
	big := strings.Repeat("const studio = 'Chowk';\n", 200)
	files := map[string]string{"app.js": big, "tiny.css": "a{}", "photo.png": big, "index.html": "<!doctype html>" + big}
	for name, body := range files {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(body), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	st, err := Precompress(dir)
	if err != nil {
		t.Fatal(err)
	}
	if st.Files != 2 || st.Copies != 6 || st.Compressed >= st.Bytes {
		t.Errorf("stats %+v: want 2 files (app.js, index.html) with 3 smaller copies each", st)
	}
	for name, dec := range decoders() {
		data, err := os.ReadFile(filepath.Join(dir, "app.js"+name))
		if err != nil {
			t.Fatal(err)
		}
		r, err := dec(bytes.NewReader(data))
		if err != nil {
			t.Fatal(err)
		}
		out, _ := io.ReadAll(r)
		if string(out) != big {
			t.Errorf("app.js%s does not decode to the original", name)
		}
	}
	for _, skipped := range []string{"tiny.css.br", "photo.png.br", "app.js.br.br"} {
		if _, err := os.Stat(filepath.Join(dir, skipped)); err == nil {
			t.Errorf("%s was written", skipped)
		}
	}
	// Running it again (a second build step) compresses nothing twice.
	if _, err := Precompress(dir); err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(filepath.Join(dir, "app.js.gz.gz")); err == nil {
		t.Error("a copy was compressed again")
	}
}

func TestLoadSiteKeepsTheBuildInMemoryBounded(t *testing.T) {
	root, _ := filepath.Abs("testdata/dist")
	s, err := loadSite(root, DefaultMaxMemoryFileSize)
	if err != nil {
		t.Fatal(err)
	}
	for _, p := range []string{"/index.html", "/routes.json", "/robots.txt", "/assets/app-3f9a1c.js", "/assets/styles-4c1d2e.css"} {
		if s.files[p] == nil {
			t.Errorf("%s not loaded", p)
		}
	}
	for _, p := range []string{"/.env", "/escape.txt", "/assets/styles-4c1d2e.css.br"} {
		if s.files[p] != nil {
			t.Errorf("%s loaded: dotfiles, symlinks and precompressed copies stay out", p)
		}
	}
	if got := len(s.files["/assets/styles-4c1d2e.css"].offered); got != 3 {
		t.Errorf("stylesheet has %d encodings, want 3", got)
	}
	small, err := loadSite(root, 100)
	if err != nil {
		t.Fatal(err)
	}
	if small.files["/assets/styles-4c1d2e.css"].inMemory() || !small.files["/assets/app-3f9a1c.js"].inMemory() {
		t.Error("the size bound is not applied")
	}
}

func TestLoadSiteLeavesOutStaleCopies(t *testing.T) {
	dir := t.TempDir()
	body := strings.Repeat("body { color: #16130f; }\n", 40)
	if err := os.WriteFile(filepath.Join(dir, "app.css"), []byte(body), 0o644); err != nil {
		t.Fatal(err)
	}
	if _, err := Precompress(dir); err != nil {
		t.Fatal(err)
	}
	// The file changes after its copies were written: the copies are stale.
	if err := os.WriteFile(filepath.Join(dir, "app.css"), []byte(body+"a{}"), 0o644); err != nil {
		t.Fatal(err)
	}
	s, err := loadSite(dir, DefaultMaxMemoryFileSize)
	if err != nil {
		t.Fatal(err)
	}
	if len(s.stale) != 3 {
		t.Errorf("%d stale copies, want 3", len(s.stale))
	}
	// In their place, fresh copies made at load: every encoding decodes to the new file.
	assertFreshCopies(t, s, "/app.css", body+"a{}")
}

// A build that skipped 'studio precompress' is compressed once, at load:
// the server still never compresses a response on the fly.
func TestLoadSiteCompressesABuildWithoutCopies(t *testing.T) {
	dir := t.TempDir()
	body := strings.Repeat("<p>Chowk Design Studio</p>\n", 40)
	if err := os.WriteFile(filepath.Join(dir, "index.html"), []byte(body), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "tiny.css"), []byte("a{}"), 0o644); err != nil {
		t.Fatal(err)
	}
	s, err := loadSite(dir, DefaultMaxMemoryFileSize)
	if err != nil {
		t.Fatal(err)
	}
	assertFreshCopies(t, s, "/index.html", body)
	if len(s.files["/tiny.css"].offered) != 0 || len(s.compressedAtLoad) != 1 {
		t.Errorf("tiny file compressed, or %v compressed at load; want only /index.html", s.compressedAtLoad)
	}
}

func assertFreshCopies(t *testing.T, s *site, name, want string) {
	t.Helper()
	f := s.files[name]
	if len(f.copies) != len(encodings) {
		t.Fatalf("%s: %d encodings, want %d", name, len(f.copies), len(encodings))
	}
	for _, e := range encodings {
		got, err := e.decompress(f.copies[e.name])
		if err != nil || string(got) != want {
			t.Errorf("%s %s does not decode to the file: %v", name, e.name, err)
		}
		if want := contentETag([]byte(want), e.name); f.etags[e.name] != want {
			t.Errorf("%s %s: ETag %q, want %q", name, e.name, f.etags[e.name], want)
		}
	}
}

func TestFilesOverTheMemoryBoundAreServedFromDisk(t *testing.T) {
	h := fixtureHandler(t, 1024)
	want, _ := os.ReadFile(filepath.Join(h.Root, "assets", "styles-4c1d2e.css"))
	rec := httptest.NewRecorder()
	if err := h.ServeHTTP(rec, httptest.NewRequest(http.MethodGet, "/assets/styles-4c1d2e.css", nil), nil); err != nil {
		t.Fatal(err)
	}
	if rec.Code != 200 || rec.Body.String() != string(want) || rec.Header().Get("ETag") == "" {
		t.Errorf("large file from disk: %d, %d bytes, ETag %q", rec.Code, rec.Body.Len(), rec.Header().Get("ETag"))
	}
	// A name that was not in the build at provision is not looked up on disk.
	rec = httptest.NewRecorder()
	_ = h.ServeHTTP(rec, httptest.NewRequest(http.MethodGet, "/assets/added-later.js", nil), nil)
	if rec.Code != 404 {
		t.Errorf("unknown file: %d", rec.Code)
	}
}
