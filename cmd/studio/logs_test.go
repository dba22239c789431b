package main

import (
	"bytes"
	"crypto/tls"
	"fmt"
	"net"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/chowkstudio/studio/internal/servertest"
)

// The logs as ops read them (`docker compose logs`), from the binary run
// with the project's Caddyfile, as the container runs it: request lines
// (access and not-found) on stdout, Caddy's own messages on stderr, and
// none lost when the process ends.

// studio is the binary started with the project's Caddyfile on a free
// loopback port; its stdout and stderr are kept.
type studio struct {
	cmd            *exec.Cmd
	url            string
	stdout, stderr bytes.Buffer
}

func startStudio(t *testing.T, bin, siteRoot string) *studio {
	return startStudioOn(t, bin, siteRoot, "127.0.0.1")
}

// startStudioOn listens on host ("" for every interface, as in the
// container); url is its loopback address all the same.
func startStudioOn(t *testing.T, bin, siteRoot, host string) *studio {
	t.Helper()
	port := servertest.FreePort(t, host)
	s := launchStudio(t, bin, siteRoot, "SITE_ADDRESS=http://"+net.JoinHostPort(host, port))
	s.url = "http://127.0.0.1:" + port
	return s
}

// launchStudio starts the binary with the project's Caddyfile, serving
// siteRoot, with a state directory of its own and env added to this
// process's environment (its cmd.Env holds the whole of it).
func launchStudio(t *testing.T, bin, siteRoot string, env ...string) *studio {
	t.Helper()
	state := t.TempDir()
	s := &studio{cmd: exec.Command(bin, "run", "--config", "../../Caddyfile")}
	s.cmd.Env = append(append(os.Environ(),
		"SITE_ROOT="+siteRoot, "STUDIO_ADMIN=off",
		"XDG_DATA_HOME="+filepath.Join(state, "data"), "XDG_CONFIG_HOME="+filepath.Join(state, "config")), env...)
	s.cmd.Stdout, s.cmd.Stderr = &s.stdout, &s.stderr
	if err := s.cmd.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = s.cmd.Process.Kill() })
	return s
}

// find returns the entries whose fields have the given values. A logger
// matches as in Caddy's include and exclude: "http.log.access" is also its
// children, such as the site's access logger "http.log.access.log0".
func find(entries []map[string]any, fields map[string]string) []map[string]any {
	var found []map[string]any
	for _, e := range entries {
		match := true
		for k, v := range fields {
			s, _ := e[k].(string)
			if s != v && (k != "logger" || !strings.HasPrefix(s, v+".")) {
				match = false
			}
		}
		if match {
			found = append(found, e)
		}
	}
	return found
}

// waitHealthy returns once the container's health check (healthcheck.go)
// says the server is up.
func (s *studio) waitHealthy(t *testing.T) {
	t.Helper()
	for deadline := time.Now().Add(20 * time.Second); ; time.Sleep(50 * time.Millisecond) {
		err := healthcheck(s.url, defaultPorts, "/healthz", time.Second)
		if err == nil {
			return
		}
		if time.Now().After(deadline) {
			t.Fatalf("no answer: %v\nstderr:\n%s", err, s.stderr.String())
		}
	}
}

// stop sends SIGTERM and waits for the process to end.
func (s *studio) stop(t *testing.T) {
	t.Helper()
	if err := s.cmd.Process.Signal(syscall.SIGTERM); err != nil {
		t.Fatal(err)
	}
	if err := s.cmd.Wait(); err != nil {
		t.Fatalf("exit after SIGTERM: %v\nstderr:\n%s", err, s.stderr.String())
	}
}

func TestLogsOnSIGTERMRequestLinesOnStdoutCaddysMessagesOnStderrNoneLost(t *testing.T) {
	s := startStudio(t, servertest.StudioBinary(t, "../.."), "../../spa/testdata/dist")
	s.waitHealthy(t)
	for _, path := range []string{"/", "/no-such-page"} {
		servertest.Send(t, http.DefaultClient, http.MethodGet, s.url+path)
	}
	s.stop(t)

	stdout, stderr := servertest.JSONLines(t, s.stdout.String()), servertest.JSONLines(t, s.stderr.String())
	// The health checks above came over loopback, as the container's do:
	// the Caddyfile leaves them out.
	access := find(stdout, map[string]string{"logger": "http.log.access", "msg": "handled request"})
	if len(access) != 2 { // /, /no-such-page
		t.Errorf("stdout: %d access lines, want 2 (/ and /no-such-page)\n%s", len(access), s.stdout.String())
	}
	for _, e := range access {
		if req, _ := e["request"].(map[string]any); req["uri"] == "/healthz" {
			t.Errorf("stdout logs the container's health check over loopback: %v", e)
		}
	}
	if got := find(stdout, map[string]string{"logger": "http.handlers.spa", "msg": "not found", "path": "/no-such-page"}); len(got) != 1 {
		t.Errorf("stdout: %d not-found lines for /no-such-page, want 1\n%s", len(got), s.stdout.String())
	}
	for _, msg := range []string{"serving initial configuration", "shutting down apps, then terminating", "shutdown complete"} {
		if len(find(stderr, map[string]string{"msg": msg})) != 1 {
			t.Errorf("stderr: no %q line\n%s", msg, s.stderr.String())
		}
		if len(find(stdout, map[string]string{"msg": msg})) != 0 {
			t.Errorf("stdout has Caddy's %q line: it belongs on stderr", msg)
		}
	}
	for _, logger := range []string{"http.log.access", "http.handlers.spa"} {
		if got := find(stderr, map[string]string{"logger": logger}); len(got) != 0 {
			t.Errorf("stderr has %d %s lines: request lines belong on stdout", len(got), logger)
		}
	}
}

func TestLogsLeaveOutTheContainersHealthCheckOverLoopbackButLogAMonitorsFromOutside(t *testing.T) {
	outside := nonLoopbackAddress(t)
	s := startStudioOn(t, servertest.StudioBinary(t, "../.."), "../../spa/testdata/dist", "") // every interface, as in the container
	s.waitHealthy(t)
	servertest.Send(t, http.DefaultClient, http.MethodGet, s.url+"/healthz")
	_, port, _ := net.SplitHostPort(strings.TrimPrefix(s.url, "http://"))
	servertest.Send(t, http.DefaultClient, http.MethodGet, "http://"+net.JoinHostPort(outside.String(), port)+"/healthz")
	servertest.Send(t, http.DefaultClient, http.MethodGet, s.url+"/about") // logged from loopback too: only /healthz is left out
	s.stop(t)

	var logged []string
	for _, e := range find(servertest.JSONLines(t, s.stdout.String()), map[string]string{"logger": "http.log.access"}) {
		req, _ := e["request"].(map[string]any)
		logged = append(logged, fmt.Sprint(req["uri"], " from ", req["remote_ip"]))
	}
	want := []string{"/healthz from " + outside.String(), "/about from 127.0.0.1"}
	if strings.Join(logged, ", ") != strings.Join(want, ", ") {
		t.Errorf("access lines: %q, want %q\n%s", logged, want, s.stdout.String())
	}
}

// nonLoopbackAddress is an address of this machine that is not loopback: a
// request to it comes from it, as a monitor's would come from outside.
func nonLoopbackAddress(t *testing.T) net.IP {
	t.Helper()
	addrs, err := net.InterfaceAddrs()
	if err != nil {
		t.Fatal(err)
	}
	for _, a := range addrs {
		if n, ok := a.(*net.IPNet); ok && n.IP.To4() != nil && !n.IP.IsLoopback() && !n.IP.IsLinkLocalUnicast() {
			return n.IP
		}
	}
	t.Skip("this machine has no IPv4 address but loopback: no request can come from outside")
	return nil
}

func TestLogsOnAFailedStartTheReasonOnStderrAndExitCode1(t *testing.T) {
	s := startStudio(t, servertest.StudioBinary(t, "../.."), filepath.Join(t.TempDir(), "no-such-build"))
	done := make(chan error, 1)
	go func() { done <- s.cmd.Wait() }()
	select {
	case err := <-done:
		if s.cmd.ProcessState.ExitCode() != 1 {
			t.Errorf("exit: %v, want exit code 1", err)
		}
	case <-time.After(20 * time.Second):
		t.Fatal("still running with a site root that does not exist")
	}
	errs := find(servertest.JSONLines(t, s.stderr.String()), map[string]string{"level": "error"})
	if len(errs) == 0 || !strings.Contains(errs[len(errs)-1]["msg"].(string), "loading initial config") || !strings.Contains(errs[len(errs)-1]["msg"].(string), "no-such-build") {
		t.Errorf("stderr does not say why the start failed:\n%s\nstdout:\n%s", s.stderr.String(), s.stdout.String())
	}
}

// The image's HEALTHCHECK runs `studio healthcheck` with the container's
// environment. A container moved off ports 80 and 443 (on a platform where
// its non-root user may not bind ports under 1024) sets STUDIO_HTTP_PORT and
// STUDIO_HTTPS_PORT for the Caddyfile; the health check must ask there, or
// the container is marked unhealthy while it serves.
func TestHealthcheckAsksTheHTTPSPortTheContainerMovedCaddyTo(t *testing.T) {
	bin := servertest.StudioBinary(t, "../..")
	s := launchStudio(t, bin, filepath.Join("..", "..", "spa", "testdata", "dist"),
		"SITE_ADDRESS=localhost", "STUDIO_HTTP_PORT="+servertest.FreePort(t, "127.0.0.1"), "STUDIO_HTTPS_PORT="+servertest.FreePort(t, "127.0.0.1"))

	var out []byte
	for deadline := time.Now().Add(20 * time.Second); ; time.Sleep(100 * time.Millisecond) {
		check := exec.Command(bin, "healthcheck", "--timeout", "1s")
		check.Env = s.cmd.Env // the container's environment, as its HEALTHCHECK has it
		// Until Caddy's internal CA has issued the certificate, the check
		// passes saying it waits for it; then it says healthy.
		var err error
		if out, err = check.CombinedOutput(); err == nil && string(out) == "healthy\n" {
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("studio healthcheck never said healthy: %v\n%s\nserver's stderr:\n%s", err, out, s.stderr.String())
		}
	}
}

// As the container starts (SITE_ADDRESS=localhost, the admin endpoint on),
// the only warnings are the two of Caddy's redirect server on the HTTP
// port, which has no TLS for HTTP/2 and 3: docs/operations.md (Logs) tells
// ops to expect them, and anything else at warn or above is news. Caddy
// logs that server's redirects with the site's access log.
func TestAContainerStartWarnsOnlyThatTheRedirectServerHasNoTLS(t *testing.T) {
	httpPort, httpsPort := servertest.FreePort(t, "127.0.0.1"), servertest.FreePort(t, "127.0.0.1")
	s := launchStudio(t, servertest.StudioBinary(t, "../.."), filepath.Join("..", "..", "spa", "testdata", "dist"),
		"SITE_ADDRESS=localhost", "STUDIO_HTTP_PORT="+httpPort, "STUDIO_HTTPS_PORT="+httpsPort,
		"STUDIO_ADMIN=localhost:"+servertest.FreePort(t, "127.0.0.1"))
	s.url = "https://localhost:" + httpsPort
	s.waitHealthy(t)
	noRedirects := &http.Client{CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }}
	if resp, _ := servertest.Send(t, noRedirects, http.MethodGet, "http://localhost:"+httpPort+"/about"); resp.StatusCode != http.StatusPermanentRedirect {
		t.Errorf("http:// /about: %d, want 308", resp.StatusCode)
	}
	insecure := &http.Client{Transport: &http.Transport{
		TLSClientConfig: &tls.Config{InsecureSkipVerify: true}, //nolint:gosec // loopback, Caddy's internal CA
	}}
	servertest.Send(t, insecure, http.MethodGet, s.url+"/contact")
	s.stop(t)

	var warned []string
	for _, e := range servertest.JSONLines(t, s.stderr.String()) {
		if e["level"] != "info" && e["level"] != "debug" && e["msg"] != "exiting; byeee!! 👋" { // Caddy logs its exit on SIGTERM at warn
			warned = append(warned, fmt.Sprint(e["level"], " ", e["msg"], " ", e["addr"]))
		}
	}
	want := []string{"warn HTTP/2 skipped because it requires TLS :" + httpPort, "warn HTTP/3 skipped because it requires TLS :" + httpPort}
	if !slices.Equal(warned, want) {
		t.Errorf("warnings and errors at start: %q, want only %q\nstderr:\n%s", warned, want, s.stderr.String())
	}
	var logged []string
	for _, e := range find(servertest.JSONLines(t, s.stdout.String()), map[string]string{"logger": "http.log.access"}) {
		req, _ := e["request"].(map[string]any)
		logged = append(logged, fmt.Sprint(req["uri"], " ", e["status"]))
	}
	if want := []string{"/about 308", "/contact 200"}; !slices.Equal(logged, want) {
		t.Errorf("access lines for %q, want %q\n%s", logged, want, s.stdout.String())
	}
}

func TestMain(m *testing.M) {
	code := m.Run()
	servertest.RemoveStudioBinary()
	os.Exit(code)
}
