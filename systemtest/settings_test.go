package systemtest

// The settings table in docs/operations.md ("Environment") is the one place
// each variable is described. This test reads every other place a variable
// is read or given a default (the Caddyfile, the Go code, the compose file,
// the Dockerfile, .env.example, the binary's own flags) and fails on any
// disagreement with the table.

import (
	"bufio"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"sort"
	"strings"
	"testing"

	"github.com/moby/buildkit/frontend/dockerfile/instructions"

	"github.com/chowkstudio/studio/internal/servertest"
)

// setting is one variable of the table.
type setting struct {
	setIn        string // .env, compose, image, outside compose, binary
	defaultValue string // "" for none or derived
	hasDefault   bool
}

var codeSpan = regexp.MustCompile("`([^`]*)`")

// settingsTable reads the table under docs/operations.md's "## Environment".
func settingsTable(t *testing.T) map[string]setting {
	t.Helper()
	data, err := os.ReadFile(filepath.Join(repoRoot, "docs", "operations.md"))
	if err != nil {
		t.Fatal(err)
	}
	_, section, ok := strings.Cut(string(data), "\n## Environment\n")
	if !ok {
		t.Fatal(`docs/operations.md has no "## Environment" section`)
	}
	section, _, _ = strings.Cut(section, "\n## ")
	table := map[string]setting{}
	for line := range strings.Lines(section) {
		cells := strings.Split(strings.TrimSpace(line), "|")
		if len(cells) < 5 || !strings.HasPrefix(strings.TrimSpace(cells[1]), "`") {
			continue
		}
		names := codeSpan.FindAllStringSubmatch(cells[1], -1)
		defaults := codeSpan.FindAllStringSubmatch(cells[3], -1)
		for i, n := range names {
			s := setting{setIn: strings.TrimSpace(cells[2])}
			if i < len(defaults) {
				s.defaultValue, s.hasDefault = defaults[i][1], true
			}
			if _, twice := table[n[1]]; twice {
				t.Errorf("the settings table names %s twice", n[1])
			}
			table[n[1]] = s
		}
	}
	if len(table) < 10 {
		t.Fatalf("the settings table has %d variables: is it still a table of the form | `NAME` | set in | default | meaning |?", len(table))
	}
	return table
}

func readFile(t *testing.T, name string) string {
	t.Helper()
	data, err := os.ReadFile(filepath.Join(repoRoot, name))
	if err != nil {
		t.Fatal(err)
	}
	return string(data)
}

// caddyfileVariables are the Caddyfile's {$NAME} and {$NAME:default}.
func caddyfileVariables(t *testing.T) map[string][]string {
	found := map[string][]string{}
	for _, m := range regexp.MustCompile(`\{\$([A-Z_][A-Z0-9_]*)(?::([^}]*))?\}`).FindAllStringSubmatch(readFile(t, "Caddyfile"), -1) {
		found[m[1]] = append(found[m[1]], m[2])
	}
	return found
}

// goVariables are the names the server's Go code reads: every string
// literal that is a SITE_ or STUDIO_ variable's name, outside tests.
func goVariables(t *testing.T) map[string]bool {
	found := map[string]bool{}
	literal := regexp.MustCompile(`"((?:SITE|STUDIO)_[A-Z0-9_]+)"`)
	for _, dir := range []string{"cmd", "spa", "internal"} {
		err := filepath.WalkDir(filepath.Join(repoRoot, dir), func(p string, d os.DirEntry, err error) error {
			if err != nil || d.IsDir() || !strings.HasSuffix(p, ".go") || strings.HasSuffix(p, "_test.go") {
				return err
			}
			data, err := os.ReadFile(p)
			for _, m := range literal.FindAllStringSubmatch(string(data), -1) {
				found[m[1]] = true
			}
			return err
		})
		if err != nil {
			t.Fatal(err)
		}
	}
	return found
}

// composeVariables are the host-side variables the compose file reads, with
// the defaults it gives them (${NAME:-default}).
func composeVariables(t *testing.T) map[string][]string {
	found := map[string][]string{}
	text := readFile(t, "docker-compose.yml")
	for _, m := range regexp.MustCompile(`\$\{([A-Z_][A-Z0-9_]*)(?::?-([^}$]*))?`).FindAllStringSubmatch(text, -1) {
		found[m[1]] = append(found[m[1]], m[2])
	}
	return found
}

// imageEnv is the ENV of the images the Dockerfile ships, the server and
// the publisher, less one that passes its own build argument on (VERSION:
// compose's, not a default of the image's).
func imageEnv(t *testing.T) map[string]string {
	env := map[string]string{}
	for _, stage := range parseDockerfile(t) {
		if stage.Name != "server" && stage.Name != "publisher" {
			continue
		}
		for _, e := range commands[*instructions.EnvCommand](stage) {
			for _, kv := range e.Env {
				if kv.Value != "${"+kv.Key+"}" {
					env[kv.Key] = kv.Value
				}
			}
		}
	}
	return env
}

func sortedKeys[V any](m map[string]V) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	return keys
}

func TestTheSettingsTableIsTheOneSourceOfEverySetting(t *testing.T) {
	table := settingsTable(t)
	caddyfile, goCode, compose, image := caddyfileVariables(t), goVariables(t), composeVariables(t), imageEnv(t)

	t.Run("every variable read anywhere is in the table, and every row is read", func(t *testing.T) {
		read := map[string]string{}
		for name := range caddyfile {
			read[name] = "the Caddyfile"
		}
		for name := range goCode {
			read[name] = "the Go code"
		}
		for name := range compose {
			read[name] = "docker-compose.yml"
		}
		for name := range image {
			read[name] = "the Dockerfile's ENV"
		}
		for _, name := range sortedKeys(read) {
			if _, ok := table[name]; !ok {
				t.Errorf("%s reads %s, which the settings table in docs/operations.md does not list", read[name], name)
			}
		}
		for _, name := range sortedKeys(table) {
			if _, ok := read[name]; !ok {
				t.Errorf("the settings table lists %s, which nothing reads", name)
			}
		}
	})

	t.Run("compose passes every setting ops give in .env, and no other", func(t *testing.T) {
		service, _ := loadCompose(t).GetService("site")
		for _, name := range sortedKeys(table) {
			_, passed := service.Environment[name]
			switch s := table[name]; {
			case s.setIn == ".env" && !passed:
				t.Errorf("%s is set in .env, but docker-compose.yml does not pass it into the container", name)
			case s.setIn == ".env":
				probe, _ := loadCompose(t, name+"=8443").GetService("site")
				if got := probe.Environment[name]; got == nil || *got != "8443" {
					t.Errorf("%s=8443 in .env reaches the container as %v, not 8443", name, got)
				}
			case passed:
				t.Errorf("docker-compose.yml passes %s, which the table says is set in %s, not .env", name, s.setIn)
			}
		}
	})

	t.Run(".env.example names every setting ops give", func(t *testing.T) {
		example := map[string]bool{}
		scanner := bufio.NewScanner(strings.NewReader(readFile(t, ".env.example")))
		for scanner.Scan() {
			if name, _, ok := strings.Cut(scanner.Text(), "="); ok && !strings.HasPrefix(name, "#") {
				example[name] = true
			}
		}
		for _, name := range sortedKeys(table) {
			if table[name].setIn == ".env" && !example[name] {
				t.Errorf(".env.example does not name %s", name)
			}
		}
		for _, name := range sortedKeys(example) {
			if s, ok := table[name]; !ok || s.setIn != ".env" && s.setIn != "compose" {
				t.Errorf(".env.example names %s, which is not a setting of .env or compose in the table", name)
			}
		}
	})

	t.Run("no default disagrees with the table's", func(t *testing.T) {
		disagrees := func(name, where, value string) {
			if s := table[name]; s.hasDefault && value != s.defaultValue {
				t.Errorf("%s defaults %s to %q, the table to %q", where, name, value, s.defaultValue)
			}
		}
		for name, defaults := range caddyfile {
			if _, byImage := image[name]; byImage {
				continue // the image's ENV is the container's default
			}
			for _, d := range defaults {
				if d != "" {
					disagrees(name, "the Caddyfile", d)
				}
			}
		}
		for name, defaults := range compose {
			for _, d := range defaults {
				if d != "" {
					disagrees(name, "docker-compose.yml", d)
				}
			}
		}
		for name, value := range image {
			disagrees(name, "the Dockerfile's ENV", value)
		}
		service, _ := loadCompose(t).GetService("site")
		for name, value := range service.Environment {
			if value != nil && *value != "" {
				disagrees(name, "docker-compose.yml (as the container gets it)", *value)
			}
		}
		// The binary's own: its health check's flags, with nothing set.
		flags := map[string]string{"address": "SITE_ADDRESS", "http-port": "STUDIO_HTTP_PORT", "https-port": "STUDIO_HTTPS_PORT", "admin": "STUDIO_ADMIN", "certificate-wait": "STUDIO_CERTIFICATE_WAIT"}
		help := exec.Command(servertest.StudioBinary(t, repoRoot), "healthcheck", "--help")
		help.Env = slices.DeleteFunc(os.Environ(), func(kv string) bool { return strings.HasPrefix(kv, "SITE_") || strings.HasPrefix(kv, "STUDIO_") })
		out, err := help.CombinedOutput()
		if err != nil {
			t.Fatalf("studio healthcheck --help: %v\n%s", err, out)
		}
		flagDefault := regexp.MustCompile(`--([a-z-]+) string .*\(default "([^"]*)"\)`)
		seen := 0
		for _, m := range flagDefault.FindAllStringSubmatch(string(out), -1) {
			if name, ok := flags[m[1]]; ok {
				seen++
				if _, byImage := image[name]; !byImage { // the image's ENV is the container's default
					disagrees(name, "the binary (studio healthcheck --"+m[1]+")", m[2])
				}
			}
		}
		if seen != len(flags) {
			t.Errorf("studio healthcheck --help shows %d of the %d flag defaults it should:\n%s", seen, len(flags), out)
		}
	})
}
