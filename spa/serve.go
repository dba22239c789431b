package spa

import (
	"bytes"
	"fmt"
	"io"
	"net/http"
	"os"
	"strconv"
	"time"

	"github.com/chowkstudio/studio/spa/internal/negotiate"
)

// serve answers with f in the best encoding the client accepts, whether f
// is held in memory or read from disk. With status 200,
// http.ServeContent answers validators, ranges and HEAD; with any other
// (the not-found page, the same bytes for every path) the whole body goes
// out with no validator. An error means nothing was written: the file is
// gone from disk since the load.
func (h *SPA) serve(w http.ResponseWriter, r *http.Request, f *file, cacheControl string, status int) error {
	rep, err := h.open(f, negotiate.Encoding(r.Header["Accept-Encoding"], f.offered))
	if err != nil {
		return err
	}
	defer rep.Close()

	hdr := w.Header()
	hdr.Set("Cache-Control", cacheControl)
	hdr.Set("Content-Type", f.ctype)
	if len(f.offered) > 0 {
		hdr.Add("Vary", "Accept-Encoding")
	}
	if rep.encoding != "" {
		hdr.Set("Content-Encoding", rep.encoding)
	}
	// Set before ServeContent too, which states no length for an encoded
	// body; it replaces this one for a range and drops it for a 304.
	hdr.Set("Content-Length", strconv.FormatInt(rep.size, 10))
	if status == http.StatusOK {
		if rep.etag != "" {
			hdr.Set("ETag", rep.etag)
		}
		http.ServeContent(w, r, "", rep.modTime, rep)
		return nil
	}
	w.WriteHeader(status)
	if r.Method != http.MethodHead {
		_, _ = io.Copy(w, rep)
	}
	return nil
}

// representation is one encoding of a file, ready to be read, with the
// validators it is served with.
type representation struct {
	io.ReadSeeker
	io.Closer
	encoding, etag string
	size           int64
	modTime        time.Time
}

// open returns f's representation in encoding enc ("" for the file itself).
// A file on disk is opened with os.OpenInRoot, which refuses any name that
// would leave the root, symlinks included. Replaced on disk since the load
// (a new build put in place without a reload), it is served as it is now:
// the load's validators and copies were made for another version of it.
func (h *SPA) open(f *file, enc string) (representation, error) {
	if f.inMemory() {
		body := f.body
		if enc != "" {
			body = f.copies[enc]
		}
		return representation{bytes.NewReader(body), io.NopCloser(nil), enc, f.etags[enc], int64(len(body)), f.modTime}, nil
	}
	opened, info, err := openRegular(h.Root, f.name)
	if err != nil {
		return representation{}, err
	}
	if info.Size() != f.size || !info.ModTime().Equal(f.modTime) {
		// Its own modification time, too: the load's would let a client
		// that holds the old version keep it (If-Modified-Since, 304).
		return representation{opened, opened, "", "", info.Size(), info.ModTime()}, nil
	}
	if enc != "" {
		if c, cinfo, err := openRegular(h.Root, f.name+encodingExt(enc)); err == nil {
			opened.Close()
			return representation{c, c, enc, f.etags[enc], cinfo.Size(), f.modTime}, nil
		}
		// The copy is gone since the load: the file itself, which every client reads.
	}
	return representation{opened, opened, "", f.etags[""], info.Size(), f.modTime}, nil
}

// openRegular opens the regular file name under root.
func openRegular(root, name string) (*os.File, os.FileInfo, error) {
	f, err := os.OpenInRoot(root, name)
	if err != nil {
		return nil, nil, fmt.Errorf("opening %s: %w", name, err)
	}
	info, err := f.Stat()
	if err == nil && !info.Mode().IsRegular() {
		err = fmt.Errorf("opening %s: not a regular file", name) // a directory is never listed
	}
	if err != nil {
		f.Close()
		return nil, nil, err
	}
	return f, info, nil
}

// encodingExt is the file name suffix of the copies in encoding enc.
func encodingExt(enc string) string {
	for _, e := range encodings {
		if e.name == enc {
			return e.ext
		}
	}
	return ""
}
