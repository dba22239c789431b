// Package precompress writes the brotli, zstd and gzip copies of a build's
// text files that Caddy's file_server serves in their place (its
// precompressed option), once, at build time: the server never compresses
// a response. It owns the copies' correctness too, since the server only
// looks for them by name: every copy beside a file is one it wrote from that
// file in this run, smaller than it and decoding back to it.
package precompress

import (
	"bytes"
	"compress/gzip"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"strings"

	"github.com/andybalholm/brotli"
	"github.com/klauspost/compress/zstd"
)

// encoding is one content coding written next to a file.
type encoding struct {
	ext      string // file name suffix, as file_server's precompressed modules look for it
	compress func(w io.Writer) (io.WriteCloser, error)
	decode   func(r io.Reader) (io.Reader, error)
}

var encodings = []encoding{
	{".br", func(w io.Writer) (io.WriteCloser, error) {
		return brotli.NewWriterLevel(w, brotli.BestCompression), nil
	},
		func(r io.Reader) (io.Reader, error) { return brotli.NewReader(r), nil }},
	{".zst", func(w io.Writer) (io.WriteCloser, error) {
		return zstd.NewWriter(w, zstd.WithEncoderLevel(zstd.SpeedBestCompression))
	}, func(r io.Reader) (io.Reader, error) { return zstd.NewReader(r) }},
	{".gz", func(w io.Writer) (io.WriteCloser, error) { return gzip.NewWriterLevel(w, gzip.BestCompression) },
		func(r io.Reader) (io.Reader, error) { return gzip.NewReader(r) }},
}

// compressible lists the types worth compressing; images and fonts are compressed already.
var compressible = map[string]bool{
	".html": true, ".js": true, ".mjs": true, ".css": true, ".svg": true, ".json": true,
	".xml": true, ".txt": true, ".map": true, ".webmanifest": true, ".ico": true,
}

// minSize: below this a compressed copy saves less than its headers cost.
const minSize = 256

// Stats counts what Dir did.
type Stats struct {
	Files, Copies, Removed int
	Bytes, Compressed      int64 // originals, and the smallest copy of each
}

// Dir writes name.br, name.zst and name.gz beside every compressible file
// under root, each only if smaller than the file, and removes every other
// copy beside a file (left by an earlier build, or not worth its bytes),
// which file_server would otherwise serve in the file's place.
func Dir(root string) (Stats, error) {
	var st Stats
	var names []string
	err := filepath.WalkDir(root, func(p string, d fs.DirEntry, err error) error {
		if err == nil && d.Type().IsRegular() {
			names = append(names, p)
		}
		return err
	})
	if err != nil {
		return st, err
	}
	written := map[string]bool{}
	for _, p := range names {
		if !compressible[filepath.Ext(p)] {
			continue
		}
		data, err := os.ReadFile(p)
		if err != nil {
			return st, err
		}
		if len(data) < minSize {
			continue
		}
		st.Files++
		st.Bytes += int64(len(data))
		smallest := int64(len(data))
		for _, e := range encodings {
			n, err := writeCopy(p+e.ext, e, data)
			if err != nil {
				return st, fmt.Errorf("%s%s: %w", p, e.ext, err)
			}
			if n > 0 {
				written[p+e.ext] = true
				st.Copies++
				smallest = min(smallest, n)
			}
		}
		st.Compressed += smallest
	}
	for _, p := range names {
		for _, e := range encodings {
			if original, ok := strings.CutSuffix(p, e.ext); ok && !written[p] && exists(original) {
				if err := os.Remove(p); err != nil {
					return st, err
				}
				st.Removed++
			}
		}
	}
	return st, nil
}

// writeCopy writes data compressed with e at name if that is smaller than
// data, checks that it decodes back to data, and returns its size (0 when
// not written).
func writeCopy(name string, e encoding, data []byte) (int64, error) {
	var buf bytes.Buffer
	w, err := e.compress(&buf)
	if err == nil {
		if _, err = w.Write(data); err == nil {
			err = w.Close()
		}
	}
	if err != nil || buf.Len() >= len(data) {
		return 0, err
	}
	if err := os.WriteFile(name, buf.Bytes(), 0o644); err != nil {
		return 0, err
	}
	if ok, err := decodesTo(name, e, data); err != nil || !ok {
		_ = os.Remove(name) // never left for file_server to serve
		return 0, fmt.Errorf("the copy written does not decode to its file (%v)", err)
	}
	return int64(buf.Len()), nil
}

// decodesTo reports whether the copy at name decodes to data, reading at
// most one byte more than data holds.
func decodesTo(name string, e encoding, data []byte) (bool, error) {
	f, err := os.Open(name)
	if err != nil {
		return false, err
	}
	defer f.Close()
	r, err := e.decode(f)
	if err != nil {
		return false, err
	}
	decoded, err := io.ReadAll(io.LimitReader(r, int64(len(data))+1))
	return err == nil && bytes.Equal(decoded, data), err
}

func exists(name string) bool {
	info, err := os.Stat(name)
	return err == nil && info.Mode().IsRegular()
}
