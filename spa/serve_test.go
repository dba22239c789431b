package spa

import (
	"bytes"
	"compress/gzip"
	"errors"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/caddyserver/caddy/v2/modules/caddyhttp"
)

// serveTest answers one request with h; header holds name, value pairs.
func serveTest(t *testing.T, h *SPA, method, path string, header ...string) *httptest.ResponseRecorder {
	t.Helper()
	req := httptest.NewRequest(method, path, nil)
	for i := 0; i+1 < len(header); i += 2 {
		req.Header.Set(header[i], header[i+1])
	}
	w := httptest.NewRecorder()
	if err := h.ServeHTTP(w, req, nil); err != nil {
		t.Fatalf("%s %s: %v", method, path, err)
	}
	return w
}

// Files over the memory limit are read from disk on each request. They
// answer as the ones kept in memory do: the same status, body and headers,
// validators included, the same
// precompressed copy for each Accept-Encoding, for HEAD too. The not-found
// page carries no validator.
func TestFilesServedFromDiskAnswerAsFromMemory(t *testing.T) {
	inMemory := fixtureHandler(t, DefaultMaxMemoryFileSize)
	fromDisk := fixtureHandler(t, 1)
	for name, f := range fromDisk.site.files {
		if f.inMemory() {
			t.Fatalf("%s kept in memory; the test needs every file on disk", name)
		}
	}
	paths := []string{"/", "/about", "/admin", "/blog/7", "/blog/abc", "/no-such-page", "/robots.txt", "/assets/styles-4c1d2e.css", "/assets/gone.js"}
	for _, method := range []string{http.MethodGet, http.MethodHead} {
		for _, path := range paths {
			for _, accept := range []string{"", "br, gzip", "gzip", "zstd;q=0.5, gzip;q=0.4", "br;q=0"} {
				mem := serveTest(t, inMemory, method, path, "Accept-Encoding", accept)
				disk := serveTest(t, fromDisk, method, path, "Accept-Encoding", accept)
				what := method + " " + path + " (Accept-Encoding: " + accept + ")"
				if disk.Code != mem.Code || !bytes.Equal(disk.Body.Bytes(), mem.Body.Bytes()) {
					t.Errorf("%s from disk = %d, %d bytes; from memory %d, %d bytes", what, disk.Code, disk.Body.Len(), mem.Code, mem.Body.Len())
				}
				for _, name := range []string{"Content-Type", "Cache-Control", "Content-Length", "Content-Encoding", "Vary", "ETag", "Last-Modified"} {
					if got, want := disk.Header().Get(name), mem.Header().Get(name); got != want {
						t.Errorf("%s from disk: %s %q, from memory %q", what, name, got, want)
					}
				}
				if etag := disk.Header().Get("ETag"); (etag != "") != (disk.Code == http.StatusOK) {
					t.Errorf("%s from disk = %d with ETag %q: a file has one, a not-found answer none", what, disk.Code, etag)
				}
			}
		}
	}
	if w := serveTest(t, fromDisk, http.MethodGet, "/no-such-page", "Range", "bytes=0-9"); w.Code != http.StatusNotFound || !strings.Contains(w.Body.String(), "prerendered: not found") {
		t.Errorf("GET /no-such-page from disk with a Range = %d %q, want the whole not-found page with 404", w.Code, w.Body)
	}
}

// Each copy read from disk is a representation of its own: its own ETag,
// which gives 304 to the client that holds it; a range applies to the copy.
func TestCopiesOnDiskHaveTheirOwnValidators(t *testing.T) {
	h := fixtureHandler(t, 1)
	const css = "/assets/styles-4c1d2e.css"
	etags := map[string]string{}
	for _, accept := range []string{"", "br", "zstd", "gzip"} {
		w := serveTest(t, h, http.MethodGet, css, "Accept-Encoding", accept)
		etag := w.Header().Get("ETag")
		for other, seen := range etags {
			if seen == etag {
				t.Errorf("Accept-Encoding %q and %q share the ETag %s", accept, other, etag)
			}
		}
		etags[accept] = etag
		if w := serveTest(t, h, http.MethodGet, css, "Accept-Encoding", accept, "If-None-Match", etag); w.Code != http.StatusNotModified {
			t.Errorf("GET with Accept-Encoding %q and its ETag = %d, want 304", accept, w.Code)
		}
	}
	full := serveTest(t, h, http.MethodGet, css, "Accept-Encoding", "br").Body.Bytes()
	w := serveTest(t, h, http.MethodGet, css, "Accept-Encoding", "br", "Range", "bytes=0-9")
	if w.Code != http.StatusPartialContent || !bytes.Equal(w.Body.Bytes(), full[:10]) || w.Header().Get("Content-Encoding") != "br" {
		t.Errorf("a range of the brotli copy = %d %q (Content-Encoding %q), want 206 and its first 10 bytes", w.Code, w.Body.Bytes(), w.Header().Get("Content-Encoding"))
	}
	if cl := w.Header().Get("Content-Length"); cl != "" && cl != "10" {
		t.Errorf("a range of 10 bytes of the brotli copy states Content-Length %s", cl)
	}
}

// Two copies of the same size and time still have ETags of their own: the
// ETag names the encoding as well as the content.
func TestCopiesOnDiskOfOneSizeAndTimeHaveTheirOwnETags(t *testing.T) {
	root := t.TempDir()
	css := strings.Repeat(".hero { color: #c2410c; }\n", 200)
	files := map[string][]byte{
		"shell.html":     []byte(`<div id="root">app shell</div>`),
		"routes.json":    []byte(`{"routes":["/"]}`),
		"styles.css":     []byte(css),
		"styles.css.zst": compressWith(t, "zstd", css),
		"styles.css.gz":  compressWith(t, "gzip", css),
	}
	// Pad the smaller copy to the other's size with a zstd skippable frame
	// (the decoder skips it), so the two differ only in their encoding.
	zst, gz := files["styles.css.zst"], files["styles.css.gz"]
	if len(zst)+8 > len(gz) {
		t.Fatalf("zstd copy %d bytes, gzip %d: the padding needs zstd smaller by 8 or more", len(zst), len(gz))
	}
	pad := len(gz) - len(zst) - 8
	frame := []byte{0x50, 0x2a, 0x4d, 0x18, byte(pad), byte(pad >> 8), 0, 0}
	files["styles.css.zst"] = append(append(frame, make([]byte, pad)...), zst...)
	when := time.Date(2026, 11, 27, 9, 0, 0, 0, time.UTC)
	for name, body := range files {
		p := filepath.Join(root, name)
		if err := os.WriteFile(p, body, 0o644); err != nil {
			t.Fatal(err)
		}
		if err := os.Chtimes(p, when, when); err != nil {
			t.Fatal(err)
		}
	}
	h := loadedHandler(t, root, 1024)
	if got := h.site.files["/styles.css"].offered; !slices.Equal(got, []string{"zstd", "gzip"}) {
		t.Fatalf("copies offered: %v, want [zstd gzip] (the padded copy must still decode)", got)
	}
	z := serveTest(t, h, http.MethodGet, "/styles.css", "Accept-Encoding", "zstd")
	g := serveTest(t, h, http.MethodGet, "/styles.css", "Accept-Encoding", "gzip")
	if z.Body.Len() != g.Body.Len() {
		t.Fatalf("copies of %d and %d bytes; the test needs one size", z.Body.Len(), g.Body.Len())
	}
	if ez, eg := z.Header().Get("ETag"), g.Header().Get("ETag"); ez == "" || ez == eg {
		t.Errorf("zstd and gzip copies' ETags: %q and %q, want two", ez, eg)
	}
}

func compressWith(t *testing.T, enc, s string) []byte {
	t.Helper()
	copies, err := compressAll([]byte(s))
	if err != nil || copies[enc] == nil {
		t.Fatalf("compressing with %s: %v", enc, err)
	}
	return copies[enc]
}

// A large page with copies, one of them from an earlier build: the current
// ones are served from disk, the stale one is left out (and reported, as in
// memory), and a copy removed after the load, or a page replaced after it,
// falls back to the page itself.
func TestStaleOrRemovedCopiesOnDiskAreNotServed(t *testing.T) {
	root := t.TempDir()
	page := "<!doctype html><title>About</title>" + strings.Repeat("<p>Kala Ghoda</p>", 400)
	for name, body := range map[string]string{
		"shell.html":       `<div id="root">app shell</div>`,
		"routes.json":      `{"routes":["/","/about"]}`,
		"about/index.html": page,
	} {
		if err := os.MkdirAll(filepath.Dir(filepath.Join(root, name)), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(root, name), []byte(body), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	if _, err := Precompress(root); err != nil {
		t.Fatal(err)
	}
	var old bytes.Buffer // the gzip copy of an earlier build's page
	gw := gzip.NewWriter(&old)
	_, _ = io.WriteString(gw, strings.Replace(page, "About", "Old", 1))
	_ = gw.Close()
	if err := os.WriteFile(filepath.Join(root, "about/index.html.gz"), old.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}

	h := loadedHandler(t, root, 1024)
	if got := h.site.files["/about/index.html"].offered; !slices.Equal(got, []string{"br", "zstd"}) {
		t.Errorf("copies offered from disk: %v, want [br zstd]", got)
	}
	if !slices.Contains(h.site.stale, "/about/index.html.gz") {
		t.Errorf("stale copies: %v, want the gzip one named", h.site.stale)
	}
	for accept, wantEnc := range map[string]string{"br, gzip": "br", "gzip": "", "": ""} {
		w := serveTest(t, h, http.MethodGet, "/about", "Accept-Encoding", accept)
		if w.Code != http.StatusOK || w.Header().Get("Content-Encoding") != wantEnc || w.Header().Get("Vary") != "Accept-Encoding" {
			t.Errorf("GET /about (Accept-Encoding %q) = %d, Content-Encoding %q, Vary %q; want 200, %q, Accept-Encoding", accept, w.Code, w.Header().Get("Content-Encoding"), w.Header().Get("Vary"), wantEnc)
		}
		if wantEnc == "" && w.Body.String() != page {
			t.Errorf("GET /about (Accept-Encoding %q) did not send the page itself", accept)
		}
	}

	if err := os.Remove(filepath.Join(root, "about/index.html.br")); err != nil {
		t.Fatal(err)
	}
	w := serveTest(t, h, http.MethodGet, "/about", "Accept-Encoding", "br")
	if w.Code != http.StatusOK || w.Header().Get("Content-Encoding") != "" || w.Body.String() != page {
		t.Errorf("GET /about for brotli after its copy was removed = %d, Content-Encoding %q; want 200 and the page itself", w.Code, w.Header().Get("Content-Encoding"))
	}

	// A new build's page put in place without a reload: the zstd copy
	// beside it is the old page's, so the new page goes as it is.
	if w := serveTest(t, h, http.MethodGet, "/about", "Accept-Encoding", "zstd"); w.Header().Get("Content-Encoding") != "zstd" {
		t.Fatalf("GET /about for zstd before the page changed: Content-Encoding %q", w.Header().Get("Content-Encoding"))
	}
	newPage := strings.Replace(page, "About", "About us", 1)
	if err := os.WriteFile(filepath.Join(root, "about/index.html"), []byte(newPage), 0o644); err != nil {
		t.Fatal(err)
	}
	w = serveTest(t, h, http.MethodGet, "/about", "Accept-Encoding", "zstd")
	if w.Code != http.StatusOK || w.Header().Get("Content-Encoding") != "" || w.Body.String() != newPage {
		t.Errorf("GET /about for zstd after the page changed on disk = %d, Content-Encoding %q; want 200 and the new page itself", w.Code, w.Header().Get("Content-Encoding"))
	}
}

// The comparison of a copy with its file reads both in chunks: equal
// streams of any length, one a prefix of the other, and a copy that does not
// decode.
func TestSameStream(t *testing.T) {
	long := bytes.Repeat([]byte("0123456789abcdef"), 64<<10/16) // exactly one chunk
	for _, c := range []struct {
		what     string
		dec, raw []byte
		want     bool
	}{
		{"both empty", nil, nil, true},
		{"equal, short", []byte("chowk"), []byte("chowk"), true},
		{"equal, one whole chunk", long, long, true},
		{"equal, over a chunk", append(long, 'x'), append(long, 'x'), true},
		{"decoded is a prefix", long, append(long, 'x'), false},
		{"file is a prefix", append(long, 'x'), long, false},
		{"one byte differs", []byte("chowk"), []byte("chowK"), false},
	} {
		got, err := sameStream(bytes.NewReader(c.dec), bytes.NewReader(c.raw))
		if err != nil || got != c.want {
			t.Errorf("%s: sameStream = %v, %v; want %v", c.what, got, err, c.want)
		}
	}
	broken := io.MultiReader(strings.NewReader("chowk"), errReader{io.ErrUnexpectedEOF})
	if got, err := sameStream(broken, strings.NewReader("chowk studio")); got || err != nil {
		t.Errorf("a copy that stops decoding: sameStream = %v, %v; want false, nil", got, err)
	}
}

type errReader struct{ err error }

func (r errReader) Read([]byte) (int, error) { return 0, r.err }

// A conditional request that gets the whole copy (its validator did not
// match) states the copy's length, from memory and from disk; a range
// states the range's. http.ServeContent leaves the length of an encoded
// body out unless told.
func TestEncodedBodiesStateTheirLengthWhenServeContentAnswers(t *testing.T) {
	for _, limit := range []int64{DefaultMaxMemoryFileSize, 1} {
		h := fixtureHandler(t, limit)
		for _, c := range []struct{ header, value, want string }{
			{"If-None-Match", `"some-other-build"`, "whole"},
			{"If-Modified-Since", "Mon, 02 Jan 2006 15:04:05 GMT", "whole"},
			{"Range", "bytes=0-9", "10"},
		} {
			w := serveTest(t, h, http.MethodGet, "/assets/styles-4c1d2e.css", "Accept-Encoding", "br", c.header, c.value)
			want := c.want
			if want == "whole" {
				want = strconv.Itoa(w.Body.Len())
			}
			if got := w.Header().Get("Content-Length"); w.Header().Get("Content-Encoding") != "br" || got != want {
				t.Errorf("memory limit %d, %s: %s: %d, Content-Encoding %q, Content-Length %q; want br, %s", limit, c.header, c.value, w.Code, w.Header().Get("Content-Encoding"), got, want)
			}
		}
	}
}

// A page read from disk that is gone since the load (a build swapped
// without a reload) is a server error that names the file and why; a file
// gone the same way is answered as a missing path.
func TestAPageGoneFromDiskSinceTheLoadIsAnErrorThatNamesIt(t *testing.T) {
	root := t.TempDir()
	for name, body := range map[string]string{
		"shell.html":       `<div id="root">app shell</div>`,
		"routes.json":      `{"routes":["/","/about"]}`,
		"about/index.html": "<!doctype html><title>About</title>",
		"robots.txt":       "User-agent: *\n",
	} {
		if err := os.MkdirAll(filepath.Dir(filepath.Join(root, name)), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(root, name), []byte(body), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	h := loadedHandler(t, root, 1)
	for _, name := range []string{"about/index.html", "robots.txt"} {
		if err := os.Remove(filepath.Join(root, name)); err != nil {
			t.Fatal(err)
		}
	}
	err := h.ServeHTTP(httptest.NewRecorder(), httptest.NewRequest(http.MethodGet, "/about", nil), nil)
	var herr caddyhttp.HandlerError
	if !errors.As(err, &herr) || herr.StatusCode != http.StatusInternalServerError || !strings.Contains(err.Error(), "opening about/index.html") {
		t.Errorf("GET /about with its page gone = %v, want a 500 naming about/index.html", err)
	}
	if w := serveTest(t, h, http.MethodGet, "/robots.txt"); w.Code != http.StatusNotFound {
		t.Errorf("GET /robots.txt with the file gone = %d, want 404", w.Code)
	}
}

// A file served from disk and replaced there since the load (a new build put
// in place without a reload) is served as it is now, with its own
// modification time: a client holding the old version gets the new one, not
// a 304 for the old one's date.
func TestAFileReplacedOnDiskIsServedWithItsNewModificationTime(t *testing.T) {
	root := t.TempDir()
	if err := os.CopyFS(root, os.DirFS("testdata/dist")); err != nil {
		t.Fatal(err)
	}
	robots := filepath.Join(root, "robots.txt")
	loaded := time.Now().Add(-time.Hour).Truncate(time.Second)
	if err := os.Chtimes(robots, loaded, loaded); err != nil {
		t.Fatal(err)
	}
	h := loadedHandler(t, root, 1) // every file on disk
	old := serveTest(t, h, http.MethodGet, "/robots.txt")

	if err := os.WriteFile(robots, []byte("User-agent: *\nDisallow: /drafts\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	replaced := loaded.Add(30 * time.Minute)
	if err := os.Chtimes(robots, replaced, replaced); err != nil {
		t.Fatal(err)
	}
	w := serveTest(t, h, http.MethodGet, "/robots.txt", "If-Modified-Since", old.Header().Get("Last-Modified"))
	if w.Code != http.StatusOK || !strings.Contains(w.Body.String(), "Disallow: /drafts") {
		t.Fatalf("GET /robots.txt If-Modified-Since the loaded version = %d %q, want 200 with the new content", w.Code, w.Body)
	}
	if got, want := w.Header().Get("Last-Modified"), replaced.UTC().Format(http.TimeFormat); got != want {
		t.Errorf("Last-Modified = %q, want the new file's %q", got, want)
	}
}
