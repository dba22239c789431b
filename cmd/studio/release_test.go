package main

import (
	"crypto/tls"
	"fmt"
	"io"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/chowkstudio/studio/internal/release"
	"github.com/chowkstudio/studio/internal/testhttp"
)

// releaseBuild copies the fixture build into a folder of its own, its pages
// and one asset of its own marked with name.
func releaseBuild(t *testing.T, name string) string {
	t.Helper()
	dir := filepath.Join(t.TempDir(), name)
	if err := os.CopyFS(dir, os.DirFS("../../spa/testdata/dist")); err != nil {
		t.Fatal(err)
	}
	for _, page := range []string{"index.html", "about/index.html", "blog/1/index.html"} {
		p := filepath.Join(dir, page)
		data, err := os.ReadFile(p)
		if err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(strings.Replace(string(data), "</body>", "<p>release "+name+"</p></body>", 1)), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	if err := os.WriteFile(filepath.Join(dir, "assets", "only-"+name+".js"), []byte("// "+name), 0o644); err != nil {
		t.Fatal(err)
	}
	return dir
}

func TestAReleaseStoreMakesTheRootItsLiveReleaseAndNamesTheKeptOnes(t *testing.T) {
	env := map[string]string{"STUDIO_RELEASES": "/srv/releases", "SITE_ROOT": "/srv/site/dist"}
	if err := applyReleaseStore(func(k string) string { return env[k] }, func(k, v string) error { env[k] = v; return nil }); err != nil {
		t.Fatal(err)
	}
	want := map[string]string{"STUDIO_RELEASES": "/srv/releases", "SITE_ROOT": "/srv/releases/current",
		"STUDIO_SPA_RELEASES": "releases /srv/releases/releases"}
	if fmt.Sprint(env) != fmt.Sprint(want) {
		t.Errorf("environment = %v, want %v", env, want)
	}
	none := map[string]string{"SITE_ROOT": "site/dist"}
	_ = applyReleaseStore(func(k string) string { return none[k] }, func(k, v string) error { none[k] = v; return nil })
	if len(none) != 1 {
		t.Errorf("without STUDIO_RELEASES: %v, want SITE_ROOT alone", none)
	}
}

func TestADeployGoesLiveWhenNewButARollbackStaysThroughTheSameDeployAgain(t *testing.T) {
	bin := testhttp.StudioBinary(t, "../..")
	store := release.Store{Dir: t.TempDir()}
	v1, v2 := releaseBuild(t, "v1"), releaseBuild(t, "v2")
	deploy := func(built, version string) string {
		t.Helper()
		// No server answers at the admin address: the store switches all the same.
		out, err := exec.Command(bin, "release", "add", built, "--switch-if-new", "--version", version, "--store", store.Dir, "--admin", "127.0.0.1:"+testhttp.FreePort(t, "127.0.0.1")).CombinedOutput()
		if err != nil {
			t.Fatalf("release add: %v\n%s", err, out)
		}
		live, _ := store.Current()
		info, _ := store.Read(live)
		return info.Version
	}
	if live := deploy(v1, "v1"); live != "v1" {
		t.Errorf("first deploy: %q live, want v1", live)
	}
	list, _ := store.List()
	if live := deploy(v2, "v2"); live != "v2" {
		t.Errorf("a new build: %q live, want v2", live)
	}
	if err := store.Switch(list[0].ID); err != nil { // a rollback to v1
		t.Fatal(err)
	}
	if live := deploy(v2, "v2"); live != "v1" {
		t.Errorf("the same build deployed again after a rollback: %q live, want v1 still", live)
	}
}

func TestAServerOnAStoreWithNoLiveReleaseSaysWhereTheFirstComesFrom(t *testing.T) {
	dir := t.TempDir()
	if why := noLiveRelease(func(k string) string { return map[string]string{"STUDIO_RELEASES": dir}[k] }); !strings.Contains(why, "no live release") {
		t.Errorf("an empty store: %q", why)
	}
	if why := noLiveRelease(func(string) string { return "" }); why != "" {
		t.Errorf("no store: %q", why)
	}
}

// liveAt tells which releases a request may have been answered from: the
// one live when it started, and each a switch made or left while it ran.
type switchLog struct {
	mu       sync.Mutex
	initial  string
	switches []struct {
		start, end time.Time
		from, to   string
	}
}

func (l *switchLog) allowed(start, end time.Time) map[string]bool {
	l.mu.Lock()
	defer l.mu.Unlock()
	ok := map[string]bool{l.initial: true}
	for _, s := range l.switches {
		if !s.end.After(start) {
			ok = map[string]bool{s.to: true} // finished before the request began
		}
	}
	for _, s := range l.switches {
		if s.start.Before(end) && s.end.After(start) {
			ok[s.from], ok[s.to] = true, true
		}
	}
	return ok
}

func TestSwitchingReleasesUnderLoadFailsNoRequestAndAnswersFromTheLiveRelease(t *testing.T) {
	if testing.Short() {
		t.Skip("a load run of several seconds")
	}
	bin := testhttp.StudioBinary(t, "../..")
	storeDir := t.TempDir()
	store := release.Store{Dir: storeDir}
	ids := map[string]string{} // release id -> its name
	for _, name := range []string{"a", "b", "c"} {
		info, _, err := store.Add(releaseBuild(t, name), "", release.Info{Version: name}, time.Now())
		if err != nil {
			t.Fatal(err)
		}
		ids[info.ID] = name
		if name == "a" {
			if err := store.Switch(info.ID); err != nil {
				t.Fatal(err)
			}
		}
	}
	admin := "127.0.0.1:" + testhttp.FreePort(t, "127.0.0.1")
	httpsPort := testhttp.FreePort(t, "127.0.0.1")
	s := launchStudio(t, bin, "", "SITE_ADDRESS=localhost", "STUDIO_HTTPS_PORT="+httpsPort,
		"STUDIO_HTTP_PORT="+testhttp.FreePort(t, "127.0.0.1"), "STUDIO_ADMIN="+admin, "STUDIO_RELEASES="+storeDir)
	s.url = "https://localhost:" + httpsPort
	s.waitHealthy(t)
	live, _ := store.Current()
	log := &switchLog{initial: "a"}

	tlsConfig := func(protos ...string) *tls.Config {
		return &tls.Config{InsecureSkipVerify: true, NextProtos: protos} //nolint:gosec // loopback, Caddy's internal CA
	}
	clients := map[string]*http.Client{
		"HTTP/1.1": {Transport: &http.Transport{TLSClientConfig: tlsConfig("http/1.1"), TLSNextProto: map[string]func(string, *tls.Conn) http.RoundTripper{}}},
		"HTTP/2":   {Transport: &http.Transport{TLSClientConfig: tlsConfig("h2"), ForceAttemptHTTP2: true}},
	}
	marker := regexp.MustCompile(`release (\w)`)
	paths := []string{"/", "/about", "/blog/1", "/assets/app-3f9a1c.js", "/assets/styles-4c1d2e.css", "/robots.txt"}
	var mu sync.Mutex
	var failures []string
	requests := 0
	stop := make(chan struct{})
	var wg sync.WaitGroup
	for proto, client := range clients {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := 0; ; i++ {
				select {
				case <-stop:
					return
				case <-time.After(20 * time.Millisecond): // 50 requests a second of each protocol
				}
				path := paths[i%len(paths)]
				started := time.Now()
				resp, err := client.Get(s.url + path)
				var body []byte
				if err == nil {
					body, err = io.ReadAll(resp.Body)
					resp.Body.Close()
				}
				ended := time.Now()
				mu.Lock()
				requests++
				switch {
				case err != nil:
					failures = append(failures, fmt.Sprintf("%s %s: %v", proto, path, err))
				case resp.StatusCode != http.StatusOK:
					failures = append(failures, fmt.Sprintf("%s %s: %d", proto, path, resp.StatusCode))
				case strings.HasSuffix(path, "/") || !strings.Contains(path, "."):
					if m := marker.FindSubmatch(body); m == nil || !log.allowed(started, ended)[string(m[1])] {
						failures = append(failures, fmt.Sprintf("%s %s: answered from release %q, not one live while it ran (%v)", proto, path, m, log.allowed(started, ended)))
					}
				}
				mu.Unlock()
			}
		}()
	}
	order := []string{}
	for id := range ids {
		order = append(order, id)
	}
	current := live
	for i := range 12 {
		time.Sleep(250 * time.Millisecond)
		next := order[i%len(order)]
		if next == current {
			next = order[(i+1)%len(order)]
		}
		// In the log before the switch starts: a request may see it from then on.
		log.mu.Lock()
		log.switches = append(log.switches, struct {
			start, end time.Time
			from, to   string
		}{time.Now(), time.Now().Add(time.Hour), ids[current], ids[next]})
		entry := &log.switches[len(log.switches)-1]
		log.mu.Unlock()
		out, err := exec.Command(bin, "release", "switch", next, "--store", storeDir, "--admin", admin).CombinedOutput()
		if err != nil {
			t.Fatalf("release switch %s: %v\n%s", next, err, out)
		}
		t.Logf("%s", out)
		log.mu.Lock()
		entry.end = time.Now()
		log.mu.Unlock()
		current = next
	}
	time.Sleep(250 * time.Millisecond)
	close(stop)
	wg.Wait()
	if len(failures) > 0 || requests < 250 {
		t.Errorf("%d of %d requests failed through 12 switches:\n%s", len(failures), requests, strings.Join(failures, "\n"))
	}
	// Each earlier release's own asset still loads from the live one.
	for _, name := range ids {
		if resp, _ := testhttp.Send(t, clients["HTTP/2"], http.MethodGet, s.url+"/assets/only-"+name+".js"); resp.StatusCode != http.StatusOK {
			t.Errorf("/assets/only-%s.js: %d with release %s live", name, resp.StatusCode, ids[current])
		}
	}
}
