package systemtest

import (
	"encoding/json"
	"fmt"
	"net"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"testing"
)

// studioBinary is the server built from the repository as make builds it,
// once per test run.
var studioBinary = func() func(t *testing.T) string {
	var once sync.Once
	var bin string
	var err error
	return func(t *testing.T) string {
		t.Helper()
		once.Do(func() {
			bin = filepath.Join(os.TempDir(), "studio-systemtest")
			build := exec.Command("go", "build", "-o", bin, "./cmd/studio")
			build.Dir, build.Env = repoRoot, append(os.Environ(), "CGO_ENABLED=0")
			if out, e := build.CombinedOutput(); e != nil {
				err = fmt.Errorf("go build: %v\n%s", e, out)
			}
		})
		if err != nil {
			t.Fatal(err)
		}
		return bin
	}
}()

// freePort is a port free on host now.
func freePort(t *testing.T, host string) string {
	t.Helper()
	ln, err := net.Listen("tcp", net.JoinHostPort(host, "0"))
	if err != nil {
		t.Fatal(err)
	}
	defer ln.Close()
	_, port, _ := net.SplitHostPort(ln.Addr().String())
	return port
}

// lines parses a log's JSON lines.
func lines(t *testing.T, out string) []map[string]any {
	t.Helper()
	var all []map[string]any
	for _, line := range strings.Split(strings.TrimSpace(out), "\n") {
		if line == "" {
			continue
		}
		var entry map[string]any
		if err := json.Unmarshal([]byte(line), &entry); err != nil {
			t.Fatalf("not a JSON line: %q", line)
		}
		all = append(all, entry)
	}
	return all
}
