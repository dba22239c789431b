package spa

import (
	"bytes"
	"compress/gzip"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path"
	"path/filepath"
	"strings"

	"github.com/andybalholm/brotli"
	"github.com/klauspost/compress/zstd"
)

// encoding is one content coding the build writes next to a file.
type encoding struct {
	name      string // Content-Encoding token
	ext       string // file name suffix
	compress  func(w io.Writer, data []byte) error
	newReader func(r io.Reader) (io.ReadCloser, error) // decodes a copy
}

// decompress decodes a whole copy held in memory.
func (e encoding) decompress(data []byte) ([]byte, error) {
	rc, err := e.newReader(bytes.NewReader(data))
	if err != nil {
		return nil, err
	}
	defer rc.Close()
	return io.ReadAll(rc)
}

// encodings in the order the server prefers them, smallest first.
var encodings = []encoding{
	{"br", ".br", func(w io.Writer, data []byte) error {
		bw := brotli.NewWriterLevel(w, brotli.BestCompression)
		if _, err := bw.Write(data); err != nil {
			return err
		}
		return bw.Close()
	}, func(r io.Reader) (io.ReadCloser, error) {
		return io.NopCloser(brotli.NewReader(r)), nil
	}},
	{"zstd", ".zst", func(w io.Writer, data []byte) error {
		zw, err := zstd.NewWriter(w, zstd.WithEncoderLevel(zstd.SpeedBestCompression))
		if err != nil {
			return err
		}
		if _, err := zw.Write(data); err != nil {
			return err
		}
		return zw.Close()
	}, func(r io.Reader) (io.ReadCloser, error) {
		zr, err := zstd.NewReader(r)
		if err != nil {
			return nil, err
		}
		return zr.IOReadCloser(), nil
	}},
	{"gzip", ".gz", func(w io.Writer, data []byte) error {
		gw, err := gzip.NewWriterLevel(w, gzip.BestCompression)
		if err != nil {
			return err
		}
		if _, err := gw.Write(data); err != nil {
			return err
		}
		return gw.Close()
	}, func(r io.Reader) (io.ReadCloser, error) {
		return gzip.NewReader(r)
	}},
}

// compressible lists the types worth compressing; images and fonts are compressed already.
var compressible = map[string]bool{
	".html": true, ".js": true, ".mjs": true, ".css": true, ".svg": true, ".json": true,
	".xml": true, ".txt": true, ".map": true, ".webmanifest": true, ".ico": true,
}

// minCompressSize: below this a compressed copy saves less than its headers cost.
const minCompressSize = 256

// isPrecompressedCopy reports whether name is a copy the build wrote (app.js.br).
func isPrecompressedCopy(name string) bool {
	for _, e := range encodings {
		if base, ok := strings.CutSuffix(name, e.ext); ok && compressible[path.Ext(base)] {
			return true
		}
	}
	return false
}

// PrecompressStats counts what Precompress did.
type PrecompressStats struct {
	Files, Copies     int
	Bytes, Compressed int64 // originals, and the smallest copy of each
}

// Precompress writes brotli, zstd and gzip copies (name.br, name.zst, name.gz)
// of every compressible file under root, at the highest compression levels:
// it runs once per build, so the server never compresses these on the fly.
// A copy that would not be smaller than the original is not written.
func Precompress(root string) (PrecompressStats, error) {
	var st PrecompressStats
	err := filepath.WalkDir(root, func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || !compressible[filepath.Ext(p)] || isPrecompressedCopy(d.Name()) {
			return err
		}
		data, err := os.ReadFile(p)
		if err != nil || len(data) < minCompressSize {
			return err
		}
		st.Files++
		st.Bytes += int64(len(data))
		smallest := int64(len(data))
		copies, err := compressAll(data)
		if err != nil {
			return fmt.Errorf("%s: %w", p, err)
		}
		for _, e := range encodings {
			c, ok := copies[e.name]
			if !ok {
				continue
			}
			if err := os.WriteFile(p+e.ext, c, 0o644); err != nil {
				return err
			}
			st.Copies++
			smallest = min(smallest, int64(len(c)))
		}
		st.Compressed += smallest
		return nil
	})
	return st, err
}

// compressAll compresses data with every encoding, keeping the copies that
// are smaller than the original, by Content-Encoding token.
func compressAll(data []byte) (map[string][]byte, error) {
	copies := map[string][]byte{}
	for _, e := range encodings {
		var buf bytes.Buffer
		if err := e.compress(&buf, data); err != nil {
			return nil, fmt.Errorf("%s: %w", e.name, err)
		}
		if buf.Len() < len(data) {
			copies[e.name] = buf.Bytes()
		}
	}
	return copies, nil
}
