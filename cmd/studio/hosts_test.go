package main

import (
	"context"
	"crypto/tls"
	"io"
	"net"
	"net/http"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// Over HTTPS a connection is opened for one name (TLS's SNI). A request on
// it that asks for another host (a client that reuses a connection for a
// name the site does not serve, or fronts one name with another) matches no
// site, and Caddy would answer it with an empty 200: a blank page that looks
// like a success to a CDN or a monitor. The Caddyfile's strict_sni_host
// makes it 421 Misdirected Request instead, the status that tells a browser
// to open a connection of its own for that name. The site's own name, in any
// case and with its port, is served as before. The container's set-up:
// SITE_ADDRESS=localhost, HTTPS with Caddy's internal CA.
func TestARequestForAnotherHostOnTheSitesTLSConnectionGets421NotAnEmptyPage(t *testing.T) {
	bin := buildStudio(t)
	httpsPort := freePort(t, "127.0.0.1")
	s := launchStudio(t, bin, filepath.Join("..", "..", "spa", "testdata", "dist"),
		"SITE_ADDRESS=localhost", "STUDIO_HTTP_PORT="+freePort(t, "127.0.0.1"), "STUDIO_HTTPS_PORT="+httpsPort)
	tlsPorts := ports{http: "80", https: httpsPort}
	for deadline := time.Now().Add(20 * time.Second); ; time.Sleep(50 * time.Millisecond) {
		err := healthcheck("localhost", tlsPorts, "/healthz", time.Second)
		if err == nil {
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("no answer over HTTPS: %v\nstderr:\n%s", err, s.stderr.String())
		}
	}

	for _, h2 := range []bool{false, true} {
		client := &http.Client{Transport: &http.Transport{
			DialContext: func(ctx context.Context, network, _ string) (net.Conn, error) {
				return (&net.Dialer{}).DialContext(ctx, network, net.JoinHostPort("127.0.0.1", httpsPort))
			},
			TLSClientConfig:   &tls.Config{ServerName: "localhost", InsecureSkipVerify: true}, //nolint:gosec // loopback, Caddy's internal CA
			ForceAttemptHTTP2: h2,
		}}
		for _, c := range []struct {
			host     string
			want     int
			wantBody string
		}{
			{"localhost:" + httpsPort, http.StatusOK, "<html"},
			{"LOCALHOST:" + httpsPort, http.StatusOK, "<html"},
			{"localhost", http.StatusOK, "<html"},
			{"evil.example", http.StatusMisdirectedRequest, ""},
			{"other.localhost:" + httpsPort, http.StatusMisdirectedRequest, ""},
			{"127.0.0.1:" + httpsPort, http.StatusMisdirectedRequest, ""},
		} {
			req, err := http.NewRequest(http.MethodGet, "https://localhost:"+httpsPort+"/about", nil)
			if err != nil {
				t.Fatal(err)
			}
			req.Host = c.host
			resp, err := client.Do(req)
			if err != nil {
				t.Fatalf("Host %s: %v", c.host, err)
			}
			body, _ := io.ReadAll(resp.Body)
			_ = resp.Body.Close()
			if resp.StatusCode != c.want || !strings.Contains(string(body), c.wantBody) {
				t.Errorf("%s, SNI localhost, Host %s: %d with %d bytes, want %d", resp.Proto, c.host, resp.StatusCode, len(body), c.want)
			}
		}
		client.CloseIdleConnections()
	}
}
