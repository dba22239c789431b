package systemtest

// What only the running container answers: the image started with the
// unmodified docker-compose.yml, as ops start it. make test-container
// (scripts/container-test.sh) starts it with Docker Compose against
// podman's API and runs these tests after the Playwright suite; elsewhere
// they skip. They run in this file's order: the last one stops the
// container.
//
//	STUDIO_TEST_COMPOSE   the Docker Compose binary; DOCKER_HOST and
//	                      COMPOSE_PROJECT_NAME name the running project
//	HTTP_PORT, HTTPS_PORT the ports the compose file published

import (
	"bufio"
	"bytes"
	"crypto/tls"
	"encoding/json"
	"fmt"
	"io"
	"net"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/chowkstudio/studio/internal/servertest"
	"github.com/quic-go/quic-go/http3"
)

type runningContainer struct {
	compose             string
	httpPort, httpsPort string
	id                  string
	insecure            *http.Client
}

// startedContainer is the compose project's site container, or a skip
// when no test run started one.
func startedContainer(t *testing.T) *runningContainer {
	t.Helper()
	c := &runningContainer{compose: os.Getenv("STUDIO_TEST_COMPOSE"), httpPort: os.Getenv("HTTP_PORT"), httpsPort: os.Getenv("HTTPS_PORT")}
	if c.compose == "" {
		t.Skip("no container to test: make test-container starts one")
	}
	if c.httpPort == "" || c.httpsPort == "" {
		t.Fatal("HTTP_PORT and HTTPS_PORT name the ports the compose file published")
	}
	c.id = strings.TrimSpace(c.run(t, "compose", "ps", "--all", "--quiet", "site"))
	if c.id == "" {
		t.Fatal("the compose project has no site container")
	}
	c.insecure = &http.Client{
		Transport:     &http.Transport{TLSClientConfig: localhostTLS(), ForceAttemptHTTP2: true},
		Timeout:       10 * time.Second,
		CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse },
	}
	return c
}

// localhostTLS is a client's TLS config for the site at localhost, whose
// certificate comes from Caddy's internal CA, which nothing here trusts.
func localhostTLS() *tls.Config {
	return &tls.Config{InsecureSkipVerify: true, ServerName: "localhost"}
}

// run runs compose (its first argument "compose") or podman with args, from
// the project's folder, and returns what it printed on stdout.
func (c *runningContainer) run(t *testing.T, tool string, args ...string) string {
	t.Helper()
	out, err := c.try(tool, args...)
	if err != nil {
		t.Fatalf("%s %s: %v", tool, strings.Join(args, " "), err)
	}
	return out
}

func (c *runningContainer) try(tool string, args ...string) (string, error) {
	name := tool
	if tool == "compose" {
		name = c.compose
	}
	cmd := exec.Command(name, args...)
	cmd.Dir = repoRoot
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
		return string(out), fmt.Errorf("%v: %s", err, bytes.TrimSpace(stderr.Bytes()))
	}
	return string(out), nil
}

func (c *runningContainer) inspect(t *testing.T, format string) string {
	t.Helper()
	return strings.TrimSpace(c.run(t, "podman", "inspect", "--format", format, c.id))
}

// health runs the image's health check once, as podman's systemd timer
// would (there is no systemd where CI runs), and returns the status that
// compose then reports.
func (c *runningContainer) health(t *testing.T) string {
	t.Helper()
	_, _ = c.try("podman", "healthcheck", "run", c.id) // fails while unhealthy
	var ps struct{ Health string }
	if err := json.Unmarshal([]byte(c.run(t, "compose", "ps", "--format", "json", "site")), &ps); err != nil {
		t.Fatalf("docker compose ps: %v", err)
	}
	return ps.Health
}

// askHealthUntil runs the site's health check every second until stop is
// closed, as podman's systemd timer would: compose up --wait waits on it.
func (c *runningContainer) askHealthUntil(stop <-chan struct{}) {
	for {
		select {
		case <-stop:
			return
		case <-time.After(time.Second):
			if id, err := c.try("compose", "ps", "--quiet", "site"); err == nil && strings.TrimSpace(id) != "" {
				_, _ = c.try("podman", "healthcheck", "run", strings.TrimSpace(id))
			}
		}
	}
}

// healthBecomes runs the health check until compose reports want, for up
// to a minute: failures within the compose file's start_period (20 s) do
// not count, and it takes 3 in a row (retries) to be unhealthy.
func (c *runningContainer) healthBecomes(t *testing.T, want string) {
	t.Helper()
	got := ""
	for deadline := time.Now().Add(time.Minute); time.Now().Before(deadline); {
		if got = c.health(t); got == want {
			return
		}
	}
	t.Fatalf("health is still %q after a minute of checks, want %q", got, want)
}

// answers waits, for up to 30 s, until the site answers over HTTPS.
func (c *runningContainer) answers(t *testing.T) {
	t.Helper()
	deadline := time.Now().Add(30 * time.Second)
	for {
		resp, err := c.insecure.Get(c.siteURL("/healthz"))
		if err == nil {
			resp.Body.Close()
			if resp.StatusCode == http.StatusOK {
				return
			}
		}
		if time.Now().After(deadline) {
			t.Fatalf("the site does not answer over HTTPS after 30 s: %v", err)
		}
		time.Sleep(200 * time.Millisecond)
	}
}

// logs is what docker compose logs shows of the site.
func (c *runningContainer) logs(t *testing.T) string {
	t.Helper()
	return c.run(t, "compose", "logs", "--no-log-prefix", "site")
}

// waitForLog polls the logs until one line matches, for up to 15 s.
func (c *runningContainer) waitForLog(t *testing.T, match func(map[string]any) bool) {
	t.Helper()
	deadline := time.Now().Add(15 * time.Second)
	for {
		if slices.ContainsFunc(servertest.JSONLines(t, c.logs(t)), match) {
			return
		}
		if time.Now().After(deadline) {
			t.Fatalf("no such log line within 15 s; the logs:\n%s", c.logs(t))
		}
		time.Sleep(200 * time.Millisecond)
	}
}

func (c *runningContainer) siteURL(path string) string {
	return "https://localhost:" + c.httpsPort + path
}

func TestRunningContainerRunsAsUID65532OnAReadOnlyRoot(t *testing.T) {
	c := startedContainer(t)
	// The server's process as the kernel sees it (podman runs as root here,
	// so its user IDs are the container's).
	proc := "/proc/" + c.inspect(t, "{{.State.Pid}}")
	status, err := os.ReadFile(proc + "/status")
	if err != nil {
		t.Fatal(err)
	}
	uids := regexp.MustCompile(`(?m)^Uid:\s+(.*)$`).FindSubmatch(status)
	if uids == nil || !slices.Equal(strings.Fields(string(uids[1])), []string{"65532", "65532", "65532", "65532"}) {
		t.Errorf("the server runs with user IDs %q (real, effective, saved, filesystem), want 65532", uids)
	}
	mounts, err := os.ReadFile(proc + "/mountinfo")
	if err != nil {
		t.Fatal(err)
	}
	root := ""
	for line := range strings.Lines(string(mounts)) {
		if f := strings.Fields(line); len(f) > 5 && f[4] == "/" {
			root = f[5]
		}
	}
	if !slices.Contains(strings.Split(root, ","), "ro") {
		t.Errorf("the root filesystem is mounted %q, want ro", root)
	}
}

func TestRunningContainerReportsHealthyThenUnhealthyWhenTheSiteStopsAnswering(t *testing.T) {
	c := startedContainer(t)
	c.healthBecomes(t, "healthy")

	// SIGSTOP freezes the server: it still holds its ports but answers nothing.
	c.run(t, "compose", "kill", "--signal", "SIGSTOP", "site")
	t.Cleanup(func() {
		c.run(t, "compose", "kill", "--signal", "SIGCONT", "site")
		c.healthBecomes(t, "healthy")
	})
	c.healthBecomes(t, "unhealthy")
}

func TestRunningContainerServesTheSameCAAndCertificateAfterARestart(t *testing.T) {
	c := startedContainer(t)
	chain := func() []string {
		conn, err := tls.Dial("tcp", "localhost:"+c.httpsPort, localhostTLS())
		if err != nil {
			t.Fatalf("TLS to the published port: %v", err)
		}
		defer conn.Close()
		var names []string
		for _, cert := range conn.ConnectionState().PeerCertificates {
			names = append(names, fmt.Sprintf("%s from %s, serial %s", cert.Subject.CommonName, cert.Issuer.CommonName, cert.SerialNumber))
		}
		return names
	}
	before := chain()
	if len(before) < 2 || !strings.Contains(before[1], "Caddy Local Authority") {
		t.Fatalf("served chain %v: want the site certificate and Caddy's local CA", before)
	}

	c.run(t, "compose", "restart", "site")
	c.healthBecomes(t, "healthy")
	c.answers(t)
	if after := chain(); !slices.Equal(after, before) {
		t.Errorf("after a restart the chain is\n%v\nwas\n%v: the caddy_data volume did not keep it", after, before)
	}
}

func TestRunningContainerRedirectsHTTPToThePublishedHTTPSPort(t *testing.T) {
	c := startedContainer(t)
	resp, _ := servertest.Send(t, c.insecure, "GET", "http://localhost:"+c.httpPort+"/about?x=1")
	if want := c.siteURL("/about?x=1"); resp.StatusCode != http.StatusPermanentRedirect || resp.Header.Get("Location") != want {
		t.Errorf("http:// answers %d to %q, want 308 to %s", resp.StatusCode, resp.Header.Get("Location"), want)
	}
}

func TestRunningContainerAnswersHTTP3OnThePublishedPort(t *testing.T) {
	c := startedContainer(t)
	resp, _ := servertest.Send(t, c.insecure, "GET", c.siteURL("/about"))
	if alt, want := resp.Header.Get("Alt-Svc"), `h3=":`+c.httpsPort+`"`; !strings.Contains(alt, want) {
		t.Errorf("Alt-Svc = %q, want %s", alt, want)
	}

	transport := &http3.Transport{TLSClientConfig: localhostTLS()}
	defer transport.Close()
	resp, body := servertest.Send(t, &http.Client{Transport: transport, Timeout: 10 * time.Second}, "GET", c.siteURL("/about"))
	if resp.ProtoMajor != 3 || resp.StatusCode != http.StatusOK || !bytes.Contains(body, []byte("<main")) {
		t.Errorf("over UDP: %s %d with %d bytes, want HTTP/3 200 with the page", resp.Proto, resp.StatusCode, len(body))
	}
}

func TestRunningContainerLogsRequestsAndNotFoundPagesAsJSON(t *testing.T) {
	c := startedContainer(t)
	missing := fmt.Sprintf("/no-such-page-%d", time.Now().UnixNano())
	if resp, _ := servertest.Send(t, c.insecure, "GET", c.siteURL(missing)); resp.StatusCode != http.StatusNotFound {
		t.Fatalf("%s answered %d, want 404", missing, resp.StatusCode)
	}
	// lines fails on any line that is not JSON.
	c.waitForLog(t, func(l map[string]any) bool {
		request, _ := l["request"].(map[string]any)
		return strings.HasPrefix(fmt.Sprint(l["logger"]), "http.log.access") && request["uri"] == missing && l["status"] == float64(404)
	})
	c.waitForLog(t, func(l map[string]any) bool {
		return l["logger"] == "http.handlers.spa" && l["msg"] == "not found" && strings.Contains(fmt.Sprint(l), missing)
	})
}

// Prometheus metrics answer on the container's own network, at port 9180,
// and nowhere on the host: the port is not published.
func TestRunningContainerServesMetricsOnItsNetworkOnly(t *testing.T) {
	c := startedContainer(t)
	if published := c.run(t, "podman", "port", c.id); strings.Contains(published, "9180") {
		t.Errorf("the metrics port is published: %s", published)
	}
	ip := strings.TrimSpace(c.run(t, "podman", "inspect", "--format", "{{range .NetworkSettings.Networks}}{{.IPAddress}}{{end}}", c.id))
	resp, body := servertest.Send(t, &http.Client{Timeout: 5 * time.Second}, "GET", "http://"+net.JoinHostPort(ip, "9180")+"/metrics")
	if resp.StatusCode != http.StatusOK || !strings.Contains(string(body), "caddy_http_requests_total") {
		t.Errorf("GET http://%s:9180/metrics = %d, %d bytes: want Caddy's request metrics", ip, resp.StatusCode, len(body))
	}
}

// The server's image says which server it is: the commit that last
// changed its files (make container and ops/site.sh deploy stamp it).
func TestRunningContainerImageNamesItsServersVersion(t *testing.T) {
	c := startedContainer(t)
	image := strings.TrimSpace(c.run(t, "podman", "inspect", "--format", "{{.Image}}", c.id))
	var labels map[string]string
	if err := json.Unmarshal([]byte(c.run(t, "podman", "image", "inspect", "--format", "{{json .Labels}}", image)), &labels); err != nil {
		t.Fatal(err)
	}
	want, err := exec.Command("git", "-C", repoRoot, "log", "-1", "--format=%h", "--", "cmd", "spa", "internal", "go.mod", "go.sum", "Caddyfile", "Dockerfile").Output()
	if err != nil {
		t.Fatal(err)
	}
	for _, label := range []string{"org.opencontainers.image.revision", "org.opencontainers.image.version"} {
		if got := labels[label]; got != strings.TrimSpace(string(want)) {
			t.Errorf("%s label %q, want the server's last commit %s", label, got, want)
		}
	}
}

// testRun runs make test-container's script as a project of its own beside
// the one under test, with env, and returns its exit code and output; it
// fails t if the run leaves a container, volume or network behind.
func (c *runningContainer) testRun(t *testing.T, env ...string) (int, []string) {
	t.Helper()
	project := fmt.Sprintf("chowk-studio-test-%d", time.Now().UnixNano())
	cmd := exec.Command("bash", "scripts/container-test.sh")
	cmd.Dir = repoRoot
	cmd.Env = append(os.Environ(), append([]string{"CONTAINER_TEST_PROJECT=" + project, "COMPOSE=" + c.compose, "HTTP_PORT=", "HTTPS_PORT="}, env...)...)
	start := time.Now()
	out, _ := cmd.CombinedOutput()
	t.Logf("the run took %v", time.Since(start).Round(100*time.Millisecond))
	for _, list := range [][]string{{"container", "ls", "--all"}, {"volume", "ls"}, {"network", "ls"}} {
		if left := c.run(t, "podman", append(list, "--quiet", "--filter", "label=com.docker.compose.project="+project)...); strings.TrimSpace(left) != "" {
			t.Errorf("the run left a %s behind: %s", list[0], left)
		}
	}
	return cmd.ProcessState.ExitCode(), strings.Split(strings.TrimSpace(string(out)), "\n")
}

func TestRunningContainerATestRunOnATakenPortEndsWithOneMessage(t *testing.T) {
	c := startedContainer(t)
	code, out := c.testRun(t, "HTTPS_PORT="+c.httpsPort)
	last := out[len(out)-1]
	if code != 1 || !strings.HasPrefix(last, "make test-container: ") || !strings.Contains(last, c.httpsPort) || !strings.Contains(last, "taken") {
		t.Errorf("exit %d, last line %q: want 1 and a message naming the taken port", code, last)
	}
}

func TestRunningContainerATestRunWhoseContainerNeverTurnsHealthyEndsWithItsLogs(t *testing.T) {
	c := startedContainer(t)
	// A health check that can never pass: it asks for a path the site does not have.
	override := filepath.Join(t.TempDir(), "unhealthy.yml")
	if err := os.WriteFile(override, []byte("services:\n  site:\n    healthcheck:\n      test: [\"CMD\", \"/usr/bin/studio\", \"healthcheck\", \"--path\", \"/no-such-health-path\"]\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	compose, _ := filepath.Abs(filepath.Join(repoRoot, "docker-compose.yml"))
	code, out := c.testRun(t, "COMPOSE_FILE="+compose+string(os.PathListSeparator)+override, "HEALTHY_WITHIN=5")
	logs := slices.Index(out, "--- the container's last log lines:")
	if last := out[len(out)-1]; code != 1 || last != "make test-container: the container did not turn healthy within 5 s" || logs < 0 || logs > len(out)-3 {
		t.Errorf("exit %d, output %q: want 1, the container's log lines, and the one message", code, out)
	}
}

// recreate starts the site's container again with env added to compose's,
// and waits until it is healthy and answers.
func (c *runningContainer) recreate(t *testing.T, env ...string) {
	t.Helper()
	c.up(t, env...)
	c.healthBecomes(t, "healthy")
	c.answers(t)
}

// up starts the site's container again with env added to compose's.
func (c *runningContainer) up(t *testing.T, env ...string) {
	t.Helper()
	cmd := exec.Command(c.compose, "up", "--detach", "--no-build")
	cmd.Dir, cmd.Env = repoRoot, append(os.Environ(), env...)
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("docker compose up %v: %v\n%s", env, err, out)
	}
	c.id = strings.TrimSpace(c.run(t, "compose", "ps", "--all", "--quiet", "site"))
}

// A deploy whose .env lost SITE_ADDRESS serves localhost, but compose
// shows it unhealthy and its health output says why.
func TestRunningContainerWithoutASiteAddressIsUnhealthyAndSaysWhy(t *testing.T) {
	c := startedContainer(t)
	c.up(t, "SITE_ADDRESS=")
	t.Cleanup(func() { c.recreate(t) })
	c.healthBecomes(t, "unhealthy")
	if out := c.inspect(t, "{{json .State.Health}}"); !strings.Contains(out, "SITE_ADDRESS is not set") {
		t.Errorf("the health output %s does not say that SITE_ADDRESS is not set", out)
	}
	c.answers(t)
}

// STUDIO_DEMO_ADMIN=off in .env reaches the container: the admin is not
// found there, and the public pages are served.
func TestRunningContainerWithTheDemoAdminOffAnswersItsAddressesNotFound(t *testing.T) {
	c := startedContainer(t)
	c.recreate(t, "STUDIO_DEMO_ADMIN=off")
	t.Cleanup(func() { c.recreate(t) })
	for path, want := range map[string]int{"/admin": http.StatusNotFound, "/admin/": http.StatusNotFound, "/about": http.StatusOK} {
		resp, err := c.insecure.Get(c.siteURL(path))
		if err != nil {
			t.Fatal(err)
		}
		resp.Body.Close()
		if resp.StatusCode != want {
			t.Errorf("GET %s: %d, want %d", path, resp.StatusCode, want)
		}
	}
}

// ops/site.sh rollback-server, one command, starts the server image
// deployed before the running one: here after an upgrade to a newer image
// (the running one, built later), back to the one make container built.
func TestRunningContainerRollsBackToThePreviousServerInOneCommand(t *testing.T) {
	c := startedContainer(t)
	image := func() string { return strings.TrimSpace(c.run(t, "podman", "inspect", "--format", "{{.Image}}", c.id)) }
	first := image()
	firstVersion := strings.TrimSpace(c.run(t, "podman", "image", "inspect", "--format", `{{index .Labels "org.opencontainers.image.version"}}`, first))
	if _, err := c.try("podman", "image", "exists", "chowk-studio-site:"+firstVersion); err != nil {
		t.Fatalf("the running image is not tagged with its version %s", firstVersion)
	}

	// The upgrade: a newer build, tagged as a deploy tags it, started.
	next := fmt.Sprintf("upgrade-%d", time.Now().UnixNano())
	containerfile := filepath.Join(t.TempDir(), "Containerfile")
	label := fmt.Sprintf("FROM chowk-studio-site:latest\nLABEL org.opencontainers.image.version=%s\n", next)
	if err := os.WriteFile(containerfile, []byte(label), 0o644); err != nil {
		t.Fatal(err)
	}
	c.run(t, "podman", "build", "--quiet", "--format", "docker", "--tag", "chowk-studio-site:"+next, "--file", containerfile, filepath.Dir(containerfile))
	t.Cleanup(func() {
		_, _ = c.try("podman", "tag", first, "chowk-studio-site:latest")
		c.recreate(t)
		_, _ = c.try("podman", "rmi", "chowk-studio-site:"+next)
	})
	c.run(t, "podman", "tag", "chowk-studio-site:"+next, "chowk-studio-site:latest")
	c.recreate(t)
	upgraded := image()
	if upgraded == first {
		t.Fatal("the upgrade did not start the newer image")
	}

	// Back, in one command. It waits for the container's health, which
	// podman here reports only when asked (no systemd timers): asked every second.
	stop := make(chan struct{})
	go c.askHealthUntil(stop)
	// Under 50 requests a second: what a new server container costs
	// visitors, measured (docs/performance.md), not yet a goal.
	load := &servertest.Load{URL: c.siteURL(""), Every: 40 * time.Millisecond, Clients: servertest.Clients("localhost"), Paths: []string{"/", "/about", "/blog", "/robots.txt"}}
	loaded := make(chan struct{})
	go func() { load.Run(stop); close(loaded) }()
	rollback := exec.Command(filepath.Join(repoRoot, "ops", "site.sh"), "rollback-server")
	rollback.Env = append(os.Environ(), "DOCKER=podman", "COMPOSE="+c.compose)
	out, err := rollback.CombinedOutput()
	close(stop)
	<-loaded
	requests, failures := load.Result()
	failed := 0
	if failures != "" {
		failed = strings.Count(failures, "\n") + 1
	}
	t.Logf("the server's container recreated under 50 requests a second: %d of %d requests failed", failed, requests)
	if err != nil {
		t.Fatalf("ops/site.sh rollback-server: %v\n%s", err, out)
	}
	if want := "rolled the server back from " + next + " to " + firstVersion; !strings.Contains(string(out), want) {
		t.Errorf("ops/site.sh rollback-server said %q, want %q", out, want)
	}
	c.id = strings.TrimSpace(c.run(t, "compose", "ps", "--all", "--quiet", "site"))
	if now := image(); now != first {
		t.Errorf("after the rollback the container runs %s, want the first image %s", now, first)
	}
	c.answers(t)
	list := exec.Command(filepath.Join(repoRoot, "ops", "site.sh"), "servers")
	list.Env = rollback.Env
	servers, _ := list.CombinedOutput()
	if !regexp.MustCompile(`(?m)^\* `+regexp.QuoteMeta(firstVersion)+` `).Match(servers) || !strings.Contains(string(servers), next) {
		t.Errorf("ops/site.sh servers:\n%s\nwant both images, the running one marked", servers)
	}
}

// The last test: it stops the container.
func TestRunningContainerStopsWithinTheGracePeriodAndFinishesARequestInFlight(t *testing.T) {
	c := startedContainer(t)
	// The page's largest script, uncompressed, asked for many times in a
	// row on one connection (HTTP/1.1 pipelining) by a client that reads
	// nothing until the server has been told to stop: more than the socket
	// buffers hold, so the server is still sending one of them then.
	_, page := servertest.Send(t, c.insecure, "GET", c.siteURL("/"))
	script := regexp.MustCompile(`/assets/react-dom-[\w-]+\.js`).Find(page)
	if script == nil {
		t.Fatal("the home page links no react-dom script")
	}
	_, whole := servertest.Send(t, c.insecure, "GET", c.siteURL(string(script)))
	// Written at once, the requests reach the server in one TLS record, which
	// it reads whole: none is left unread in its socket when it closes the
	// connection (that would reset it, and lose what this client has not yet
	// read). The small receive buffer keeps the responses at the server.
	const requests = 30
	tag := fmt.Sprintf("t=%d", time.Now().UnixNano()%1e9)
	var asked bytes.Buffer
	for i := range requests {
		fmt.Fprintf(&asked, "GET %s?%s-%d HTTP/1.1\r\nHost: localhost\r\n\r\n", script, tag, i)
	}
	dialer := &net.Dialer{Control: func(_, _ string, raw syscall.RawConn) error {
		return raw.Control(func(fd uintptr) { _ = syscall.SetsockoptInt(int(fd), syscall.SOL_SOCKET, syscall.SO_RCVBUF, 4096) })
	}}
	http1 := localhostTLS()
	http1.NextProtos = []string{"http/1.1"}
	conn, err := tls.DialWithDialer(dialer, "tcp", "localhost:"+c.httpsPort, http1)
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close()
	if _, err := conn.Write(asked.Bytes()); err != nil {
		t.Fatal(err)
	}
	downloads := bufio.NewReader(conn)
	if _, err := downloads.Peek(1); err != nil {
		t.Fatal(err)
	}

	start := time.Now()
	stopped := make(chan error, 1)
	go func() { _, err := c.try("compose", "stop", "site"); stopped <- err }()
	c.waitForLog(t, func(l map[string]any) bool { return l["msg"] == "shutting down apps, then terminating" })
	// An access log line is written when its response has been sent.
	sent := 0
	for _, l := range servertest.JSONLines(t, c.logs(t)) {
		if request, _ := l["request"].(map[string]any); strings.Contains(fmt.Sprint(request["uri"]), tag) {
			sent++
		}
	}

	received := 0
	for ; ; received++ {
		resp, err := http.ReadResponse(downloads, nil)
		if err != nil {
			break // the server closed the connection
		}
		body, err := io.ReadAll(resp.Body)
		if resp.StatusCode != http.StatusOK || err != nil || !bytes.Equal(body, whole) {
			t.Fatalf("download %d: %d with %d of %d bytes (%v)", received+1, resp.StatusCode, len(body), len(whole), err)
		}
	}
	t.Logf("%d downloads whole, %d of them sent before the stop", received, sent)
	if received != sent+1 || received == requests {
		t.Errorf("%d whole downloads of %d asked for; %d had been sent when the server was told to stop: want the one in flight finished too, and no more", received, requests, sent)
	}
	if err := <-stopped; err != nil {
		t.Fatalf("docker compose stop: %v", err)
	}
	// The Caddyfile's grace_period, within the compose file's stop_grace_period.
	if took, grace := time.Since(start), caddyfileGracePeriod(t); took > grace {
		t.Errorf("stopping took %v, more than the %v grace period", took, grace)
	}
	if exit := c.inspect(t, "{{.State.Status}} {{.State.ExitCode}}"); exit != "exited 0" {
		t.Errorf("the container ended %q, want exited 0 (not killed)", exit)
	}
}
