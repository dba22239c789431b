package spa

import (
	"io/fs"
	"mime"
	"path"
	"strconv"
)

// Types Go's built-in table lacks; a minimal container image has no
// /etc/mime.types to fill the gap.
var extraTypes = map[string]string{
	".woff2":       "font/woff2",
	".woff":        "font/woff",
	".ico":         "image/x-icon",
	".txt":         "text/plain; charset=utf-8",
	".webmanifest": "application/manifest+json",
	".map":         "application/json",
	".xml":         "application/xml; charset=utf-8",
}

// contentType names a file's type by its extension, or "" to let
// http.ServeContent decide.
func contentType(name string) string {
	ext := path.Ext(name)
	if t, ok := extraTypes[ext]; ok {
		return t
	}
	return mime.TypeByExtension(ext)
}

// fileETag computes the same validator as Caddy's file server: the
// modification time and the size, both in base 36.
func fileETag(info fs.FileInfo) string {
	mtime := info.ModTime().Unix()
	if mtime == 0 || mtime == 1 {
		return "" // a zeroed or reproducible-build timestamp says nothing
	}
	return `"` + strconv.FormatInt(mtime, 36) + strconv.FormatInt(info.Size(), 36) + `"`
}
