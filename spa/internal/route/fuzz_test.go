package route

import (
	"net/url"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"
	"unicode/utf8"
)

func FuzzCleanPath(f *testing.F) {
	for _, p := range hostilePaths(f, "testdata/hostile-paths.txt") {
		f.Add(p)
	}
	f.Fuzz(func(t *testing.T, p string) {
		clean, ok := Clean(p)
		if !ok {
			return
		}
		if !strings.HasPrefix(clean, "/") || strings.Contains(clean, "//") || strings.Contains(clean, `\`) {
			t.Fatalf("Clean(%q) = %q: not a clean rooted path", p, clean)
		}
		for _, seg := range strings.Split(clean, "/") {
			if seg == ".." || seg == "." {
				t.Fatalf("Clean(%q) = %q keeps a dot segment", p, clean)
			}
		}
		// Equivalent paths get the same answer: cleaning is idempotent.
		if again, ok := Clean(clean); !ok || again != clean {
			t.Fatalf("Clean(%q) = %q, but Clean(%q) = %q", p, clean, clean, again)
		}
		// Joined to any root, it stays under that root.
		root := "/srv/site/dist"
		if full := filepath.Join(root, clean); full != root && !strings.HasPrefix(full, root+"/") {
			t.Fatalf("Clean(%q) = %q escapes the root: %s", p, clean, full)
		}
	})
}

func FuzzRouteMatch(f *testing.F) {
	table, err := ParseManifest([]byte(`{"routes":["/","/branding","/space-design","/blog","/blog/:id","/portfolio/:id","/admin"],"integerParams":{"/blog/:id":["id"]}}`))
	if err != nil {
		f.Fatal(err)
	}
	for _, p := range hostilePaths(f, "testdata/hostile-paths.txt") {
		f.Add(p)
	}
	f.Fuzz(func(t *testing.T, p string) {
		clean, ok := Clean(p)
		if !ok {
			return
		}
		got := matchClean(table, clean)
		// A trailing slash, doubled slashes or a different case name the same route.
		for _, variant := range []string{clean + "/", strings.ReplaceAll(clean, "/", "//"), strings.ToUpper(clean)} {
			v, ok := Clean(variant)
			if ok && matchClean(table, v) != got {
				t.Fatalf("match(%q) = %v but match(%q) = %v", clean, got, v, matchClean(table, v))
			}
		}
	})
}

// RouterSegments reads what each segment says: written back with the
// escapes a browser would use, a path whose segments decoded reads the same.
func FuzzRouterSegments(f *testing.F) {
	for _, p := range hostilePaths(f, "testdata/hostile-paths.txt") {
		f.Add(p)
	}
	f.Add("/about%2F")
	f.Add("/caf%E9")
	f.Fuzz(func(t *testing.T, p string) {
		segs := RouterSegments(p)
		if len(segs) > 0 && segs[len(segs)-1] == "" {
			t.Fatalf("RouterSegments(%q) = %q ends in an empty segment: the router ignores trailing slashes", p, segs)
		}
		if !utf8.ValidString(p) {
			return
		}
		escaped := make([]string, len(segs))
		for i, s := range segs {
			escaped[i] = url.PathEscape(s)
		}
		again := RouterSegments("/" + strings.Join(escaped, "/"))
		if strings.Join(segs, "/") != "" && !slices.Equal(again, segs) && !slices.Equal(again, escaped) {
			t.Fatalf("RouterSegments(%q) = %q, but its re-escaped form reads %q", p, segs, again)
		}
	})
}

// hostilePaths reads the fuzz seeds: traversal and encoding tricks, one
// Go-quoted string a line.
func hostilePaths(tb testing.TB, file string) []string {
	tb.Helper()
	data, err := os.ReadFile(file)
	if err != nil {
		tb.Fatal(err)
	}
	var paths []string
	for _, line := range strings.Split(string(data), "\n") {
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		p, err := strconv.Unquote(line)
		if err != nil {
			tb.Fatalf("%s: %q: %v", file, line, err)
		}
		paths = append(paths, p)
	}
	return paths
}
