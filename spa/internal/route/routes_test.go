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
		if got := table.Match(path); got != want {
			t.Errorf("match(%q) = %v, want %v", path, got, want)
		}
	}
}

func TestRouteManifestRejectsMalformedInput(t *testing.T) {
	for _, in := range []string{
		`not json`,
		`{"routes":["about"]}`,
		`{"routes":["/a/*/b"]}`,
		`{"routes":["/blog/:"]}`,
	} {
		if _, err := ParseManifest([]byte(in)); err == nil {
			t.Errorf("ParseManifest(%s) accepted malformed input", in)
		}
	}
}
