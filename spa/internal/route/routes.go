package route

import (
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"strings"
)

// manifest is the file the site build writes from the router's own
// route table, so the server never keeps a second copy of the routes.
type manifest struct {
	Routes []string `json:"routes"`
	// IntegerParams names, per route, the parameters that only ever hold a
	// non-negative integer written in digits (blog post ids), so a path with
	// anything else there names nothing in any visitor's browser.
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
// any one non-empty segment (only digits, if integer[i]); a final "*"
// matches the rest of the path.
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
	segs := splitSegments(route)
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

// Match tells whether a cleaned path is one of the client routes. Static
// segments compare case-insensitively, as React Router matches by default,
// and a trailing slash is ignored. A route matched in full wins over one
// whose integer parameter the path fails.
func (t Table) Match(clean string) Match {
	segs := splitSegments(clean)
	result := NoRoute
	for _, p := range t {
		switch p.match(segs) {
		case Route:
			return Route
		case ImpossibleParam:
			result = ImpossibleParam
		}
	}
	return result
}

func (p routePattern) match(segs []string) Match {
	result := Route
	for i, want := range p.segments {
		if want == "*" {
			return result
		}
		if i >= len(segs) {
			return NoRoute
		}
		if strings.HasPrefix(want, ":") {
			// splitSegments never yields an empty segment.
			if p.integer[i] && !allDigits(segs[i]) {
				result = ImpossibleParam
			}
			continue
		}
		if !strings.EqualFold(want, segs[i]) {
			return NoRoute
		}
	}
	if len(segs) != len(p.segments) {
		return NoRoute
	}
	return result
}

func allDigits(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return false
		}
	}
	return s != ""
}

func splitSegments(p string) []string {
	return strings.FieldsFunc(p, func(r rune) bool { return r == '/' })
}
