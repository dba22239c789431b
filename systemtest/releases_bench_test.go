package systemtest

// make bench-releases: the release figures of docs/performance.md, on this
// machine, with the server binary and the publish command as the compose
// stack runs them (site/tooling/release.ts, studio release switch), but
// no container: a cold publish of 15 photo-like 1600 px photos, then 10
// text-only publishes and 10 rollbacks alternating, all under 50 requests
// a second of pages, assets and photos over HTTP/1.1 keep-alive and
// HTTP/2. Skipped unless STUDIO_RELEASE_BENCH is set; needs make build.

import (
	"fmt"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/chowkstudio/studio/internal/servertest"
)

// benchExports writes the cold publish's export (the defaults, the first
// post titled "Load test 1", 15 photos on post covers, projects and in the
// image library) with tools/bench/photos.mjs's photo-like images.
const benchExports = `
import { readFileSync, writeFileSync } from 'node:fs';
import { photoWebp } from './tools/bench/photos.mjs';
const bundle = JSON.parse(readFileSync('site/published/content.json', 'utf8'));
const { data } = bundle;
for (let i = 0; i < 15; i++) {
  const url = 'data:image/webp;base64,' + (await photoWebp(i + 1)).toString('base64');
  // Each photo once (an export is at most 6 MB): post covers, then projects, then the library.
  if (i < data.posts.length) data.posts[i].image = url;
  else if (i - data.posts.length < data.portfolio.length) data.portfolio[i - data.posts.length].image = url;
  else data.images.push({ id: 'photo-' + (i + 1), title: 'Photo ' + (i + 1), category: 'general', url, uploadDate: '2026-12-07' });
}
data.posts[0].title = 'Load test 1';
writeFileSync(process.argv[1], JSON.stringify(bundle));
`

func TestReleaseFigures(t *testing.T) {
	if os.Getenv("STUDIO_RELEASE_BENCH") == "" {
		t.Skip("make bench-releases runs it")
	}
	root, _ := filepath.Abs(repoRoot)
	bin := servertest.StudioBinary(t, root)
	store := t.TempDir()
	admin := "127.0.0.1:" + servertest.FreePort(t, "127.0.0.1")
	publish := func(export string) time.Duration {
		t.Helper()
		args := []string{"--import", "tsx", "tooling/release.ts"}
		if export != "" {
			args = append(args, export)
		}
		cmd := exec.Command("node", args...)
		cmd.Dir = filepath.Join(root, "site")
		cmd.Env = append(os.Environ(), "STUDIO_RELEASES="+store, "STUDIO_BIN="+bin, "STUDIO_ADMIN="+admin)
		started := time.Now()
		if out, err := cmd.CombinedOutput(); err != nil {
			t.Fatalf("publish %s: %v\n%s", export, err, out)
		}
		return time.Since(started)
	}
	publish("") // the defaults, live before the server starts

	state := t.TempDir()
	httpsPort := servertest.FreePort(t, "127.0.0.1")
	server := exec.Command(bin, "run", "--config", filepath.Join(root, "Caddyfile"))
	server.Env = append(os.Environ(), "SITE_ADDRESS=localhost", "STUDIO_HTTPS_PORT="+httpsPort, "STUDIO_HTTP_PORT="+servertest.FreePort(t, "127.0.0.1"),
		"STUDIO_ADMIN="+admin, "STUDIO_RELEASES="+store, "XDG_DATA_HOME="+filepath.Join(state, "data"), "XDG_CONFIG_HOME="+filepath.Join(state, "config"))
	if err := server.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = server.Process.Kill(); _ = server.Wait() })
	url := "https://localhost:" + httpsPort
	clients := servertest.Clients("localhost")
	for deadline := time.Now().Add(20 * time.Second); ; time.Sleep(100 * time.Millisecond) {
		if resp, err := clients["HTTP/2"].Get(url + "/healthz"); err == nil {
			resp.Body.Close()
			break
		} else if time.Now().After(deadline) {
			t.Fatalf("the server does not answer: %v", err)
		}
	}

	// The cold publish: its photos encoded with an empty cache.
	export := filepath.Join(t.TempDir(), "photos.json")
	gen := exec.Command("node", "--input-type=module", "-e", benchExports, export)
	gen.Dir = root
	if out, err := gen.CombinedOutput(); err != nil {
		t.Fatalf("writing the export: %v\n%s", err, out)
	}
	cold := publish(export)
	_, page := servertest.Send(t, clients["HTTP/2"], http.MethodGet, url+"/blog")
	photo := regexp.MustCompile(`/assets/media/[0-9a-f]{16}-\d+w\.webp`).Find(page)
	script := regexp.MustCompile(`/assets/[\w-]+\.js`).Find(page)
	if photo == nil || script == nil {
		t.Fatal("the published /blog names no photo or script")
	}

	switches := servertest.NewSwitches("1")
	load := &servertest.Load{
		URL: url, Every: 40 * time.Millisecond, Clients: clients, Switches: switches, // 25 a second on each protocol
		Paths: []string{"/", "/blog", "/about", string(script), "/blog/1", string(photo), "/portfolio/1", "/robots.txt"},
		Release: func(path string, body []byte) string {
			if path != "/blog" {
				return ""
			}
			if m := regexp.MustCompile(`Load test (\d+)`).FindSubmatch(body); m != nil {
				return string(m[1])
			}
			return "none"
		},
	}
	stop, done := make(chan struct{}), make(chan struct{})
	go func() { load.Run(stop); close(done) }()

	var texts, rollbacks []time.Duration
	live := "1"
	for n := 2; n <= 11; n++ {
		// A text-only publish: the live content, its first post renamed.
		content, err := os.ReadFile(filepath.Join(store, "current", ".content", "content.json"))
		if err != nil {
			t.Fatal(err)
		}
		text := filepath.Join(t.TempDir(), "text.json")
		renamed := regexp.MustCompile(`Load test \d+`).ReplaceAll(content, []byte("Load test "+strconv.Itoa(n)))
		if err := os.WriteFile(text, renamed, 0o644); err != nil {
			t.Fatal(err)
		}
		list := releaseIDs(t, bin, store)
		ended := switches.Begin(live, strconv.Itoa(n))
		texts = append(texts, publish(text))
		ended()
		// Back to the release before it, timed to its first page served.
		started := time.Now()
		ended = switches.Begin(strconv.Itoa(n), live)
		if out, err := exec.Command(bin, "release", "switch", list[0], "--store", store, "--admin", admin).CombinedOutput(); err != nil {
			t.Fatalf("release switch: %v\n%s", err, out)
		}
		ended()
		for {
			_, body := servertest.Send(t, clients["HTTP/2"], http.MethodGet, url+"/blog")
			if regexp.MustCompile(`Load test ` + live + `\b`).Match(body) {
				break
			}
			if time.Since(started) > 10*time.Second {
				t.Fatalf("release %s not served 10 s after the rollback", live)
			}
		}
		rollbacks = append(rollbacks, time.Since(started))
	}
	for requests, _ := load.Result(); requests < 6000; requests, _ = load.Result() {
		time.Sleep(time.Second)
	}
	close(stop)
	<-done
	requests, failures := load.Result()

	longest := func(ds []time.Duration) time.Duration { return slices.Max(ds) }
	median := func(ds []time.Duration) time.Duration {
		s := slices.Clone(ds)
		slices.Sort(s)
		return s[len(s)/2]
	}
	failed := 0
	if failures != "" {
		failed = strings.Count(failures, "\n") + 1
	}
	rows := []struct {
		what, got, goal string
		met             bool
	}{
		{"failed requests, 10 publishes and 10 rollbacks", fmt.Sprintf("%d of %d", failed, requests), "0 of at least 6000", failed == 0 && requests >= 6000},
		{"publish of 15 photos, cold cache", cold.Round(100 * time.Millisecond).String(), "at most 60s", cold <= time.Minute},
		{"text-only publish, median / longest", fmt.Sprintf("%v / %v", median(texts).Round(100*time.Millisecond), longest(texts).Round(100*time.Millisecond)), "at most 20s", longest(texts) <= 20*time.Second},
		{"rollback to first page, median / longest", fmt.Sprintf("%v / %v", median(rollbacks).Round(time.Millisecond), longest(rollbacks).Round(time.Millisecond)), "at most 2s", longest(rollbacks) <= 2*time.Second},
	}
	for _, r := range rows {
		verdict := "met"
		if !r.met {
			verdict = "MISSED"
			t.Fail()
		}
		fmt.Printf("%-44s %-22s %-20s %s\n", r.what, r.got, r.goal, verdict)
	}
	if failures != "" {
		t.Logf("failed:\n%s", failures)
	}
}

// releaseIDs lists the store's releases, the live one first, then the rest newest first.
func releaseIDs(t *testing.T, bin, store string) []string {
	t.Helper()
	out, err := exec.Command(bin, "release", "list", "--store", store).Output()
	if err != nil {
		t.Fatal(err)
	}
	var live string
	var ids []string
	for _, line := range strings.Split(string(out), "\n")[1:] {
		f := strings.Fields(line)
		switch {
		case len(f) > 1 && f[0] == "*":
			live = f[1]
		case len(f) > 0:
			ids = append(ids, f[0])
		}
	}
	return append([]string{live}, ids...)
}
