package release

import (
	"archive/tar"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"syscall"
)

// Backup writes the store as a tar stream: the pool, every kept release
// (its files as hard links to the pool's, so each is stored once) and the
// live release's link. Not what a run in progress is writing, nor the
// photo cache, which the next publish fills again.
func (s Store) Backup(w io.Writer) error {
	unlock, err := s.lock()
	if err != nil {
		return err
	}
	defer unlock()
	tw := tar.NewWriter(w)
	seen := map[uint64]string{} // inode -> the name it was first written under
	for _, top := range []string{poolDir, releasesDir, currentLink} {
		err := filepath.WalkDir(filepath.Join(s.Dir, top), func(p string, d fs.DirEntry, err error) error {
			if err != nil {
				return err
			}
			info, err := d.Info()
			if err != nil {
				return err
			}
			name, _ := filepath.Rel(s.Dir, p)
			link := ""
			if d.Type()&fs.ModeSymlink != 0 {
				if link, err = os.Readlink(p); err != nil {
					return err
				}
			}
			h, err := tar.FileInfoHeader(info, link)
			if err != nil {
				return err
			}
			h.Name, h.Uname, h.Gname = filepath.ToSlash(name), "", ""
			if info.Mode().IsRegular() {
				ino := info.Sys().(*syscall.Stat_t).Ino
				if first, ok := seen[ino]; ok {
					h.Typeflag, h.Linkname, h.Size = tar.TypeLink, first, 0
				} else {
					seen[ino] = h.Name
				}
			}
			if err := tw.WriteHeader(h); err != nil {
				return err
			}
			if h.Typeflag == tar.TypeReg {
				f, err := os.Open(p)
				if err != nil {
					return err
				}
				defer f.Close()
				_, err = io.Copy(tw, f)
				return err
			}
			return nil
		})
		if err != nil && !errors.Is(err, fs.ErrNotExist) {
			return err
		}
	}
	return tw.Close()
}

// Restore reads a Backup into the store, which must hold no release: a
// fresh volume. A name that would land outside the store is refused.
func (s Store) Restore(r io.Reader) error {
	if list, err := s.List(); err != nil || len(list) > 0 {
		return fmt.Errorf("the store %s holds releases already: restore into an empty one", s.Dir)
	}
	unlock, err := s.lock()
	if err != nil {
		return err
	}
	defer unlock()
	tr := tar.NewReader(r)
	for {
		h, err := tr.Next()
		if err == io.EOF {
			return nil
		} else if err != nil {
			return fmt.Errorf("reading the backup: %w", err)
		}
		top, _, _ := strings.Cut(h.Name, "/")
		if !filepath.IsLocal(h.Name) || (top != poolDir && top != releasesDir && h.Name != currentLink) {
			return fmt.Errorf("the backup names %q, which is no part of a release store", h.Name)
		}
		p := filepath.Join(s.Dir, filepath.FromSlash(h.Name))
		switch h.Typeflag {
		case tar.TypeDir:
			err = os.MkdirAll(p, 0o755)
		case tar.TypeReg:
			err = writeFile(p, tr, fs.FileMode(h.Mode).Perm())
		case tar.TypeLink:
			if !filepath.IsLocal(h.Linkname) {
				return fmt.Errorf("the backup links %q to %q", h.Name, h.Linkname)
			}
			err = os.Link(filepath.Join(s.Dir, filepath.FromSlash(h.Linkname)), p)
		case tar.TypeSymlink:
			if h.Name != currentLink || !filepath.IsLocal(h.Linkname) {
				return fmt.Errorf("the backup links %q to %q", h.Name, h.Linkname)
			}
			err = os.Symlink(h.Linkname, p)
		default:
			return fmt.Errorf("the backup holds %q of type %c", h.Name, h.Typeflag)
		}
		if err != nil {
			return err
		}
	}
}

func writeFile(p string, r io.Reader, mode fs.FileMode) error {
	f, err := os.OpenFile(p, os.O_CREATE|os.O_EXCL|os.O_WRONLY, mode|0o200)
	if err != nil {
		return err
	}
	if _, err := io.Copy(f, r); err != nil {
		f.Close()
		return err
	}
	if err := f.Close(); err != nil {
		return err
	}
	return os.Chmod(p, mode)
}
