package systemtest

import (
	"context"
	"crypto/tls"
	"net"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/chowkstudio/studio/internal/servertest"
)

// The compose file with HTTPS_PORT=8443 (a trial where the machine's 443 is
// taken), run as the container runs it: the site listens on the published
// port, plain HTTP redirects there and not to 443, HTTP/3 is advertised
// there, and the container's health check finds it. The inside HTTP port
// is a free one here, where the container's is 80.
func TestComposeOnAnotherHTTPSPortSendsVisitorsToThatPort(t *testing.T) {
	bin := servertest.StudioBinary(t, repoRoot)
	httpsPort, httpPort := servertest.FreePort(t, "127.0.0.1"), servertest.FreePort(t, "127.0.0.1")
	service, err := loadCompose(t, "SITE_ADDRESS=localhost", "HTTPS_PORT="+httpsPort).GetService("site")
	if err != nil {
		t.Fatal(err)
	}
	var env []string
	for _, k := range []string{"SITE_ADDRESS", "STUDIO_PUBLIC_HTTPS_PORT"} {
		v := service.Environment[k]
		if v == nil {
			t.Fatalf("compose sets no %s", k)
		}
		env = append(env, k+"="+*v)
	}
	env = append(env, "STUDIO_HTTP_PORT="+httpPort)
	env = append(env, "SITE_ROOT="+filepath.Join(repoRoot, "spa", "testdata", "dist"), "STUDIO_ADMIN=off",
		"XDG_DATA_HOME="+filepath.Join(t.TempDir(), "data"), "XDG_CONFIG_HOME="+filepath.Join(t.TempDir(), "config"))
	server := exec.Command(bin, "run", "--config", filepath.Join(repoRoot, "Caddyfile"))
	server.Env = append(os.Environ(), env...)
	if err := server.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = server.Process.Kill(); _ = server.Wait() })

	// The container's HEALTHCHECK: the binary, with the container's
	// environment, once the site has started.
	check := exec.Command(bin, "healthcheck")
	check.Env = server.Env
	out, err := check.CombinedOutput()
	for deadline := time.Now().Add(20 * time.Second); err != nil && time.Now().Before(deadline); time.Sleep(200 * time.Millisecond) {
		out, err = check.CombinedOutput()
		check = exec.Command(bin, "healthcheck")
		check.Env = server.Env
	}
	if err != nil {
		t.Fatalf("studio healthcheck: %v\n%s", err, out)
	}

	toLoopback := func(ctx context.Context, network, addr string) (net.Conn, error) {
		_, port, _ := net.SplitHostPort(addr)
		return (&net.Dialer{}).DialContext(ctx, network, net.JoinHostPort("127.0.0.1", port))
	}
	client := &http.Client{
		Transport: &http.Transport{
			DialContext:     toLoopback,
			TLSClientConfig: &tls.Config{InsecureSkipVerify: true}, //nolint:gosec // loopback, Caddy's internal CA
		},
		CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse },
	}
	resp, err := client.Get("http://localhost:" + httpPort + "/about?x=1")
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	if want := "https://localhost:" + httpsPort + "/about?x=1"; resp.StatusCode != http.StatusPermanentRedirect || resp.Header.Get("Location") != want {
		t.Errorf("http:// answered %d to %q, want 308 to %q", resp.StatusCode, resp.Header.Get("Location"), want)
	}

	resp, err = client.Get("https://localhost:" + httpsPort + "/about")
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		t.Errorf("https://localhost:%s/about: %d", httpsPort, resp.StatusCode)
	}
	if altSvc := resp.Header.Get("Alt-Svc"); !strings.Contains(altSvc, `h3=":`+httpsPort+`"`) {
		t.Errorf("Alt-Svc %q: HTTP/3 not advertised on the published port %s", altSvc, httpsPort)
	}
}

func TestMain(m *testing.M) {
	code := m.Run()
	servertest.RemoveStudioBinary()
	os.Exit(code)
}
