package spa

import (
	"bufio"
	"bytes"
	"crypto/sha256"
	"encoding/base64"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"net/http"
	"os"
	"path"
	"path/filepath"
	"strings"
	"time"
)

// DefaultMaxMemoryFileSize bounds what is kept in memory; larger files are
// read from disk at each request.
const DefaultMaxMemoryFileSize = 2 << 20

// file is one file of the build as the load found it. It is held in memory
// (body), or, over the memory bound, read from disk at each request (body
// nil). Either way the load has hashed its content and checked its
// precompressed copies, so both kinds are served alike (serve.go).
type file struct {
	name    string // relative to the root, slash-separated: "assets/app.js"
	body    []byte // nil when served from disk
	size    int64
	modTime time.Time
	ctype   string
	// etags holds the strong validator of each representation, by
	// Content-Encoding token ("" for the file itself): a hash of the
	// content, so every replica of the same build agrees.
	etags map[string]string
	// copies holds the precompressed copies kept in memory, by token;
	// offered names every current copy, best first (brotli, zstd, gzip).
	copies  map[string][]byte
	offered []string
}

// inMemory reports whether the file is served from memory.
func (f *file) inMemory() bool { return f.body != nil }

// site is the build as loaded at provision time (and again on every config reload).
type site struct {
	files map[string]*file // by cleaned request path, "/assets/app.js"
	bytes int64            // held in memory
	stale []string         // precompressed copies left out: they do not decode to their file
	// compressible files the build left without copies, compressed here
	// instead (once, at load), so no response is ever compressed on the fly
	compressedAtLoad []string
}

// loadSite reads every regular, non-hidden file under root: those up to
// maxSize into memory, with the .br/.zst/.gz copies the build wrote beside
// them. Symlinks are not followed: nothing outside the root is ever loaded.
func loadSite(root string, maxSize int64) (*site, error) {
	s := &site{files: map[string]*file{}}
	err := filepath.WalkDir(root, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if p != root && strings.HasPrefix(d.Name(), ".") {
			if d.IsDir() {
				return filepath.SkipDir
			}
			return nil
		}
		if !d.Type().IsRegular() || isPrecompressedCopy(d.Name()) {
			return nil
		}
		info, err := d.Info()
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(root, p)
		f := &file{name: filepath.ToSlash(rel), size: info.Size(), modTime: info.ModTime(), etags: map[string]string{}, copies: map[string][]byte{}}
		if err := s.load(f, p, info.Size() <= maxSize); err != nil {
			return err
		}
		s.files["/"+f.name] = f
		return nil
	})
	if err != nil {
		return nil, fmt.Errorf("loading %s: %w", root, err)
	}
	return s, nil
}

// load fills in f, the file at p: its content (when kept in memory), type,
// validators and current copies.
func (s *site) load(f *file, p string, keep bool) error {
	var head []byte
	if keep {
		body, err := os.ReadFile(p)
		if err != nil {
			return err
		}
		f.body, head = body, body
		s.bytes += int64(len(body))
	} else {
		var err error
		if head, err = readHead(p); err != nil {
			return err
		}
	}
	f.ctype = contentType(f.name, head)
	if f.ctype == "" {
		f.ctype = http.DetectContentType(head)
	}
	sum, err := hashOf(p, f.body)
	if err != nil {
		return err
	}
	f.etags[""] = etag(sum, "")

	for _, e := range encodings {
		info, err := os.Lstat(p + e.ext)
		if err != nil || !info.Mode().IsRegular() {
			continue
		}
		current, data, err := checkCopy(e, p, f)
		if err != nil {
			return err
		}
		if !current {
			// A copy from an earlier build would serve old content to some clients.
			s.stale = append(s.stale, "/"+f.name+e.ext)
			continue
		}
		f.addCopy(e.name, sum, data)
		s.bytes += int64(len(data))
	}
	if len(f.offered) == 0 && keep && compressible[path.Ext(f.name)] && len(f.body) >= minCompressSize {
		copies, err := compressAll(f.body)
		if err != nil {
			return fmt.Errorf("compressing %s: %w", f.name, err)
		}
		for _, e := range encodings {
			f.addCopy(e.name, sum, copies[e.name])
			s.bytes += int64(len(copies[e.name]))
		}
		s.compressedAtLoad = append(s.compressedAtLoad, "/"+f.name)
	}
	return nil
}

// addCopy records the current copy of f in encoding enc (data nil when it
// stays on disk). Copies are added in the encodings' order, so offered
// lists them best first.
func (f *file) addCopy(enc string, sum []byte, data []byte) {
	f.etags[enc] = etag(sum, enc) // each encoding is its own representation
	if data != nil {
		f.copies[enc] = data
	}
	f.offered = append(f.offered, enc)
}

// checkCopy reports whether the copy of the file at p in encoding e decodes
// to the file byte for byte, and returns the copy when f is kept in memory.
// A file on disk is compared as a stream: it is never held whole.
func checkCopy(e encoding, p string, f *file) (bool, []byte, error) {
	if f.inMemory() {
		data, err := os.ReadFile(p + e.ext)
		if err != nil {
			return false, nil, err
		}
		decoded, err := e.decompress(data)
		return err == nil && bytes.Equal(decoded, f.body), data, nil
	}
	c, err := os.Open(p + e.ext)
	if err != nil {
		return false, nil, err
	}
	defer c.Close()
	o, err := os.Open(p)
	if err != nil {
		return false, nil, err
	}
	defer o.Close()
	dec, err := e.newReader(bufio.NewReader(c))
	if err != nil {
		return false, nil, nil
	}
	defer dec.Close()
	same, err := sameStream(dec, o)
	return same, nil, err
}

// hashOf is the SHA-256 of body, or of the file at p when body is nil.
func hashOf(p string, body []byte) ([]byte, error) {
	h := sha256.New()
	if body != nil {
		h.Write(body)
		return h.Sum(nil), nil
	}
	f, err := os.Open(p)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	if _, err := io.Copy(h, f); err != nil {
		return nil, err
	}
	return h.Sum(nil), nil
}

// etag is the quoted validator for a content hash in encoding enc.
func etag(sum []byte, enc string) string {
	tag := base64.RawURLEncoding.EncodeToString(sum[:16])
	if enc != "" {
		tag += "-" + enc
	}
	return `"` + tag + `"`
}

// sameStream reports whether decoded and file hold the same bytes. A read
// error of the file is returned; a decoding error means they differ.
func sameStream(decoded, file io.Reader) (bool, error) {
	const chunk = 64 << 10
	a, b := make([]byte, chunk), make([]byte, chunk)
	for {
		na, errA := io.ReadFull(decoded, a)
		nb, errB := io.ReadFull(file, b)
		if errB != nil && !isEnd(errB) {
			return false, errB
		}
		if na != nb || !bytes.Equal(a[:na], b[:nb]) {
			return false, nil
		}
		if errA != nil || errB != nil {
			return isEnd(errA) && isEnd(errB), nil
		}
	}
}

func isEnd(err error) bool {
	return errors.Is(err, io.EOF) || errors.Is(err, io.ErrUnexpectedEOF)
}
