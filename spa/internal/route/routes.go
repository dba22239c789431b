package route

import (
	"encoding/json"
	"fmt"
	"slices"
	"strconv"
	"strings"
)

// manifest is the file the site build writes from the router's own table.
// IntegerParams names, per route, the parameters that only ever hold an
// integer as JavaScript writes it (post ids: the app compares String(id)).
type manifest struct {
	Routes        []string            `json:"routes"`
	IntegerParams map[string][]string `json:"integerParams"`
}

// Table is the compiled list of client routes.
type Table []pattern

// Match is what a path is to the client routes: none, a route the app
// renders, or a route's shape with a value its integer parameter never
// holds (/blog/abc), where the app shows the route's not-found view.
type Match int

const (
	NoRoute Match = iota
	Route
	ImpossibleParam
)

// pattern is one route split into segments: ":name" matches any one
// non-empty segment (only an integer, if integer[i]); a final "*" the rest.
type pattern struct {
	segments []string
	integer  []bool
}

// ParseManifest compiles the build's route manifest, less the routes hidden.
func ParseManifest(data []byte, hidden ...string) (Table, error) {
	var m manifest
	if err := json.Unmarshal(data, &m); err != nil {
		return nil, fmt.Errorf("not a route manifest: %w", err)
	}
	for r := range m.IntegerParams {
		if !slices.Contains(m.Routes, r) {
			return nil, fmt.Errorf("integerParams names %q, which is not among the routes", r)
		}
	}
	table := make(Table, 0, len(m.Routes))
	for _, r := range m.Routes {
		if slices.Contains(hidden, r) {
			continue
		}
		segs := Segments(r)
		if !strings.HasPrefix(r, "/") || slices.Contains(segs, ":") || slices.Index(segs, "*") >= 0 && slices.Index(segs, "*") != len(segs)-1 {
			return nil, fmt.Errorf("route %q: not a path, a parameter without a name or * before the end", r)
		}
		p := pattern{segs, make([]bool, len(segs))}
		for _, name := range m.IntegerParams[r] {
			i := slices.Index(segs, ":"+name)
			if i < 0 {
				return nil, fmt.Errorf("route %q has no parameter %q for integerParams", r, name)
			}
			p.integer[i] = true
		}
		table = append(table, p)
	}
	return table, nil
}

// Resolve tells what a path split into the router's segments is to the
// client routes, and spells a matched route as the build names its page's
// folder: fixed segments match in any case, as React Router's do, and are
// spelled as the table writes them; parameters as given, since the app
// compares ids exactly (/ABOUT/ is /about, /Portfolio/AB /portfolio/AB),
// and "" when one holds a "/". A full match wins over a failed integer.
func (t Table) Resolve(segs []string) (Match, string) {
	result := NoRoute
	for _, p := range t {
		switch p.match(segs) {
		case Route:
			return Route, p.spell(segs)
		case ImpossibleParam:
			result = ImpossibleParam
		}
	}
	return result, ""
}

func (p pattern) spell(segs []string) string {
	var b strings.Builder
	for i, s := range segs {
		if i < len(p.segments) && p.segments[i] != "*" && !strings.HasPrefix(p.segments[i], ":") {
			s = p.segments[i]
		} else if strings.Contains(s, "/") {
			return ""
		}
		b.WriteString("/" + s)
	}
	if b.Len() == 0 {
		return "/"
	}
	return b.String()
}

func (p pattern) match(segs []string) Match {
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
		} else if len(want) != len(segs[i]) || !strings.EqualFold(want, segs[i]) {
			// in either case, as the router; the length keeps out "ſ" and
			// the Kelvin sign, which EqualFold reads as "s" and "k"
			return NoRoute
		}
	}
	if len(segs) != len(p.segments) {
		return NoRoute
	}
	return result
}

// isJSInteger reports whether s is a non-negative integer as JavaScript's
// String(n) writes it: ASCII digits, no leading zero, at most
// Number.MAX_SAFE_INTEGER (the largest id the site's storage accepts). The
// app finds a post by String(post.id) === id, so /blog/007 names no post.
func isJSInteger(s string) bool {
	n, err := strconv.ParseUint(s, 10, 64)
	return err == nil && n <= 1<<53-1 && strconv.FormatUint(n, 10) == s
}

// Segments splits a cleaned, already decoded path into its segments, with
// no further decoding.
func Segments(p string) []string {
	return strings.FieldsFunc(p, func(r rune) bool { return r == '/' })
}
