package route

import (
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"strings"

	"github.com/chowkstudio/studio/spa/internal/ascii"
)

// manifest is the file the site build writes from the router's own
// route table, so the server never keeps a second copy of the routes.
type manifest struct {
	Routes []string `json:"routes"`
	// IntegerParams names, per route, the parameters that only ever hold a
	// non-negative integer as JavaScript writes it (blog post ids: String(id),
	// which the app compares with the URL's text), so a path with anything
	// else there names nothing in any visitor's browser.
	IntegerParams map[string][]string `json:"integerParams"`
}

// Table is the compiled list of client routes.
type Table []routePattern

// Match is what a cleaned path is to the client routes.
type Match int

const (
	// NoRoute: no client route has this path.
	NoRoute Match = iota
	// Route: a client route; the app renders a page for it.
	Route
	// ImpossibleParam: a client route's shape with a value its integer
	// parameter never holds (/blog/abc). The app renders that route's own
	// not-found view; the server can say 404.
	ImpossibleParam
)

// routePattern is one route split into segments. A segment ":name" matches
// any one non-empty segment (only an integer as String(id) writes it, if
// integer[i]); a final "*" matches the rest of the path.
type routePattern struct {
	source   string
	segments []string
	integer  []bool
}

func ParseManifest(data []byte) (Table, error) {
	var m manifest
	if err := json.Unmarshal(data, &m); err != nil {
		return nil, fmt.Errorf("not a route manifest: %w", err)
	}
	table := make(Table, 0, len(m.Routes))
	for _, r := range m.Routes {
		p, err := compileRoute(r, m.IntegerParams[r])
		if err != nil {
			return nil, err
		}
		table = append(table, p)
	}
	for r := range m.IntegerParams {
		if !slices.Contains(m.Routes, r) {
			return nil, fmt.Errorf("integerParams names %q, which is not among the routes", r)
		}
	}
	return table, nil
}

func compileRoute(route string, integerParams []string) (routePattern, error) {
	if !strings.HasPrefix(route, "/") {
		return routePattern{}, fmt.Errorf("route %q must start with /", route)
	}
	segs := Segments(route)
	for i, s := range segs {
		switch {
		case s == "*" && i != len(segs)-1:
			return routePattern{}, fmt.Errorf("route %q: * must be the last segment", route)
		case s == ":":
			return routePattern{}, errors.New("route " + route + ": a parameter needs a name")
		}
	}
	p := routePattern{source: route, segments: segs, integer: make([]bool, len(segs))}
	for _, name := range integerParams {
		i := slices.Index(segs, ":"+name)
		if i < 0 {
			return routePattern{}, fmt.Errorf("route %q has no parameter %q for integerParams", route, name)
		}
		p.integer[i] = true
	}
	return p, nil
}

// Resolve tells what a path, split into the router's segments
// (RouterSegments, or Segments of a cleaned path), is to the client routes,
// and spells a matched route's path the way the build names a prerendered
// page's folder. Fixed segments compare case-insensitively, as React Router
// matches by default, and are spelled as the route table writes them;
// parameters are spelled as given, since the app compares ids exactly
// (/ABOUT/ is /about, /Portfolio/AB is /portfolio/AB). A route matched in
// full wins over one whose integer parameter the path fails. It spells ""
// when a parameter holds a decoded "/": no folder has that name. given, if
// not "", is the cleaned path the segments were split from; when the route
// spells it the same, it is returned as it is, with no new string made
// (most requests).
func (t Table) Resolve(segs []string, given string) (Match, string) {
	result := NoRoute
	for _, p := range t {
		switch p.match(segs) {
		case Route:
			if given != "" && p.spellsAsGiven(segs) {
				return Route, given
			}
			return Route, p.spell(segs)
		case ImpossibleParam:
			result = ImpossibleParam
		}
	}
	return result, ""
}

// fixed returns the route's i-th segment if it is a fixed name, not a
// parameter, a splat or past the route's end.
func (p routePattern) fixed(i int) (string, bool) {
	if i >= len(p.segments) || p.segments[i] == "*" || strings.HasPrefix(p.segments[i], ":") {
		return "", false
	}
	return p.segments[i], true
}

// spellsAsGiven reports whether segs already hold the route's fixed
// segments in its spelling.
func (p routePattern) spellsAsGiven(segs []string) bool {
	for i, s := range segs {
		if name, ok := p.fixed(i); (ok && s != name) || (!ok && strings.Contains(s, "/")) {
			return false
		}
	}
	return true
}

func (p routePattern) spell(segs []string) string {
	var b strings.Builder
	for i, s := range segs {
		if name, ok := p.fixed(i); ok {
			s = name
		} else if strings.Contains(s, "/") {
			return ""
		}
		b.WriteByte('/')
		b.WriteString(s)
	}
	if b.Len() == 0 {
		return "/"
	}
	return b.String()
}

func (p routePattern) match(segs []string) Match {
	result := Route
	for i, want := range p.segments {
		if want == "*" {
			return result
		}
		if i >= len(segs) || segs[i] == "" {
			return NoRoute // the router's parameters and names are never empty
		}
		if strings.HasPrefix(want, ":") {
			if p.integer[i] && !isJSInteger(segs[i]) {
				result = ImpossibleParam
			}
			continue
		}
		if !ascii.EqualFold(want, segs[i]) { // as the router's case-insensitive pattern matches
			return NoRoute
		}
	}
	if len(segs) != len(p.segments) {
		return NoRoute
	}
	return result
}

// maxSafeInteger is JavaScript's Number.MAX_SAFE_INTEGER, the largest id the
// site's storage schema accepts.
const maxSafeInteger = 1<<53 - 1

// isJSInteger reports whether s is a non-negative integer as JavaScript's
// String(n) writes it: ASCII digits, no leading zero, at most
// Number.MAX_SAFE_INTEGER. The app finds a post by String(post.id) === id,
// so /blog/007 names no post even where /blog/7 does.
func isJSInteger(s string) bool {
	if s == "" || len(s) > 16 || (s[0] == '0' && s != "0") {
		return false
	}
	n := 0
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return false
		}
		n = n*10 + int(s[i]-'0')
	}
	return n <= maxSafeInteger
}

// Segments splits a cleaned, already decoded path into its segments, with
// no further decoding.
func Segments(p string) []string {
	return strings.FieldsFunc(p, func(r rune) bool { return r == '/' })
}
