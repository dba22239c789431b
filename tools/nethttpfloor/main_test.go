//go:build linux

package main

import (
	"bytes"
	"fmt"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"testing"

	"github.com/chowkstudio/studio/internal/testhttp"
)

// The floor is only a floor if every mode answers the same bytes: plain
// writes, corked writes, held writes, and sendfile from a memfd, whose pooled
// descriptors must start each response (on a kept-alive connection too)
// at the body's start.
func TestEveryModeAnswersTheFileItsPathNames(t *testing.T) {
	dir := t.TempDir()
	want := map[string][]byte{}
	for _, n := range []int{1000, 5000, 46016} {
		body := bytes.Repeat([]byte("0123456789abcdef"), n/16+1)[:n]
		body[n-1] = '!'
		name := fmt.Sprintf("/%d.html", n)
		if err := os.WriteFile(filepath.Join(dir, name), body, 0o644); err != nil {
			t.Fatal(err)
		}
		want[name] = body
	}
	for _, mode := range []struct {
		name     string
		mode     writeMode
		sendfile bool
	}{{"plain", plain, false}, {"cork", corked, false}, {"hold", held, false}, {"sendfile", corked, true}} {
		t.Run(mode.name, func(t *testing.T) {
			files, err := loadSite(dir, mode.sendfile)
			if err != nil {
				t.Fatal(err)
			}
			srv := httptest.NewUnstartedServer(handler(files, nil, mode.mode))
			srv.Config.ConnContext = rememberConn
			if mode.mode == held {
				srv.Listener = holdingListener{srv.Listener}
			}
			srv.Start()
			defer srv.Close()
			for round := 0; round < 3; round++ { // one connection, descriptors reused
				for name, body := range want {
					res, got := testhttp.Send(t, srv.Client(), http.MethodGet, srv.URL+name)
					if res.StatusCode != http.StatusOK || !bytes.Equal(got, body) {
						t.Fatalf("%s (round %d): status %d, %d bytes (want %d), same bytes: %v",
							name, round, res.StatusCode, len(got), len(body), bytes.Equal(got, body))
					}
				}
			}
		})
	}
}

// On a site's build it answers as the spa module does, so that
// bench/server.sh compares like with like: index pages by their folder,
// the 404 page with 404, the precompressed copy the client accepts, and
// the headers it was given.
func TestASiteIsServedAsTheSpaModuleServesIt(t *testing.T) {
	dir := t.TempDir()
	for name, body := range map[string]string{
		"index.html":       "home",
		"about/index.html": "about",
		"404.html":         "not found",
		"assets/app.js":    "plain script",
		"assets/app.js.br": "br script",
		"assets/app.js.gz": "gzip script",
	} {
		p := filepath.Join(dir, filepath.FromSlash(name))
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(body), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	files, err := loadSite(dir, false)
	if err != nil {
		t.Fatal(err)
	}
	srv := httptest.NewServer(handler(files, http.Header{"X-Frame-Options": {"DENY"}}, corked))
	defer srv.Close()
	client := &http.Client{Transport: &http.Transport{DisableCompression: true}} // sends only the Accept-Encoding asked for
	for _, c := range []struct {
		path, accept, body, coding, ctype string
		status                            int
	}{
		{"/", "", "home", "", "text/html; charset=utf-8", 200},
		{"/about", "", "about", "", "text/html; charset=utf-8", 200},
		{"/about/", "", "about", "", "text/html; charset=utf-8", 200},
		{"/no-such-page", "", "not found", "", "text/html; charset=utf-8", 404},
		{"/assets/app.js", "", "plain script", "", "text/javascript; charset=utf-8", 200},
		{"/assets/app.js", "br, gzip", "br script", "br", "text/javascript; charset=utf-8", 200},
		{"/assets/app.js", "gzip", "gzip script", "gzip", "text/javascript; charset=utf-8", 200},
	} {
		var headers []string
		if c.accept != "" {
			headers = []string{"Accept-Encoding", c.accept}
		}
		res, got := testhttp.Send(t, client, http.MethodGet, srv.URL+c.path, headers...)
		if string(got) != c.body || res.StatusCode != c.status || res.Header.Get("Content-Encoding") != c.coding ||
			res.Header.Get("Content-Type") != c.ctype || res.Header.Get("X-Frame-Options") != "DENY" {
			t.Errorf("%s (Accept-Encoding %q): %d %q, Content-Encoding %q, Content-Type %q, X-Frame-Options %q; want %d %q, %q, %q, DENY",
				c.path, c.accept, res.StatusCode, got, res.Header.Get("Content-Encoding"), res.Header.Get("Content-Type"),
				res.Header.Get("X-Frame-Options"), c.status, c.body, c.coding, c.ctype)
		}
	}
}
