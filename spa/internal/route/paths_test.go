package route

import "testing"

func TestCleanPathNeverClimbsAboveRoot(t *testing.T) {
	cases := map[string]string{
		"":                    "/",
		"/":                   "/",
		"/about":              "/about",
		"/about/":             "/about",
		"//about":             "/about",
		"/a//b///c":           "/a/b/c",
		"/../etc/passwd":      "/etc/passwd",
		"/a/../../etc/passwd": "/etc/passwd",
		`/..\..\etc\passwd`:   "/etc/passwd",
		`\\server\share`:      "/server/share",
		"/assets/./app.js":    "/assets/app.js",
		"/%2e%2e/literal":     "/%2e%2e/literal", // already decoded once by net/http; a literal name
		"/trailing.../":       "/trailing...",
	}
	for in, want := range cases {
		got, ok := Clean(in)
		if !ok || got != want {
			t.Errorf("Clean(%q) = %q, %v; want %q, true", in, got, ok, want)
		}
	}
}

func TestCleanPathRefusesNulAndInvalidUTF8(t *testing.T) {
	for _, in := range []string{"/robots.txt\x00.html", "/\x00", "/\xc0\xae\xc0\xae/secret", "/\xff"} {
		if got, ok := Clean(in); ok {
			t.Errorf("Clean(%q) = %q, accepted", in, got)
		}
	}
}
