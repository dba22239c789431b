//go:build linux

package main

import (
	"bytes"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"testing"
)

// The floor is only a floor if every mode answers the same bytes: plain
// writes, corked writes, and sendfile from a memfd, whose pooled
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
		name           string
		cork, sendfile bool
	}{{"plain", false, false}, {"cork", true, false}, {"sendfile", true, true}} {
		t.Run(mode.name, func(t *testing.T) {
			files, err := loadFiles(dir, mode.sendfile)
			if err != nil {
				t.Fatal(err)
			}
			srv := httptest.NewUnstartedServer(handler(files, mode.cork))
			srv.Config.ConnContext = rememberConn
			srv.Start()
			defer srv.Close()
			for round := 0; round < 3; round++ { // one connection, descriptors reused
				for name, body := range want {
					res, err := srv.Client().Get(srv.URL + name)
					if err != nil {
						t.Fatal(err)
					}
					got, err := io.ReadAll(res.Body)
					_ = res.Body.Close()
					if err != nil || res.StatusCode != http.StatusOK || !bytes.Equal(got, body) {
						t.Fatalf("%s (round %d): status %d, %d bytes (want %d), same bytes: %v, err %v",
							name, round, res.StatusCode, len(got), len(body), bytes.Equal(got, body), err)
					}
				}
			}
		})
	}
}
