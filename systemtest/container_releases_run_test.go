package systemtest

// Releases in the running compose stack (docs/operations.md, "Releases"):
// publishing through the operator's command, rolling back, and deploying
// new site code, under load, with nothing dropped and the server's
// container never recreated. make test-container runs these after the
// Playwright suite (container_run_test.go's startedContainer); each leaves
// the defaults' release live.

import (
	"bytes"
	"encoding/base64"
	"encoding/json"
	"fmt"
	"image"
	"image/color"
	"image/png"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/chowkstudio/studio/internal/servertest"
)

// ops runs ops/site.sh with args against the project under test; stdin, if
// given, is its input. It returns the exit code, stdout and stderr.
func (c *runningContainer) ops(t *testing.T, args ...string) (int, string, string) {
	t.Helper()
	cmd := exec.Command(filepath.Join(repoRoot, "ops", "site.sh"), args...)
	cmd.Env = append(os.Environ(), "DOCKER=podman", "COMPOSE="+c.compose)
	var stdout, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	_ = cmd.Run()
	return cmd.ProcessState.ExitCode(), stdout.String(), stderr.String()
}

// liveRelease is the id ops/site.sh releases marks live.
func (c *runningContainer) liveRelease(t *testing.T) string {
	t.Helper()
	code, out, stderr := c.ops(t, "releases")
	if code != 0 {
		t.Fatalf("ops/site.sh releases: %d %s", code, stderr)
	}
	m := regexp.MustCompile(`(?m)^\*\s+(\S+)`).FindStringSubmatch(out)
	if m == nil {
		t.Fatalf("ops/site.sh releases marks no release live:\n%s", out)
	}
	return m[1]
}

// loadTestExport writes an export of the defaults whose first post is
// titled "Load test <n>", its cover a photo of that seed (none for seed
// 0), and returns its path.
func loadTestExport(t *testing.T, n, seed int) string {
	t.Helper()
	var bundle map[string]any
	if err := json.Unmarshal([]byte(readFile(t, "site/published/content.json")), &bundle); err != nil {
		t.Fatal(err)
	}
	data := bundle["data"].(map[string]any)
	data["posts"].([]any)[0].(map[string]any)["title"] = fmt.Sprintf("Load test %d", n)
	if seed > 0 {
		img := image.NewRGBA(image.Rect(0, 0, 900, 600))
		for x := range 900 {
			for y := range 600 {
				img.Set(x, y, color.RGBA{uint8(x * seed), uint8(y + seed*40), uint8(x ^ y), 255})
			}
		}
		var photo bytes.Buffer
		if err := png.Encode(&photo, img); err != nil {
			t.Fatal(err)
		}
		data["posts"].([]any)[0].(map[string]any)["image"] = "data:image/png;base64," + base64.StdEncoding.EncodeToString(photo.Bytes())
	}
	out, _ := json.Marshal(bundle)
	file := filepath.Join(t.TempDir(), fmt.Sprintf("chowk-cms-load-%d.json", n))
	if err := os.WriteFile(file, out, 0o644); err != nil {
		t.Fatal(err)
	}
	return file
}

var loadTestTitle = regexp.MustCompile(`Load test (\d+)`)

// releaseOfBlog names the release a /blog page is from: its load-test
// number, or "defaults".
func releaseOfBlog(path string, body []byte) string {
	if path != "/blog" {
		return ""
	}
	if m := loadTestTitle.FindSubmatch(body); m != nil {
		return string(m[1])
	}
	return "defaults"
}

func TestRunningContainerPublishesAndRollsBackUnderLoadWithNoRequestDropped(t *testing.T) {
	c := startedContainer(t)
	defaults := c.liveRelease(t)
	container := c.id
	t.Cleanup(func() { c.ops(t, "rollback", defaults) })

	switches := servertest.NewSwitches("defaults")
	load := &servertest.Load{
		URL: c.siteURL(""), Every: 20 * time.Millisecond, Clients: servertest.Clients("localhost"), Switches: switches,
		Paths:   []string{"/", "/blog", "/about", "/blog/1", "/robots.txt", "/favicon.svg"},
		Release: releaseOfBlog,
	}
	stop, done := make(chan struct{}), make(chan struct{})
	go func() { load.Run(stop); close(done) }()

	publish := func(n, seed int, from string) string {
		t.Helper()
		ended := switches.Begin(from, strconv.Itoa(n))
		code, out, stderr := c.ops(t, "publish", loadTestExport(t, n, seed))
		ended()
		if code != 0 || !strings.Contains(out, "switched to release") {
			t.Fatalf("ops/site.sh publish: exit %d\n%s\n%s", code, out, stderr)
		}
		return c.liveRelease(t)
	}
	publish(1, 1, "defaults")
	// A photo of release 1, which release 2 no longer names.
	resp, page := servertest.Send(t, c.insecure, http.MethodGet, c.siteURL("/blog"))
	photo := regexp.MustCompile(`/assets/media/[0-9a-f]{16}-\d+w\.(?:webp|avif)`).Find(page)
	if resp.StatusCode != http.StatusOK || photo == nil {
		t.Fatalf("release 1's /blog (%d) names no published photo", resp.StatusCode)
	}
	second := publish(2, 0, "1")

	// A bad export: one line, nothing switched.
	bad := loadTestExport(t, 3, 0)
	if err := os.WriteFile(bad, bytes.Replace(mustRead(t, bad), []byte(`"date":"`), []byte(`"date":"someday`), 1), 0o644); err != nil {
		t.Fatal(err)
	}
	if code, out, stderr := c.ops(t, "publish", bad); code != 1 || out != "" || !strings.HasSuffix(strings.TrimSpace(stderr), "Nothing was switched.") || c.liveRelease(t) != second {
		t.Errorf("a bad export: exit %d, %q, %q, live %s; want 1, one line, release %s still live", code, out, stderr, c.liveRelease(t), second)
	}

	// Back to the defaults: served within 2 s of the command.
	started := time.Now()
	ended := switches.Begin("2", "defaults")
	if code, _, stderr := c.ops(t, "rollback", defaults); code != 0 {
		t.Fatalf("ops/site.sh rollback %s: %d %s", defaults, code, stderr)
	}
	ended()
	for {
		_, body := servertest.Send(t, c.insecure, http.MethodGet, c.siteURL("/blog"))
		if releaseOfBlog("/blog", body) == "defaults" {
			break
		}
		if time.Since(started) > 2*time.Second {
			t.Fatal("the defaults were not served 2 s after the rollback began")
		}
	}
	t.Logf("rollback: the defaults served %v after the command began", time.Since(started).Round(time.Millisecond))
	time.Sleep(time.Second)
	close(stop)
	<-done

	requests, failures := load.Result()
	t.Logf("%d requests through two publishes and a rollback", requests)
	if failures != "" {
		t.Errorf("failed:\n%s", failures)
	}
	if resp, _ := servertest.Send(t, c.insecure, http.MethodGet, c.siteURL(string(photo))); resp.StatusCode != http.StatusOK {
		t.Errorf("release 1's photo %s: %d two releases later, want 200", photo, resp.StatusCode)
	}
	if now := strings.TrimSpace(c.run(t, "compose", "ps", "--all", "--quiet", "site")); now != container {
		t.Errorf("the site's container is %s, was %s: a release recreated it", now, container)
	}
}

// New site code goes live with ops/site.sh deploy, and the server's
// container stays the one it was: here the site's build with one more
// file, built into the publisher by compose (with make container's
// stand-ins where no registry answers), the server's files unchanged.
func TestRunningContainerDeploysNewSiteCodeWithoutRecreatingTheServer(t *testing.T) {
	c := startedContainer(t)
	before := c.liveRelease(t)
	container := c.id
	newCode := fmt.Sprintf("new code of %d\n", time.Now().UnixNano()) // a site no earlier run deployed
	serverImage := c.inspect(t, "{{.Image}}")
	original := strings.TrimSpace(c.run(t, "podman", "image", "inspect", "--format", "{{.Id}}", "chowk-studio-publisher:latest"))
	t.Cleanup(func() {
		_, _ = c.try("podman", "tag", original, "chowk-studio-publisher:latest")
		c.ops(t, "rollback", before)
	})

	dir := t.TempDir()
	site := "site-build"
	if c.run(t, "podman", "images", "--quiet", "localhost/chowk-studio-site-build:latest") != "" {
		// The stand-in for the site-build stage, with the new code.
		site = "localhost/chowk-studio-site-build:new-code"
		if err := os.WriteFile(filepath.Join(dir, "new-code.txt"), []byte(newCode), 0o644); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(dir, "Containerfile"), []byte("FROM localhost/chowk-studio-site-build:latest\nCOPY new-code.txt /src/site/dist/new-code.txt\n"), 0o644); err != nil {
			t.Fatal(err)
		}
		c.run(t, "podman", "build", "--quiet", "--format", "docker", "--tag", site, dir)
		t.Cleanup(func() { _, _ = c.try("podman", "rmi", site) })
	} else {
		t.Skip("the images were built from a registry's: no stand-in to change the site's code in")
	}
	args := map[string]map[string]string{"publish": {"SITE": site}, "site": {}}
	for arg, image := range map[string]string{"NODE_IMAGE": "localhost/chowk-studio-node:latest", "ARTIFACTS": "localhost/chowk-studio-artifacts:latest", "BASE_IMAGE": "localhost/chowk-studio-base:latest"} {
		if _, err := c.try("podman", "image", "exists", image); err == nil {
			args["publish"][arg], args["site"][arg] = image, image
		}
	}
	var override strings.Builder
	override.WriteString("services:\n")
	for _, service := range []string{"publish", "site"} {
		fmt.Fprintf(&override, "  %s:\n    build:\n      args:\n", service)
		for arg, value := range args[service] {
			fmt.Fprintf(&override, "        %s: %s\n", arg, value)
		}
	}
	name := filepath.Join(dir, "override.yml")
	if err := os.WriteFile(name, []byte(override.String()), 0o644); err != nil {
		t.Fatal(err)
	}
	compose, _ := filepath.Abs(filepath.Join(repoRoot, "docker-compose.yml"))
	t.Setenv("COMPOSE_FILE", compose+string(os.PathListSeparator)+name)

	// Were the server recreated, deploy would wait for its health, which
	// podman here reports only when asked (no systemd timers): asked every second.
	stop := make(chan struct{})
	go c.askHealthUntil(stop)
	code, out, stderr := c.ops(t, "deploy")
	close(stop)
	t.Logf("ops/site.sh deploy said:\n%s", out)
	if code != 0 {
		t.Fatalf("ops/site.sh deploy: exit %d\n%s\n%s", code, out, stderr)
	}
	if now := strings.TrimSpace(c.run(t, "compose", "ps", "--all", "--quiet", "site")); now != container {
		c.id = now
		t.Errorf("the deploy recreated the site's container (%s, was %s) for a change to the site alone: its image is %s, make container's was %s",
			now, container, c.inspect(t, "{{.Image}}"), serverImage)
	}
	if live := c.liveRelease(t); live == before {
		t.Fatalf("release %s is still live after the deploy of new code", before)
	}
	if resp, body := servertest.Send(t, c.insecure, http.MethodGet, c.siteURL("/new-code.txt")); resp.StatusCode != http.StatusOK || string(body) != newCode {
		t.Errorf("the new code's file: %d %q", resp.StatusCode, body)
	}
}

func mustRead(t *testing.T, name string) []byte {
	t.Helper()
	data, err := os.ReadFile(name)
	if err != nil {
		t.Fatal(err)
	}
	return data
}
