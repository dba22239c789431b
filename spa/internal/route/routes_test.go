package route

import (
	"slices"
	"testing"
)

// matchClean is what a cleaned path is to the client routes.
func matchClean(t Table, clean string) Match {
	m, _ := t.Resolve(Segments(clean))
	return m
}

func TestRouteMatchingFollowsReactRouterRules(t *testing.T) {
	table, err := ParseManifest([]byte(`{"routes":["/","/about","/space-design","/blog/:id","/portfolio/:id","/docs/*"]}`))
	if err != nil {
		t.Fatal(err)
	}
	cases := map[string]bool{
		"/":               true,
		"/about":          true,
		"/about/":         true,
		"/ABOUT":          true, // React Router matches case-insensitively by default
		"/space-design":   true,
		"/blog/1":         true,
		"/blog/some-slug": true,
		"/portfolio/12":   true,
		"/docs/a/b/c":     true,
		"/docs":           true,
		"/blog":           false, // /blog is not in this table
		"/blog/1/2":       false,
		"/portfolio":      false,
		"/abou":           false,
		"/about-us":       false,
		"/space":          false,
		"/assets/app.js":  false,
		"/admin":          false,
	}
	for path, want := range cases {
		if got := matchClean(table, path) == Route; got != want {
			t.Errorf("match(%q) = %v, want %v", path, got, want)
		}
	}
}

// Blog post ids are integers (the site's storage schema), so /blog/abc names
// no post in any browser: the server can answer 404 where /blog/999, which an
// owner may have written in the admin, must get the app.
func TestAnIntegerParameterThatHoldsAnythingButDigitsNamesNoPage(t *testing.T) {
	table, err := ParseManifest([]byte(`{"routes":["/blog","/blog/new","/blog/:id","/portfolio/:id"],"integerParams":{"/blog/:id":["id"]}}`))
	if err != nil {
		t.Fatal(err)
	}
	cases := map[string]Match{
		"/blog/1":                Route,
		"/blog/1712345678901":    Route,
		"/blog/999":              Route, // maybe a post written in the admin: the app decides
		"/blog/0":                Route,
		"/blog/9007199254740991": Route,           // Number.MAX_SAFE_INTEGER
		"/blog/9007199254740992": ImpossibleParam, // beyond it: the storage schema refuses the id
		"/blog/007":              ImpossibleParam, // the app compares String(id): "7", never "007"
		"/blog/00":               ImpossibleParam,
		"/blog/1e3":              ImpossibleParam,
		"/BLOG/12/":              Route,
		"/blog/new":              Route, // a static route wins over the parameter
		"/blog/abc":              ImpossibleParam,
		"/Blog/1.5":              ImpossibleParam,
		"/blog/-1":               ImpossibleParam,
		"/blog/１２":               ImpossibleParam, // full-width digits are not ASCII digits
		"/blog/1/2":              NoRoute,
		"/portfolio/made-in-cms": Route, // portfolio ids are free text
		"/nowhere":               NoRoute,
	}
	for path, want := range cases {
		if got := matchClean(table, path); got != want {
			t.Errorf("matchClean(%q) = %v, want %v", path, got, want)
		}
	}
}

func TestRouteManifestRejectsMalformedInput(t *testing.T) {
	for _, in := range []string{
		`not json`,
		`{"routes":["about"]}`,
		`{"routes":["/a/*/b"]}`,
		`{"routes":["/blog/:"]}`,
		`{"routes":["/blog/:id"],"integerParams":{"/blog/:slug":["slug"]}}`, // not a route
		`{"routes":["/blog/:id"],"integerParams":{"/blog/:id":["slug"]}}`,   // not its parameter
		`{"routes":["/blog/new"],"integerParams":{"/blog/new":["new"]}}`,    // a static segment
	} {
		if _, err := ParseManifest([]byte(in)); err == nil {
			t.Errorf("ParseManifest(%s) accepted malformed input", in)
		}
	}
}

// The app's router reads the address bar segment by segment, and the server
// must read it the same way, or it sends a page the app then replaces with
// its not-found view (a hydration error, and a 200 for a page nobody sees).
func TestRouterSegmentsReadThePathAsTheAppsRouterDoes(t *testing.T) {
	cases := map[string][]string{
		"/":                  nil,
		"//":                 nil,
		"/about":             {"about"},
		"/about//":           {"about"},                   // trailing slashes: ignored by the router
		"/about%2F":          {"about/"},                  // an encoded slash stays inside its segment
		"/about%5C":          {`about\`},                  // so does an encoded backslash
		"/%41bout":           {"About"},                   // other escapes decode
		"/caf%C3%A9":         {"café"},                    // UTF-8 decodes
		"//about":            {"", "about"},               // an empty segment stays: no route has one
		"/blog//1":           {"blog", "", "1"},           //
		"/caf%E9":            {"caf%E9"},                  // not UTF-8 (a Latin-1 link): the router keeps the path undecoded
		"/blog/%E0%A4/x%20y": {"blog", "%E0%A4", "x%20y"}, // ...the whole path
	}
	for in, want := range cases {
		if got := RouterSegments(in); !slices.Equal(got, want) {
			t.Errorf("RouterSegments(%q) = %q, want %q", in, got, want)
		}
	}
}

func TestRouterSegmentsMatchAsTheAppsRouterMatches(t *testing.T) {
	table, err := ParseManifest([]byte(`{"routes":["/","/about","/space-design","/blog/:id","/portfolio/:id"],"integerParams":{"/blog/:id":["id"]}}`))
	if err != nil {
		t.Fatal(err)
	}
	cases := map[string]Match{
		"/about":             Route,
		"/ABOUT/":            Route,
		"//about":            NoRoute, // the router matches no route with an empty segment
		"/blog//1":           NoRoute,
		"/about%2F":          NoRoute,
		"/about%5C":          NoRoute,
		"/%C5%BFpace-design": NoRoute, // the long s: strings.EqualFold would say "space-design"; the router does not
		"/portfolio/1%2F":    Route,   // the project "1/": none, as the app will say
		"/blog/1%2F":         ImpossibleParam,
		"/blog/%E0%A4":       ImpossibleParam, // undecoded, not an integer
		"/portfolio/%C0":     Route,
		"/caf%E9":            NoRoute,
	}
	for in, want := range cases {
		if got, _ := table.Resolve(RouterSegments(in)); got != want {
			t.Errorf("Resolve(RouterSegments(%q)) = %v, want %v", in, got, want)
		}
	}
}

// A prerendered page's folder is named by the route table's spelling of its
// fixed segments and by the id itself: the app matches /ABOUT as /about but
// compares ids exactly, so /portfolio/AB is not the project "ab".
func TestResolveSpellsTheRouteAsTheBuildNamesItsPages(t *testing.T) {
	table, err := ParseManifest([]byte(`{"routes":["/","/about","/portfolio/:id","/docs/*"]}`))
	if err != nil {
		t.Fatal(err)
	}
	cases := map[string]string{
		"/":                "/",
		"/ABOUT/":          "/about",
		"/Portfolio/AB":    "/portfolio/AB",
		"/portfolio/a%2Fb": "", // no folder holds a slash in its name
		"/docs/A/b":        "/docs/A/b",
	}
	for in, want := range cases {
		m, got := table.Resolve(RouterSegments(in))
		if m != Route || got != want {
			t.Errorf("Resolve(%q) = %v %q, want a route spelled %q", in, m, got, want)
		}
	}
}
