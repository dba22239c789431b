// Package servertest holds what the server's tests and the system tests
// share to test a running server: its binary, built once; a free port; a
// request with its whole body; a log's JSON lines; and load through
// releases switching (load.go).
package servertest

import (
	"encoding/json"
	"fmt"
	"io"
	"net"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"testing"
)

// Send makes one request with the given header name/value pairs and
// returns the response with its whole body (a name given twice is sent as
// two field lines). It fails the test on any transport error.
func Send(t testing.TB, client *http.Client, method, url string, headers ...string) (*http.Response, []byte) {
	t.Helper()
	req, err := http.NewRequest(method, url, nil)
	if err != nil {
		t.Fatal(err)
	}
	for i := 0; i+1 < len(headers); i += 2 {
		req.Header.Add(headers[i], headers[i+1])
	}
	resp, err := client.Do(req)
	if err != nil {
		t.Fatalf("%s %s: %v", method, url, err)
	}
	defer resp.Body.Close()
	body, err := io.ReadAll(resp.Body)
	if err != nil {
		t.Fatal(err)
	}
	return resp, body
}

// FreePort is a TCP port free on host now, for a server a test starts.
func FreePort(t testing.TB, host string) string {
	t.Helper()
	ln, err := net.Listen("tcp", net.JoinHostPort(host, "0"))
	if err != nil {
		t.Fatal(err)
	}
	defer ln.Close()
	_, port, _ := net.SplitHostPort(ln.Addr().String())
	return port
}

// JSONLines parses a log's lines, each a JSON object; it fails the test on
// a line that is not one.
func JSONLines(t testing.TB, out string) []map[string]any {
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

var studio struct {
	once     sync.Once
	bin, dir string
	err      error
}

// StudioBinary builds the server from the repository at repoRoot as make
// builds it (no cgo), once per test binary, into a temporary folder, and
// returns its path.
func StudioBinary(t testing.TB, repoRoot string) string {
	t.Helper()
	studio.once.Do(func() {
		if studio.dir, studio.err = os.MkdirTemp("", "studio-test-bin"); studio.err != nil {
			return
		}
		studio.bin = filepath.Join(studio.dir, "studio")
		build := exec.Command("go", "build", "-o", studio.bin, "./cmd/studio")
		build.Dir, build.Env = repoRoot, append(os.Environ(), "CGO_ENABLED=0")
		if out, err := build.CombinedOutput(); err != nil {
			studio.err = fmt.Errorf("go build: %v\n%s", err, out)
		}
	})
	if studio.err != nil {
		t.Fatal(studio.err)
	}
	return studio.bin
}

// RemoveStudioBinary removes what StudioBinary built; a package's TestMain
// calls it after its tests.
func RemoveStudioBinary() {
	if studio.dir != "" {
		_ = os.RemoveAll(studio.dir)
	}
}
