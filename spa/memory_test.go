package spa

import (
	"bytes"
	"compress/gzip"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/andybalholm/brotli"
	"github.com/klauspost/compress/zstd"

	"github.com/chowkstudio/studio/spa/internal/negotiate"
)

// An asset offers its copies in the order negotiate.Encoding breaks ties
// by: brotli, zstd, gzip; only those it has.
func TestAssetsOfferTheirCopiesBestFirst(t *testing.T) {
	for _, c := range []struct {
		have []string
		want []string
	}{
		{[]string{"gzip", "br", "zstd"}, []string{"br", "zstd", "gzip"}},
		{[]string{"gzip", "zstd"}, []string{"zstd", "gzip"}},
		{nil, nil},
	} {
		a := &asset{variants: map[string]variant{}}
		for _, name := range c.have {
			a.variants[name] = variant{}
		}
		a.finish()
		if !slices.Equal(a.offered, c.want) {
			t.Errorf("copies %q: offered %q, want %q", c.have, a.offered, c.want)
		}
	}
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
	if got := len(s.files["/assets/styles-4c1d2e.css"].variants); got != 3 {
		t.Errorf("stylesheet has %d encodings, want 3", got)
	}
	small, err := loadSite(root, 100)
	if err != nil {
		t.Fatal(err)
	}
	if small.files["/assets/styles-4c1d2e.css"] != nil || small.files["/assets/app-3f9a1c.js"] == nil {
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
	if len(s.files["/tiny.css"].variants) != 0 || len(s.compressedAtLoad) != 1 {
		t.Errorf("tiny file compressed, or %v compressed at load; want only /index.html", s.compressedAtLoad)
	}
}

func assertFreshCopies(t *testing.T, s *site, name, want string) {
	t.Helper()
	a := s.files[name]
	if len(a.variants) != len(encodings) {
		t.Fatalf("%s: %d encodings, want %d", name, len(a.variants), len(encodings))
	}
	for _, e := range encodings {
		got, err := e.decompress(a.variants[e.name].body)
		if err != nil || string(got) != want {
			t.Errorf("%s %s does not decode to the file: %v", name, e.name, err)
		}
		if a.variants[e.name].hdr.etag == nil {
			t.Errorf("%s %s: header values not built", name, e.name)
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

// The direct path for plain GET and HEAD answers exactly as http.ServeContent
// would: same status, headers and body.
func TestPlainRequestsAnswerAsServeContentWould(t *testing.T) {
	h := fixtureHandler(t, DefaultMaxMemoryFileSize)
	a := h.site.files["/assets/styles-4c1d2e.css"]
	for _, method := range []string{http.MethodGet, http.MethodHead} {
		for _, enc := range []string{"", "gzip", "br, gzip"} {
			req := httptest.NewRequest(method, "/assets/styles-4c1d2e.css", nil)
			if enc != "" {
				req.Header.Set("Accept-Encoding", enc)
			}
			direct := httptest.NewRecorder()
			serveAsset(direct, req, a, http.StatusOK)

			// The reference: the same representation through http.ServeContent.
			ref := httptest.NewRecorder()
			body, etag := a.body, a.etag
			if e := negotiate.Encoding([]string{enc}, a.offered); e != "" {
				body, etag = a.variants[e].body, a.variants[e].etag
				ref.Header().Set("Content-Encoding", e)
			}
			ref.Header().Set("Vary", "Accept-Encoding")
			ref.Header().Set("Content-Type", a.ctype)
			ref.Header().Set("ETag", etag)
			http.ServeContent(ref, req, "", a.modTime, bytes.NewReader(body))
			// ServeContent leaves the length of an encoded body out (net/http
			// then adds it, or chunks a large one); the direct path states it.
			if ref.Header().Get("Content-Length") == "" {
				ref.Header().Set("Content-Length", strconv.Itoa(len(body)))
			}

			if direct.Code != ref.Code || !bytes.Equal(direct.Body.Bytes(), ref.Body.Bytes()) {
				t.Errorf("%s %q: %d, %d bytes; ServeContent %d, %d bytes", method, enc, direct.Code, direct.Body.Len(), ref.Code, ref.Body.Len())
			}
			if !reflect.DeepEqual(direct.Header(), ref.Header()) {
				t.Errorf("%s %q headers:\n direct %v\n   want %v", method, enc, direct.Header(), ref.Header())
			}
		}
	}
}
