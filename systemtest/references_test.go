package systemtest

// A comment, a doc or a script that names a file of the repository names
// one that exists: a rename or a removal that leaves a mention behind
// fails here, with the file and line of the mention.

import (
	"bufio"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// repoPath is a path into the repository as comments and docs write one:
// folders, then a file name with an extension.
var repoPath = regexp.MustCompile(`(?:^|[\s(\x60'"\[:,])((?:\.ci|[a-z][a-z0-9_-]*)/(?:[A-Za-z0-9_.-]+/)*[A-Za-z0-9_-][A-Za-z0-9_.-]*\.[a-z]{1,10})\b`)

// searched are the files whose text is read for mentions: code, scripts,
// docs and build files.
func searched(name string) bool {
	base := filepath.Base(name)
	switch {
	case strings.HasSuffix(name, "package-lock.json"), strings.HasPrefix(name, "spa/testdata/"), strings.Contains(name, "/fixtures/"):
		return false
	case base == "Makefile", base == "Dockerfile", base == "Caddyfile", base == "run" && strings.HasPrefix(name, ".ci/"):
		return true
	}
	switch filepath.Ext(name) {
	case ".go", ".ts", ".tsx", ".mjs", ".js", ".sh", ".md", ".yml", ".css", ".html":
		return true
	}
	return false
}

func TestEveryFilePathACommentDocOrScriptNamesExists(t *testing.T) {
	out, err := exec.Command("git", "-C", repoRoot, "ls-files").Output()
	if err != nil {
		t.Skipf("no git checkout to read: %v", err)
	}
	tracked := map[string]bool{}
	files := strings.Fields(string(out))
	for _, f := range files {
		tracked[f] = true
		for dir := filepath.Dir(f); dir != "."; dir = filepath.Dir(dir) {
			tracked[dir] = true
		}
	}
	// A mention may be written from the repository's root, from the part
	// it stands in (site/, e2e/: "tooling/prerender.ts" in the site), or
	// from its own folder.
	exists := func(from, mention string) bool {
		top, _, _ := strings.Cut(from, "/")
		for _, base := range []string{"", top, filepath.Dir(from)} {
			p := filepath.Join(base, mention)
			if tracked[p] {
				return true
			}
			if _, err := os.Stat(filepath.Join(repoRoot, p)); err == nil && ignored(p) {
				return true // a build output or cache, named where it is made
			}
		}
		return false
	}
	missing := 0
	for _, f := range files {
		if !searched(f) {
			continue
		}
		data, err := os.ReadFile(filepath.Join(repoRoot, f))
		if err != nil {
			t.Fatal(err)
		}
		// A test's strings are its data (a made-up module, a file it removes):
		// there only its comments name files.
		commentsOnly := strings.Contains(filepath.Base(f), "_test.") || strings.Contains(filepath.Base(f), ".test.") || strings.Contains(filepath.Base(f), ".spec.")
		scanner := bufio.NewScanner(strings.NewReader(string(data)))
		scanner.Buffer(make([]byte, 1<<20), 1<<20)
		for line := 1; scanner.Scan(); line++ {
			text := scanner.Text()
			for _, m := range repoPath.FindAllStringSubmatchIndex(text, -1) {
				mention := text[m[2]:m[3]]
				before := text[:m[2]]
				if commentsOnly && !inComment(text, m[2]) {
					continue
				}
				if strings.HasSuffix(before, "//") || strings.Contains(mention, "node_modules") || strings.HasPrefix(mention, "github.com/") ||
					looksLikeURL(before) || !tracked[firstSegment(mention)] && !tracked[firstSegment(f)+"/"+firstSegment(mention)] {
					continue // a URL, a package, or no folder of this repository
				}
				if !exists(f, mention) && !ignored(mention) {
					missing++
					t.Errorf("%s:%d names %s, which does not exist", f, line, mention)
				}
			}
		}
	}
	if missing > 0 {
		t.Logf("%d mentions of files that do not exist: fix the name, or the mention", missing)
	}
}

// inComment reports whether position i of a line is in a comment: the
// line is one, or a // comment began before i.
func inComment(line string, i int) bool {
	trimmed := strings.TrimSpace(line)
	if strings.HasPrefix(trimmed, "//") || strings.HasPrefix(trimmed, "*") || strings.HasPrefix(trimmed, "/*") || strings.HasPrefix(trimmed, "#") {
		return true
	}
	before := strings.ReplaceAll(line[:i], "://", "")
	return strings.Contains(before, "// ")
}

func firstSegment(p string) string {
	first, _, _ := strings.Cut(p, "/")
	return first
}

// looksLikeURL reports whether the text before a mention ends inside a URL
// or a host name (https://example.com/a/b.js, images.unsplash.com/x.jpg).
func looksLikeURL(before string) bool {
	i := strings.LastIndexAny(before, " \t(`'\"[")
	word := before[i+1:]
	return strings.Contains(word, "://") || strings.Contains(word, ".") && !strings.HasSuffix(word, "./")
}

// ignored reports whether git ignores p: a build output, a cache, a
// folder a command makes.
func ignored(p string) bool {
	return exec.Command("git", "-C", repoRoot, "check-ignore", "--quiet", "--no-index", p).Run() == nil
}
