package route

import "testing"

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
		if got := table.Match(path) == Route; got != want {
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
		"/blog/007":              Route, // digits: the app decides, as for /blog/999
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
		if got := table.Match(path); got != want {
			t.Errorf("Match(%q) = %v, want %v", path, got, want)
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
