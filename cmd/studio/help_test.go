package main

import (
	"os/exec"
	"strings"
	"testing"

	"github.com/chowkstudio/studio/internal/servertest"
)

// Ops read `studio --help` and `studio healthcheck --help` in the container:
// they name this binary and its own commands, not stock Caddy.
func TestHelpNamesTheStudioBinaryAndItsCommands(t *testing.T) {
	bin := servertest.StudioBinary(t, "../..")
	out, err := exec.Command(bin, "--help").CombinedOutput()
	if err != nil {
		t.Fatalf("studio --help: %v\n%s", err, out)
	}
	for _, want := range []string{"studio serves the Chowk Design Studio website", "studio [command]", "healthcheck", "precompress", "$ studio run --config Caddyfile"} {
		if !strings.Contains(string(out), want) {
			t.Errorf("studio --help does not say %q:\n%s", want, out)
		}
	}
	// Stock Caddy's examples ("$ caddy run") name a binary the container does not have.
	if strings.Contains(string(out), "$ caddy") {
		t.Errorf("studio --help still gives stock Caddy's examples:\n%s", out)
	}
	out, err = exec.Command(bin, "healthcheck", "--help").CombinedOutput()
	if err != nil || !strings.Contains(string(out), "studio healthcheck [--address") {
		t.Errorf("studio healthcheck --help (%v) does not give its usage as studio healthcheck:\n%s", err, out)
	}
}
