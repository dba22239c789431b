package spa

import (
	"bytes"
	"crypto/sha256"
	"encoding/base64"
	"fmt"
	"io/fs"
	"net/http"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"time"
)

// DefaultMaxMemoryFileSize bounds what is kept in memory; larger files are
// served from disk.
const DefaultMaxMemoryFileSize = 2 << 20

// asset is one file of the build held in memory, with its precompressed copies.
type asset struct {
	body     []byte
	modTime  time.Time
	etag     string // strong: a hash of the content
	ctype    string
	variants map[string]variant // by Content-Encoding token
}

type variant struct {
	body []byte
	etag string
}

// site is the build as loaded at provision time (and again on every config reload).
type site struct {
	files  map[string]*asset // by cleaned request path, "/assets/app.js"
	onDisk map[string]bool   // files too large for memory, served from disk
	bytes  int64
	stale  []string // precompressed copies left out: they do not decode to their file
}

// loadSite reads every regular, non-hidden file up to maxSize under root,
// with the .br/.zst/.gz copies the build wrote beside it. Symlinks are not
// followed: nothing outside the root is ever loaded.
func loadSite(root string, maxSize int64) (*site, error) {
	s := &site{files: map[string]*asset{}, onDisk: map[string]bool{}}
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
			s.onDisk[urlPath] = true // too big for memory: served from disk
			return nil
		}
		body, err := os.ReadFile(p)
		if err != nil {
			return err
		}
		a := &asset{body: body, modTime: info.ModTime(), etag: contentETag(body, ""), ctype: contentType(urlPath), variants: map[string]variant{}}
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

// negotiate picks the best precompressed copy the client accepts: brotli,
// then zstd, then gzip, honouring q-values ("gzip;q=0" refuses gzip) and "*".
// It returns "" for the identity encoding.
func negotiate(acceptEncoding string, variants map[string]variant) string {
	if len(variants) == 0 || acceptEncoding == "" {
		return ""
	}
	q := map[string]float64{}
	for _, part := range strings.Split(acceptEncoding, ",") {
		name, params, _ := strings.Cut(strings.TrimSpace(part), ";")
		name = strings.ToLower(strings.TrimSpace(name))
		weight := 1.0
		if v, ok := strings.CutPrefix(strings.TrimSpace(params), "q="); ok {
			if f, err := strconv.ParseFloat(v, 64); err == nil {
				weight = f
			}
		}
		if name != "" {
			q[name] = weight
		}
	}
	for _, e := range encodings {
		if _, ok := variants[e.name]; !ok {
			continue
		}
		weight, listed := q[e.name]
		if !listed {
			weight, listed = q["*"]
		}
		if listed && weight > 0 {
			return e.name
		}
	}
	return ""
}

// serveAsset answers from memory: the best encoding the client accepts,
// conditional requests and ranges through http.ServeContent for a 200,
// the bare body for another status (the 404 shell).
func serveAsset(w http.ResponseWriter, r *http.Request, a *asset, status int) {
	hdr := w.Header()
	body, etag := a.body, a.etag
	if len(a.variants) > 0 {
		hdr.Add("Vary", "Accept-Encoding")
	}
	if enc := negotiate(r.Header.Get("Accept-Encoding"), a.variants); enc != "" {
		v := a.variants[enc]
		body, etag = v.body, v.etag
		hdr.Set("Content-Encoding", enc)
	}
	hdr.Set("Content-Type", a.ctype)
	if status == http.StatusOK {
		hdr.Set("ETag", etag)
		http.ServeContent(w, r, "", a.modTime, bytes.NewReader(body))
		return
	}
	hdr.Set("Content-Length", strconv.Itoa(len(body)))
	w.WriteHeader(status)
	if r.Method != http.MethodHead {
		_, _ = w.Write(body)
	}
}
