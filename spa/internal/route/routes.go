package route

import (
	"encoding/json"
	"errors"
	"fmt"
	"strings"
)

// manifest is the file the site build writes from the router's own
// route table, so the server never keeps a second copy of the routes.
type manifest struct {
	Routes []string `json:"routes"`
}

// Table is the compiled list of client routes.
type Table []routePattern

// routePattern is one route split into segments. A segment ":name" matches
// any one non-empty segment; a final "*" matches the rest of the path.
type routePattern struct {
	source   string
	segments []string
}

func ParseManifest(data []byte) (Table, error) {
	var m manifest
	if err := json.Unmarshal(data, &m); err != nil {
		return nil, fmt.Errorf("not a route manifest: %w", err)
	}
	table := make(Table, 0, len(m.Routes))
	for _, r := range m.Routes {
		p, err := compileRoute(r)
		if err != nil {
			return nil, err
		}
		table = append(table, p)
	}
	return table, nil
}

func compileRoute(route string) (routePattern, error) {
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
	return routePattern{source: route, segments: segs}, nil
}

// match reports whether a cleaned path is one of the client routes. Static
// segments compare case-insensitively, as React Router matches by default,
// and a trailing slash is ignored.
func (t Table) Match(clean string) bool {
	segs := splitSegments(clean)
	for _, p := range t {
		if p.match(segs) {
			return true
		}
	}
	return false
}

func (p routePattern) match(segs []string) bool {
	for i, want := range p.segments {
		if want == "*" {
			return true
		}
		if i >= len(segs) {
			return false
		}
		if strings.HasPrefix(want, ":") {
			continue // splitSegments never yields an empty segment
		}
		if !strings.EqualFold(want, segs[i]) {
			return false
		}
	}
	return len(segs) == len(p.segments)
}

func splitSegments(p string) []string {
	return strings.FieldsFunc(p, func(r rune) bool { return r == '/' })
}
