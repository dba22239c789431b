package precompress

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func write(t *testing.T, name string, data []byte) {
	t.Helper()
	if err := os.MkdirAll(filepath.Dir(name), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(name, data, 0o644); err != nil {
		t.Fatal(err)
	}
}

func TestEveryCopyWrittenDecodesToItsFile(t *testing.T) {
	dir := t.TempDir()
	script := []byte(strings.Repeat("console.log('chowk studio');\n", 200))
	write(t, filepath.Join(dir, "assets", "app.js"), script)
	st, err := Dir(dir)
	if err != nil {
		t.Fatal(err)
	}
	if st.Files != 1 || st.Copies != 3 {
		t.Fatalf("stats %+v, want 1 file and 3 copies", st)
	}
	for _, e := range encodings {
		ok, err := decodesTo(filepath.Join(dir, "assets", "app.js"+e.ext), e, script)
		if err != nil || !ok {
			t.Errorf("%s copy: decodes to the file %v, %v", e.ext, ok, err)
		}
	}
}

// file_server serves any copy it finds beside a file: one from an earlier
// build, or beside a file too small or not worth compressing, would be
// served in the file's place. Only the copies written now stay.
func TestCopiesNotWrittenFromTheFileNowAreRemoved(t *testing.T) {
	dir := t.TempDir()
	page := []byte(strings.Repeat("<p>the new build</p>\n", 100))
	write(t, filepath.Join(dir, "index.html"), page)
	write(t, filepath.Join(dir, "index.html.br"), []byte("an earlier build's copy"))
	write(t, filepath.Join(dir, "tiny.css"), []byte("a{}"))
	write(t, filepath.Join(dir, "tiny.css.gz"), []byte("stale"))
	write(t, filepath.Join(dir, "photo.jpg"), bytes.Repeat([]byte{0xff}, 4096))
	write(t, filepath.Join(dir, "photo.jpg.zst"), []byte("not a copy to serve"))
	write(t, filepath.Join(dir, "downloads", "kit.tar.gz"), []byte("a download, beside no kit.tar"))
	st, err := Dir(dir)
	if err != nil {
		t.Fatal(err)
	}
	for _, gone := range []string{"tiny.css.gz", "photo.jpg.zst"} {
		if _, err := os.Stat(filepath.Join(dir, gone)); !os.IsNotExist(err) {
			t.Errorf("%s is still there", gone)
		}
	}
	if ok, _ := decodesTo(filepath.Join(dir, "index.html.br"), encodings[0], page); !ok {
		t.Error("index.html.br is not the new build's copy")
	}
	if _, err := os.Stat(filepath.Join(dir, "downloads", "kit.tar.gz")); err != nil {
		t.Errorf("a file that is no copy was removed: %v", err)
	}
	if st.Removed != 2 {
		t.Errorf("stats %+v, want 2 removed", st)
	}
}

// A copy is checked by decoding at most one byte more than its file holds:
// a copy that would decode to far more (a compression bomb) is refused
// without being read whole.
func TestACopyThatDecodesToMoreThanItsFileIsRefused(t *testing.T) {
	dir := t.TempDir()
	huge := bytes.Repeat([]byte("a"), 64<<20)
	var e = encodings[2] // gzip
	name := filepath.Join(dir, "bomb.gz")
	if _, err := writeCopy(name, e, huge); err != nil {
		t.Fatal(err)
	}
	ok, err := decodesTo(name, e, []byte("a"))
	if ok || err != nil {
		t.Errorf("decodesTo = %v, %v; want false", ok, err)
	}
}
