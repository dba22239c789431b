package spa

import (
	"bytes"
	"crypto/sha256"
	"encoding/base64"
	"fmt"
	"io/fs"
	"net/http"
	"os"
	"path"
	"path/filepath"
	"strconv"
	"strings"
	"time"

	"github.com/chowkstudio/studio/spa/internal/negotiate"
)

// DefaultMaxMemoryFileSize bounds what is kept in memory; larger files are
// served from disk.
const DefaultMaxMemoryFileSize = 2 << 20

// asset is one file of the build held in memory, with its precompressed
// copies and the header values every response for it carries, built once
// (responses share them; nothing edits a header value in place).
type asset struct {
	body     []byte
	modTime  time.Time
	etag     string // strong: a hash of the content
	ctype    string
	variants map[string]variant // by Content-Encoding token
	offered  []string           // the variants' tokens, best first (brotli, zstd, gzip)

	hdr          representation
	contentType  []string
	lastModified []string // nil when the file has no meaningful time
}

type variant struct {
	body []byte
	etag string
	hdr  representation
}

// representation holds the per-encoding header values: ETag and length.
type representation struct {
	etag, length []string
}

func newRepresentation(body []byte, etag string) representation {
	return representation{etag: []string{etag}, length: []string{strconv.Itoa(len(body))}}
}

var (
	varyAcceptEncoding = []string{"Accept-Encoding"}
	acceptRanges       = []string{"bytes"}
	contentEncoding    = map[string][]string{}
)

func init() {
	for _, e := range encodings {
		contentEncoding[e.name] = []string{e.name}
	}
}

// finish builds the header values once the asset's content is known.
func (a *asset) finish() {
	a.hdr = newRepresentation(a.body, a.etag)
	a.contentType = []string{a.ctype}
	if t := a.modTime; !t.IsZero() && !t.Equal(time.Unix(0, 0)) {
		a.lastModified = []string{t.UTC().Format(http.TimeFormat)}
	}
	for name, v := range a.variants {
		v.hdr = newRepresentation(v.body, v.etag)
		a.variants[name] = v
	}
	a.offered = nil
	for _, e := range encodings {
		if _, ok := a.variants[e.name]; ok {
			a.offered = append(a.offered, e.name)
		}
	}
}

// site is the build as loaded at provision time (and again on every config reload).
type site struct {
	files  map[string]*asset   // by cleaned request path, "/assets/app.js"
	onDisk map[string]diskFile // files too large for memory, served from disk
	bytes  int64
	stale  []string // precompressed copies left out: they do not decode to their file
	// compressible files the build left without copies, compressed here
	// instead (once, at load), so no response is ever compressed on the fly
	compressedAtLoad []string
}

// loadSite reads every regular, non-hidden file up to maxSize under root,
// with the .br/.zst/.gz copies the build wrote beside it. Symlinks are not
// followed: nothing outside the root is ever loaded.
func loadSite(root string, maxSize int64) (*site, error) {
	s := &site{files: map[string]*asset{}, onDisk: map[string]diskFile{}}
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
		urlPath := "/" + filepath.ToSlash(rel)
		if info.Size() > maxSize {
			// too big for memory: served from disk (disk.go)
			df, stale, err := loadDiskFile(p, urlPath, info)
			if err != nil {
				return err
			}
			s.onDisk[urlPath] = df
			s.stale = append(s.stale, stale...)
			return nil
		}
		body, err := os.ReadFile(p)
		if err != nil {
			return err
		}
		a := &asset{body: body, modTime: info.ModTime(), etag: contentETag(body, ""), ctype: contentType(urlPath, body), variants: map[string]variant{}}
		if a.ctype == "" {
			a.ctype = http.DetectContentType(body)
		}
		s.bytes += int64(len(body))
		for _, e := range encodings {
			copyInfo, err := os.Lstat(p + e.ext)
			if err != nil || !copyInfo.Mode().IsRegular() {
				continue
			}
			data, err := os.ReadFile(p + e.ext)
			if err != nil {
				return err
			}
			// A copy from an earlier build (the file changed after precompress)
			// would serve old content to some clients: leave it out.
			if decoded, err := e.decompress(data); err != nil || !bytes.Equal(decoded, body) {
				s.stale = append(s.stale, urlPath+e.ext)
				continue
			}
			a.variants[e.name] = variant{body: data, etag: contentETag(body, e.name)}
			s.bytes += int64(len(data))
		}
		if len(a.variants) == 0 && compressible[path.Ext(urlPath)] && len(body) >= minCompressSize {
			copies, err := compressAll(body)
			if err != nil {
				return fmt.Errorf("compressing %s: %w", urlPath, err)
			}
			for name, data := range copies {
				a.variants[name] = variant{body: data, etag: contentETag(body, name)}
				s.bytes += int64(len(data))
			}
			s.compressedAtLoad = append(s.compressedAtLoad, urlPath)
		}
		a.finish()
		s.files[urlPath] = a
		return nil
	})
	if err != nil {
		return nil, fmt.Errorf("loading %s: %w", root, err)
	}
	return s, nil
}

// contentETag is a strong validator from the content itself, so every
// replica of the same build agrees; each encoding is its own representation.
func contentETag(body []byte, enc string) string {
	sum := sha256.Sum256(body)
	tag := base64.RawURLEncoding.EncodeToString(sum[:16])
	if enc != "" {
		tag += "-" + enc
	}
	return `"` + tag + `"`
}

// serveAsset answers from memory with the best encoding the client accepts.
// A plain GET or HEAD for a 200 is written directly: one Write of a body
// that is already in memory (sent whole, see cork.go), headers from prebuilt
// values. Conditional and range requests go through http.ServeContent, which
// implements them. Any other status (the 404 page) gets the bare body.
func serveAsset(w http.ResponseWriter, r *http.Request, a *asset, status int) {
	hdr := w.Header()
	body, rep := a.body, a.hdr
	if len(a.variants) > 0 {
		if hdr["Vary"] == nil {
			hdr["Vary"] = varyAcceptEncoding
		} else {
			hdr.Add("Vary", "Accept-Encoding")
		}
	}
	// The best copy the client accepts, by its weights and then ours.
	if enc := negotiate.Encoding(r.Header["Accept-Encoding"], a.offered); enc != "" {
		v := a.variants[enc]
		body, rep = v.body, v.hdr
		hdr["Content-Encoding"] = contentEncoding[enc]
	}
	hdr["Content-Type"] = a.contentType
	// Set before ServeContent too, which states no length for a whole
	// encoded body; it replaces this one for a range, drops it for 304.
	hdr["Content-Length"] = rep.length
	if status == http.StatusOK {
		hdr["Etag"] = rep.etag
		if isConditionalOrRange(r.Header) {
			http.ServeContent(w, r, "", a.modTime, bytes.NewReader(body))
			return
		}
		if a.lastModified != nil {
			hdr["Last-Modified"] = a.lastModified
		}
		hdr["Accept-Ranges"] = acceptRanges
	}
	w.WriteHeader(status)
	if r.Method != http.MethodHead {
		writeBody(w, r, body)
	}
}

// isConditionalOrRange reports whether a request needs http.ServeContent's
// handling of validators and ranges.
func isConditionalOrRange(h http.Header) bool {
	return h["Range"] != nil || h["If-Match"] != nil || h["If-None-Match"] != nil ||
		h["If-Modified-Since"] != nil || h["If-Unmodified-Since"] != nil || h["If-Range"] != nil
}
