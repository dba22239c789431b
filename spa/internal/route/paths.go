// Package route cleans request paths and matches them against the app's
// client routes. It has no dependency on Caddy, so it can be fuzzed fast.
package route

import (
	"net/url"
	"path"
	"strings"
	"unicode/utf8"
)

// Clean turns a request path (already percent-decoded by net/http, so
// %2e%2e arrives as "..") into a rooted, slash-separated path with no "."
// or ".." segments and no doubled slashes. Backslashes count as separators
// so Windows-style traversal cannot sneak through. It refuses paths that
// hold a NUL byte or invalid UTF-8 (overlong encodings among them).
func Clean(p string) (string, bool) {
	if strings.IndexByte(p, 0) >= 0 || !utf8.ValidString(p) {
		return "", false
	}
	p = strings.ReplaceAll(p, `\`, "/")
	// path.Clean on a rooted path drops any ".." that would climb above "/".
	return path.Clean("/" + p), true
}

// HasHiddenSegment reports whether any segment of a cleaned path starts
// with a dot: dotfiles (.git, .env) are never served.
func HasHiddenSegment(clean string) bool {
	return strings.Contains(clean, "/.")
}

// RouterSegments splits an escaped request path (url.URL.EscapedPath) into
// the segments the app's router matches, reading it as React Router reads
// location.pathname: each segment is percent-decoded on its own, so an
// encoded slash or backslash (%2F, %5C) stays inside its segment, where
// Clean, reading the decoded path, splits on it (/about%2F is no route to
// the router; to Clean it is /about). If a segment does not decode to UTF-8
// (an old Latin-1 link's %E9), the router matches the whole path undecoded,
// since decodeURIComponent throws, and so does this. Trailing slashes are
// dropped, as the router ignores them; an empty segment anywhere else stays
// and matches no route, as in the router.
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
