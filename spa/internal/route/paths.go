// Package route cleans request paths and matches them against the app's
// client routes. It has no dependency on Caddy, so it can be fuzzed fast.
package route

import (
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
