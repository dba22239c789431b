package spa

import (
	"bufio"
	"bytes"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"net/http"
	"os"
	"path"
	"strconv"
	"time"

	"github.com/caddyserver/caddy/v2/modules/caddyhttp"

	"github.com/chowkstudio/studio/spa/internal/negotiate"
)

// Files over max_memory_file_size are served from disk, with what the load
// learned of them: their type, and which of the precompressed copies the
// build wrote beside them are current. So a large script or page still
// leaves compressed, as the ones in memory do, and nothing is compressed per
// request.

// diskFile is what the load learned of a file too large for memory.
type diskFile struct {
	ctype   string   // "" lets http.ServeContent decide
	offered []string // the current copies' Content-Encoding tokens, best first
	// The file as its copies were checked against: once it is replaced
	// (a new build put in place without a reload), they are not offered.
	size    int64
	modTime time.Time
}

// loadDiskFile reads what serving the file at p from disk needs, and names
// in stale the copies beside it that do not decode to it (from an earlier
// build). Copy and file are compared as streams: a file over the memory
// bound is never held whole.
func loadDiskFile(p, urlPath string, info fs.FileInfo) (df diskFile, stale []string, err error) {
	df.size, df.modTime = info.Size(), info.ModTime()
	var head []byte
	if typeNeedsHead(urlPath) { // a large image or video is not opened at load
		if head, err = readHead(p); err != nil {
			return df, nil, err
		}
	}
	df.ctype = contentType(urlPath, head)
	if !compressible[path.Ext(urlPath)] || df.ctype == "" {
		return df, nil, nil
	}
	for _, e := range encodings {
		info, err := os.Lstat(p + e.ext)
		if err != nil || !info.Mode().IsRegular() {
			continue
		}
		current, err := decodesTo(e, p+e.ext, p)
		if err != nil {
			return df, nil, err
		}
		if !current {
			stale = append(stale, urlPath+e.ext)
			continue
		}
		df.offered = append(df.offered, e.name)
	}
	return df, stale, nil
}

// decodesTo reports whether the copy at copyPath, decoded with e, is the
// file at orig byte for byte. A copy that does not decode is not current.
func decodesTo(e encoding, copyPath, orig string) (bool, error) {
	c, err := os.Open(copyPath)
	if err != nil {
		return false, err
	}
	defer c.Close()
	o, err := os.Open(orig)
	if err != nil {
		return false, err
	}
	defer o.Close()
	dec, err := e.newReader(bufio.NewReader(c))
	if err != nil {
		return false, nil
	}
	defer dec.Close()
	return sameStream(dec, o)
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

// serveFromDisk answers with a file too large for memory (name is relative
// to the root), or the current copy of it the client weights highest. With
// status 200 it answers validators and ranges (http.ServeContent); with any
// other it sends the whole body and no validator, as serveAsset does. It
// reports false, having written nothing, when the file cannot be opened as
// a regular file, with the reason. OpenInRoot refuses any name that would
// leave the root, symlinks included.
func (h *SPA) serveFromDisk(w http.ResponseWriter, r *http.Request, name string, df diskFile, cacheControl string, status int) (bool, error) {
	f, err := os.OpenInRoot(h.Root, name)
	if err != nil {
		return false, fmt.Errorf("opening %s: %w", name, err)
	}
	defer f.Close()
	info, err := f.Stat()
	if err != nil {
		return false, fmt.Errorf("reading %s: %w", name, err)
	}
	if !info.Mode().IsRegular() {
		return false, fmt.Errorf("%s is not a regular file", name) // a directory is never listed
	}
	modTime := info.ModTime() // the file's, for every copy of it, as in memory

	hdr := w.Header()
	hdr.Set("Cache-Control", cacheControl)
	if df.ctype != "" {
		hdr.Set("Content-Type", df.ctype)
	}
	if len(df.offered) > 0 {
		hdr.Add("Vary", "Accept-Encoding")
	}
	offered := df.offered
	if info.Size() != df.size || !modTime.Equal(df.modTime) {
		offered = nil // the copies were checked against another version of it
	}
	body := io.ReadSeeker(f)
	enc := negotiate.Encoding(r.Header["Accept-Encoding"], offered)
	if enc != "" {
		if c, cinfo := openCopy(h.Root, name, enc); c != nil {
			defer c.Close()
			body, info = c, cinfo
			hdr.Set("Content-Encoding", enc)
		} else {
			enc = "" // removed since the load: the file itself, which every client reads
		}
	}

	if status == http.StatusOK {
		if etag := fileETag(info); etag != "" {
			if enc != "" { // each encoding is its own representation
				etag = etag[:len(etag)-1] + "-" + enc + `"`
			}
			hdr.Set("ETag", etag)
		}
		if enc != "" {
			// ServeContent states no length for a whole encoded body (it
			// cannot tell a stored copy from one compressed as it is
			// written); it replaces this one for a range, drops it for 304.
			hdr.Set("Content-Length", strconv.FormatInt(info.Size(), 10))
		}
		http.ServeContent(w, r, name, modTime, body)
		return true, nil
	}
	// Any other status (the not-found page): the same bytes for every
	// path, so no validator, and Range does not apply.
	data, err := io.ReadAll(body)
	if err != nil {
		return true, caddyhttp.Error(http.StatusInternalServerError, err)
	}
	hdr.Set("Content-Length", strconv.Itoa(len(data))) // as from memory, never chunked
	w.WriteHeader(status)
	if r.Method != http.MethodHead {
		_, _ = w.Write(data)
	}
	return true, nil
}

// openCopy opens the copy of name in the encoding enc, or returns nil.
func openCopy(root, name, enc string) (*os.File, os.FileInfo) {
	for _, e := range encodings {
		if e.name != enc {
			continue
		}
		c, err := os.OpenInRoot(root, name+e.ext)
		if err != nil {
			return nil, nil
		}
		info, err := c.Stat()
		if err != nil || !info.Mode().IsRegular() {
			c.Close()
			return nil, nil
		}
		return c, info
	}
	return nil, nil
}
