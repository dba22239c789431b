package spa

import (
	"bytes"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// lineBudget bounds the module's code without its tests: it decides what a
// request is and leaves serving to file_server, which is what keeps it small.
const lineBudget = 800

func TestTheModuleStaysWithinItsLineBudget(t *testing.T) {
	lines := 0
	err := filepath.WalkDir(".", func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || !strings.HasSuffix(p, ".go") || strings.HasSuffix(p, "_test.go") {
			return err
		}
		data, err := os.ReadFile(p)
		lines += bytes.Count(data, []byte("\n"))
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	if lines > lineBudget {
		t.Errorf("spa/ has %d lines of code without tests, over its budget of %d", lines, lineBudget)
	}
}
