package release

import (
	"archive/tar"
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"
)

var t0 = time.Date(2026, 12, 7, 10, 0, 0, 0, time.UTC)

// build writes a built site's files into a new folder.
func build(t *testing.T, files map[string]string) string {
	t.Helper()
	dir := t.TempDir()
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

func site(post string) map[string]string {
	return map[string]string{"index.html": "home", "assets/app-1.js": "app", "blog/1/index.html": post}
}

func add(t *testing.T, s Store, files map[string]string, at time.Time) Info {
	t.Helper()
	info, _, err := s.Add(build(t, files), "", Info{Version: "v1", Content: "test"}, at)
	if err != nil {
		t.Fatal(err)
	}
	return info
}

func inode(t *testing.T, p string) uint64 {
	t.Helper()
	st, err := os.Stat(p)
	if err != nil {
		t.Fatal(err)
	}
	return st.Sys().(*syscall.Stat_t).Ino
}

func poolSize(t *testing.T, s Store) int {
	t.Helper()
	entries, err := os.ReadDir(filepath.Join(s.Dir, poolDir))
	if err != nil {
		t.Fatal(err)
	}
	return len(entries)
}

func TestAReleaseThatChangesOnePostStoresOnlyThatPost(t *testing.T) {
	s := Store{t.TempDir()}
	a := add(t, s, site("first words"), t0)
	b := add(t, s, site("second words"), t0.Add(time.Minute))
	if got := poolSize(t, s); got != 4 {
		t.Errorf("pool holds %d files, want 4: three of the first release, the changed post of the second", got)
	}
	if inode(t, filepath.Join(s.release(a.ID), "assets/app-1.js")) != inode(t, filepath.Join(s.release(b.ID), "assets/app-1.js")) {
		t.Error("an unchanged file is not one file shared by both releases")
	}
	if a.Files != 3 || !strings.HasPrefix(a.ID, "20261207-100000-") {
		t.Errorf("release = %+v, want 3 files and an id from its time", a)
	}
}

func TestAddingATreeTheStoreHoldsReturnsItsRelease(t *testing.T) {
	s := Store{t.TempDir()}
	a := add(t, s, site("same"), t0)
	b := add(t, s, site("same"), t0.Add(time.Hour))
	if a.ID != b.ID {
		t.Errorf("the same tree added twice made %s and %s", a.ID, b.ID)
	}
}

func TestAReleasesFilesCannotBeWritten(t *testing.T) {
	s := Store{t.TempDir()}
	a := add(t, s, site("words"), t0)
	st, err := os.Stat(filepath.Join(s.release(a.ID), "index.html"))
	if err != nil || st.Mode().Perm()&0o222 != 0 {
		t.Errorf("index.html mode = %v, %v; want read-only", st.Mode(), err)
	}
}

func TestSwitchPointsTheLinkAtTheRelease(t *testing.T) {
	s := Store{t.TempDir()}
	a := add(t, s, site("a"), t0)
	b := add(t, s, site("b"), t0.Add(time.Minute))
	for _, id := range []string{a.ID, b.ID, a.ID} {
		if err := s.Switch(id); err != nil {
			t.Fatal(err)
		}
		if live, _ := s.Current(); live != id {
			t.Errorf("current = %s after switching to %s", live, id)
		}
		if body, _ := os.ReadFile(filepath.Join(s.Root(), "blog/1/index.html")); string(body) != map[string]string{a.ID: "a", b.ID: "b"}[id] {
			t.Errorf("through current: %q", body)
		}
	}
}

func TestSwitchToAReleaseTheStoreLacksChangesNothing(t *testing.T) {
	s := Store{t.TempDir()}
	a := add(t, s, site("a"), t0)
	if err := s.Switch(a.ID); err != nil {
		t.Fatal(err)
	}
	for _, id := range []string{"20990101-000000-deadbeef", "../" + a.ID, ".staging", ""} {
		if err := s.Switch(id); err == nil {
			t.Errorf("Switch(%q) succeeded", id)
		}
	}
	if live, _ := s.Current(); live != a.ID {
		t.Errorf("current = %s, want %s still", live, a.ID)
	}
}

func TestAnAddStoppedHalfWayIsClearedByTheNext(t *testing.T) {
	s := Store{t.TempDir()}
	a := add(t, s, site("a"), t0)
	if err := s.Switch(a.ID); err != nil {
		t.Fatal(err)
	}
	// What a SIGKILL mid-add leaves: a half-written tree and file in staging.
	left := filepath.Join(s.Dir, stagingDir, "tree", "blog")
	if err := os.MkdirAll(left, 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(s.Dir, stagingDir, "file-123"), []byte("half"), 0o644); err != nil {
		t.Fatal(err)
	}
	if list, _ := s.List(); len(list) != 1 {
		t.Errorf("releases = %v, want only %s", list, a.ID)
	}
	b := add(t, s, site("b"), t0.Add(time.Minute))
	if _, err := os.Stat(filepath.Join(s.Dir, stagingDir)); !os.IsNotExist(err) {
		t.Errorf("staging is still there after an add: %v", err)
	}
	if live, _ := s.Current(); live != a.ID || b.ID == a.ID {
		t.Errorf("current = %s, want %s: adding switches nothing", live, a.ID)
	}
}

func TestPruneKeepsTheNewestTenThoseOfTheLastWeekAndTheLiveOne(t *testing.T) {
	s := Store{t.TempDir()}
	var ids []string
	for i := range 14 { // one a day, the oldest first
		ids = append(ids, add(t, s, site(strings.Repeat("x", i+1)), t0.Add(time.Duration(i)*24*time.Hour)).ID)
	}
	if err := s.Switch(ids[0]); err != nil {
		t.Fatal(err)
	}
	removed, err := s.Prune(t0.Add(13 * 24 * time.Hour))
	if err != nil {
		t.Fatal(err)
	}
	if want := ids[1:4]; strings.Join(removed, " ") != strings.Join([]string{want[2], want[1], want[0]}, " ") {
		t.Errorf("removed %v, want %v: not the live one (the oldest), not the newest ten", removed, want)
	}
	if list, _ := s.List(); len(list) != 11 {
		t.Errorf("%d releases kept, want 11", len(list))
	}
	if got := poolSize(t, s); got != 2+11 {
		t.Errorf("pool holds %d files, want 13: the shared two and each kept release's post", got)
	}
	// Within a week, nothing goes.
	s2 := Store{t.TempDir()}
	for i := range 12 {
		add(t, s2, site(strings.Repeat("y", i+1)), t0.Add(time.Duration(i)*time.Hour))
	}
	if removed, _ := s2.Prune(t0.Add(24 * time.Hour)); len(removed) != 0 {
		t.Errorf("pruned %v of releases a day old", removed)
	}
}

func TestAReleaseKeepsTheContentItWasBuiltFrom(t *testing.T) {
	s := Store{t.TempDir()}
	content := build(t, map[string]string{"content.json": "{}", "media/a.png": "png"})
	info, _, err := s.Add(build(t, site("a")), content, Info{}, t0)
	if err != nil {
		t.Fatal(err)
	}
	if body, err := os.ReadFile(filepath.Join(s.release(info.ID), ContentDir, "media", "a.png")); string(body) != "png" {
		t.Errorf("the release's content: %q, %v", body, err)
	}
	if info.Files != 5 {
		t.Errorf("%d files, want 5: the site's three and the content's two", info.Files)
	}
}

func TestABackupRestoredIntoAnEmptyStoreBringsBackEveryReleaseAndTheLiveOne(t *testing.T) {
	s := Store{t.TempDir()}
	a := add(t, s, site("a"), t0)
	add(t, s, site("b"), t0.Add(time.Minute))
	if err := s.Switch(a.ID); err != nil {
		t.Fatal(err)
	}
	var backup bytes.Buffer
	if err := s.Backup(&backup); err != nil {
		t.Fatal(err)
	}
	restored := Store{t.TempDir()}
	if err := restored.Restore(bytes.NewReader(backup.Bytes())); err != nil {
		t.Fatal(err)
	}
	before, _ := s.List()
	after, _ := restored.List()
	if fmt.Sprint(after) != fmt.Sprint(before) {
		t.Errorf("restored releases %v, want %v", after, before)
	}
	if live, _ := restored.Current(); live != a.ID {
		t.Errorf("restored live release %s, want %s", live, a.ID)
	}
	if body, _ := os.ReadFile(filepath.Join(restored.Root(), "blog/1/index.html")); string(body) != "a" {
		t.Errorf("the live release's page: %q", body)
	}
	if poolSize(t, restored) != poolSize(t, s) {
		t.Errorf("restored pool holds %d files, the store %d", poolSize(t, restored), poolSize(t, s))
	}
	if inode(t, filepath.Join(restored.release(a.ID), "index.html")) != inode(t, filepath.Join(restored.Root(), "index.html")) {
		t.Error("a restored release's files are not stored once")
	}
	if err := restored.Restore(bytes.NewReader(backup.Bytes())); err == nil {
		t.Error("a restore over releases succeeded")
	}
}

func TestARestoreRefusesANameOutsideTheStore(t *testing.T) {
	for _, h := range []*tar.Header{
		{Name: "../evil", Typeflag: tar.TypeReg, Mode: 0o644},
		{Name: "releases/x/../../../evil", Typeflag: tar.TypeReg, Mode: 0o644},
		{Name: "current", Typeflag: tar.TypeSymlink, Linkname: "/etc"},
		{Name: "pool/a", Typeflag: tar.TypeLink, Linkname: "../../etc/passwd"},
	} {
		var b bytes.Buffer
		tw := tar.NewWriter(&b)
		_ = tw.WriteHeader(h)
		_ = tw.Close()
		if err := (Store{t.TempDir()}).Restore(&b); err == nil {
			t.Errorf("restored %s -> %q", h.Name, h.Linkname)
		}
	}
}
