// Package release keeps the site's releases: each a complete built site in
// a folder of its own that never changes once added, the one live named by
// a link the server follows once per config load.
//
//	<store>/releases/<id>/   a release: the built site, its .release.json
//	<store>/pool/<sha256>    every file of every release, stored once;
//	                         a release's files are hard links into it
//	<store>/current          link to releases/<id>: the live release
//	<store>/.staging/        what a run is adding; cleared by the next run
//
// Adding a release writes only files the pool lacks, so one that changes a
// post adds that post's pages, not the site. A stopped add (Ctrl-C,
// SIGKILL, a full disk) leaves the releases and current as they were.
package release

import (
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"syscall"
	"time"
)

// Keep is what Prune never removes: the newest Keep releases, any added
// within KeepFor (a tab opened on it still loads its chunks from the live
// one), and the live one.
const (
	Keep    = 10
	KeepFor = 7 * 24 * time.Hour
)

const (
	releasesDir = "releases"
	poolDir     = "pool"
	stagingDir  = ".staging"
	currentLink = "current"
	infoFile    = ".release.json"
	// ContentDir is where a release keeps the content it was built from.
	ContentDir = ".content"
	lockFile   = ".lock"
)

// Info is what a release records of what it was built from.
type Info struct {
	ID      string    `json:"id"`
	Created time.Time `json:"created"`
	// Version is the site code's (git describe, or the image's VERSION).
	Version string `json:"version"`
	// Content names the content it was built from: a digest, or a word.
	Content string `json:"content"`
	// Files and Bytes count the release's files and their size.
	Files int   `json:"files"`
	Bytes int64 `json:"bytes"`
	// Digest identifies the tree: every path and its file's hash.
	Digest string `json:"digest"`
}

// Store is a folder of releases.
type Store struct{ Dir string }

// Root is the folder the server's root names: the live release's link.
func (s Store) Root() string { return filepath.Join(s.Dir, currentLink) }

// Add copies the built site at src into the store as a new release and
// returns it; the live release is not changed (Switch does that). The
// content it was built from, the folder content (when not ""), goes with
// it as its ContentDir, which the server never serves (a hidden folder).
// A tree the store holds already is not added again: its release is
// returned, with added false.
func (s Store) Add(src, content string, info Info, now time.Time) (_ Info, added bool, err error) {
	unlock, err := s.lock()
	if err != nil {
		return Info{}, false, err
	}
	defer unlock()
	staging := filepath.Join(s.Dir, stagingDir)
	if err := os.RemoveAll(staging); err != nil { // what a stopped run left
		return Info{}, false, err
	}
	tree := filepath.Join(staging, "tree")
	for _, dir := range []string{tree, filepath.Join(s.Dir, poolDir), filepath.Join(s.Dir, releasesDir)} {
		if err := os.MkdirAll(dir, 0o755); err != nil {
			return Info{}, false, err
		}
	}
	digest := sha256.New()
	copyTree := func(from, to string) error {
		return filepath.WalkDir(from, func(p string, d fs.DirEntry, err error) error {
			if err != nil {
				return err
			}
			rel, _ := filepath.Rel(from, p)
			switch {
			case d.IsDir():
				return os.MkdirAll(filepath.Join(tree, to, rel), 0o755)
			case !d.Type().IsRegular():
				return nil // links and the like are no part of a build
			}
			sum, size, err := s.pool(p, staging)
			if err != nil {
				return err
			}
			info.Files++
			info.Bytes += size
			fmt.Fprintf(digest, "%s %s\n", filepath.ToSlash(filepath.Join(to, rel)), sum)
			return os.Link(s.pooled(sum), filepath.Join(tree, to, rel))
		})
	}
	if err := copyTree(src, "."); err != nil {
		return Info{}, false, fmt.Errorf("adding %s: %w", src, err)
	}
	if content != "" {
		if err := copyTree(content, ContentDir); err != nil {
			return Info{}, false, fmt.Errorf("adding %s: %w", content, err)
		}
	}
	info.Digest = hex.EncodeToString(digest.Sum(nil))
	if existing, err := s.List(); err == nil {
		for _, r := range existing {
			if r.Digest == info.Digest {
				return r, false, os.RemoveAll(staging)
			}
		}
	}
	info.Created = now.UTC()
	info.ID = info.Created.Format("20060102-150405") + "-" + info.Digest[:8]
	data, _ := json.MarshalIndent(info, "", "  ")
	if err := os.WriteFile(filepath.Join(tree, infoFile), append(data, '\n'), 0o444); err != nil {
		return Info{}, false, err
	}
	if err := os.Rename(tree, s.release(info.ID)); err != nil {
		return Info{}, false, err
	}
	return info, true, os.RemoveAll(staging)
}

// pool stores the file at p in the pool, unless it holds it already, and
// returns its hash and size.
func (s Store) pool(p, staging string) (string, int64, error) {
	f, err := os.Open(p)
	if err != nil {
		return "", 0, err
	}
	defer f.Close()
	tmp, err := os.CreateTemp(staging, "file-")
	if err != nil {
		return "", 0, err
	}
	defer os.Remove(tmp.Name())
	h := sha256.New()
	size, err := io.Copy(io.MultiWriter(tmp, h), f)
	if err == nil {
		err = tmp.Close()
	}
	if err != nil {
		return "", 0, err
	}
	sum := hex.EncodeToString(h.Sum(nil))
	if _, err := os.Stat(s.pooled(sum)); err == nil {
		return sum, size, nil
	}
	if err := os.Chmod(tmp.Name(), 0o444); err != nil {
		return "", 0, err
	}
	return sum, size, os.Rename(tmp.Name(), s.pooled(sum))
}

func (s Store) pooled(sum string) string { return filepath.Join(s.Dir, poolDir, sum) }
func (s Store) release(id string) string { return filepath.Join(s.Dir, releasesDir, id) }

// Switch makes the release id the live one: the link current names it from
// now on (one rename: a reader sees the old target or the new). Servers
// load it at their next config load (Reload).
func (s Store) Switch(id string) error {
	unlock, err := s.lock()
	if err != nil {
		return err
	}
	defer unlock()
	if _, err := s.Read(id); err != nil {
		return err
	}
	tmp := filepath.Join(s.Dir, fmt.Sprintf(".current-%d", os.Getpid()))
	_ = os.Remove(tmp)
	if err := os.Symlink(filepath.Join(releasesDir, id), tmp); err != nil {
		return err
	}
	return os.Rename(tmp, s.Root())
}

// Current returns the live release's id, or "" when none is.
func (s Store) Current() (string, error) {
	target, err := os.Readlink(s.Root())
	if errors.Is(err, fs.ErrNotExist) {
		return "", nil
	}
	return filepath.Base(target), err
}

// Read returns what the release id records.
func (s Store) Read(id string) (Info, error) {
	if id == "" || id != filepath.Base(id) || strings.HasPrefix(id, ".") {
		return Info{}, fmt.Errorf("no release %q", id)
	}
	data, err := os.ReadFile(filepath.Join(s.release(id), infoFile))
	if errors.Is(err, fs.ErrNotExist) {
		return Info{}, fmt.Errorf("no release %q in %s", id, s.Dir)
	} else if err != nil {
		return Info{}, err
	}
	var info Info
	return info, json.Unmarshal(data, &info)
}

// List returns the releases, newest first.
func (s Store) List() ([]Info, error) {
	entries, err := os.ReadDir(filepath.Join(s.Dir, releasesDir))
	if errors.Is(err, fs.ErrNotExist) {
		return nil, nil
	} else if err != nil {
		return nil, err
	}
	var list []Info
	for _, e := range entries {
		if info, err := s.Read(e.Name()); err == nil {
			list = append(list, info)
		}
	}
	sort.Slice(list, func(i, j int) bool { return list[i].ID > list[j].ID })
	return list, nil
}

// Prune removes the releases Keep and KeepFor let go, then the pool's
// files no release holds, and returns the ids removed.
func (s Store) Prune(now time.Time) ([]string, error) {
	unlock, err := s.lock()
	if err != nil {
		return nil, err
	}
	defer unlock()
	list, err := s.List()
	if err != nil {
		return nil, err
	}
	live, err := s.Current()
	if err != nil {
		return nil, err
	}
	var removed []string
	for i, r := range list {
		if i < Keep || now.Sub(r.Created) < KeepFor || r.ID == live {
			continue
		}
		// Out of releases/ in one rename, then deleted (or by the next Add).
		gone := filepath.Join(s.Dir, stagingDir, "removed-"+r.ID)
		if err := os.MkdirAll(filepath.Dir(gone), 0o755); err != nil {
			return removed, err
		}
		if err := os.Rename(s.release(r.ID), gone); err != nil {
			return removed, err
		}
		if err := os.RemoveAll(gone); err != nil {
			return removed, err
		}
		removed = append(removed, r.ID)
	}
	entries, err := os.ReadDir(filepath.Join(s.Dir, poolDir))
	if err != nil {
		return removed, err
	}
	for _, e := range entries {
		if st, err := os.Stat(s.pooled(e.Name())); err == nil && st.Sys().(*syscall.Stat_t).Nlink == 1 {
			_ = os.Remove(s.pooled(e.Name()))
		}
	}
	return removed, nil
}

// lock holds the store for one writer at a time: two publishes at once
// wait for each other rather than clear each other's staging.
func (s Store) lock() (func(), error) {
	if err := os.MkdirAll(s.Dir, 0o755); err != nil {
		return nil, err
	}
	f, err := os.OpenFile(filepath.Join(s.Dir, lockFile), os.O_CREATE|os.O_RDWR, 0o644)
	if err != nil {
		return nil, err
	}
	if err := syscall.Flock(int(f.Fd()), syscall.LOCK_EX); err != nil {
		f.Close()
		return nil, err
	}
	return func() { f.Close() }, nil
}
