// Package route cleans request paths and matches them against the app's
// client routes. It has no dependency on Caddy, so it can be fuzzed fast.
package route

import (
	"net/url"
	"path"
	"strings"
	"unicode/utf8"
)

// Clean turns a decoded request path (%2e%2e arrives as "..") into a rooted
// path with no "." or ".." segments (path.Clean drops any that would climb
// above "/") and no doubled slashes; backslashes are separators too. It
// refuses a NUL byte and invalid UTF-8 (overlong encodings among them).
func Clean(p string) (string, bool) {
	if strings.IndexByte(p, 0) >= 0 || !utf8.ValidString(p) {
		return "", false
	}
	p = strings.ReplaceAll(p, `\`, "/")
	return path.Clean("/" + p), true
}

// RouterSegments splits an escaped path (url.URL.EscapedPath) into the
// segments React Router matches in location.pathname: each decoded on its
// own, so %2F and %5C stay inside their segment (/about%2F is no route). If
// a segment is no UTF-8 (a Latin-1 link's %E9), decodeURIComponent throws
// and the router matches the whole path undecoded; so does this. Trailing
// slashes are dropped; an empty segment elsewhere stays, matching nothing.
func RouterSegments(escaped string) []string {
	escaped = strings.TrimRight(strings.TrimPrefix(escaped, "/"), "/")
	if escaped == "" {
		return nil
	}
	segs := strings.Split(escaped, "/")
	if strings.IndexByte(escaped, '%') < 0 {
		return segs // nothing to decode (most requests)
	}
	decoded := make([]string, len(segs))
	for i, s := range segs {
		d, err := url.PathUnescape(s)
		if err != nil || !utf8.ValidString(d) {
			return segs
		}
		decoded[i] = d
	}
	return decoded
}
