package main

import (
	"fmt"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/chowkstudio/studio/internal/release"
	"github.com/chowkstudio/studio/internal/servertest"
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
	bin := servertest.StudioBinary(t, "../..")
	store := release.Store{Dir: t.TempDir()}
	v1, v2 := releaseBuild(t, "v1"), releaseBuild(t, "v2")
	deploy := func(built, version string) string {
		t.Helper()
		// No server answers at the admin address: the store switches all the same.
		out, err := exec.Command(bin, "release", "add", built, "--switch-if-new", "--version", version, "--store", store.Dir, "--admin", "127.0.0.1:"+servertest.FreePort(t, "127.0.0.1")).CombinedOutput()
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

func TestSwitchingReleasesUnderLoadFailsNoRequestAndAnswersFromTheLiveRelease(t *testing.T) {
	if testing.Short() {
		t.Skip("a load run of several seconds")
	}
	bin := servertest.StudioBinary(t, "../..")
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
	admin := "127.0.0.1:" + servertest.FreePort(t, "127.0.0.1")
	httpsPort := servertest.FreePort(t, "127.0.0.1")
	s := launchStudio(t, bin, "", "SITE_ADDRESS=localhost", "STUDIO_HTTPS_PORT="+httpsPort,
		"STUDIO_HTTP_PORT="+servertest.FreePort(t, "127.0.0.1"), "STUDIO_ADMIN="+admin, "STUDIO_RELEASES="+storeDir)
	s.url = "https://localhost:" + httpsPort
	s.waitHealthy(t)
	live, _ := store.Current()

	marker := regexp.MustCompile(`<p>release (\w)</p>`)
	switches := servertest.NewSwitches("a")
	load := &servertest.Load{
		URL: s.url, Every: 20 * time.Millisecond, Clients: servertest.Clients("localhost"), Switches: switches, // 50 a second of each protocol
		Paths: []string{"/", "/about", "/blog/1", "/assets/app-3f9a1c.js", "/assets/styles-4c1d2e.css", "/robots.txt"},
		Release: func(path string, body []byte) string {
			if m := marker.FindSubmatch(body); m != nil {
				return string(m[1])
			}
			if strings.Contains(path, ".") {
				return "" // a file every release has
			}
			return "none"
		},
	}
	stop := make(chan struct{})
	done := make(chan struct{})
	go func() { load.Run(stop); close(done) }()
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
		ended := switches.Begin(ids[current], ids[next])
		out, err := exec.Command(bin, "release", "switch", next, "--store", storeDir, "--admin", admin).CombinedOutput()
		ended()
		if err != nil {
			t.Fatalf("release switch %s: %v\n%s", next, err, out)
		}
		current = next
	}
	time.Sleep(250 * time.Millisecond)
	close(stop)
	<-done
	if requests, failures := load.Result(); failures != "" || requests < 250 {
		t.Errorf("%d requests through 12 switches; failed:\n%s", requests, failures)
	}
	// Each earlier release's own asset still loads from the live one.
	for _, name := range ids {
		if resp, _ := servertest.Send(t, load.Clients["HTTP/2"], http.MethodGet, s.url+"/assets/only-"+name+".js"); resp.StatusCode != http.StatusOK {
			t.Errorf("/assets/only-%s.js: %d with release %s live", name, resp.StatusCode, ids[current])
		}
	}
}
