package systemtest

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
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
