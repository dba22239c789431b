package main

import (
	"fmt"
	"net"
	"net/http"
	"path/filepath"
	"strings"
	"testing"

	"github.com/chowkstudio/studio/internal/servertest"
)

// Behind a load balancer that ends TLS (docs/operations.md, "Scale out"), with its
// addresses in STUDIO_TRUSTED_PROXIES, the access log names the visitor
// (X-Forwarded-For) and HSTS goes out when X-Forwarded-Proto says the
// visitor came over HTTPS. Unset, or naming another network, the same
// headers change nothing: a client cannot write its own address into the
// log. Loopback stands for the balancer here.
func TestBehindATrustedLoadBalancerTheLogNamesTheVisitorAndHSTSGoesOut(t *testing.T) {
	bin := servertest.StudioBinary(t, "../..")
	for _, c := range []struct {
		trusted    string
		wantClient string
		wantHSTS   bool
	}{
		{"127.0.0.1/32", "203.0.113.7", true},
		{"", "127.0.0.1", false},
		{"10.0.0.0/8 192.168.0.0/16", "127.0.0.1", false},
	} {
		port := servertest.FreePort(t, "127.0.0.1")
		s := launchStudio(t, bin, filepath.Join("..", "..", "spa", "testdata", "dist"),
			"SITE_ADDRESS=http://127.0.0.1:"+port, "STUDIO_TRUSTED_PROXIES="+c.trusted)
		s.url = "http://127.0.0.1:" + port
		s.waitHealthy(t)
		resp, _ := servertest.Send(t, http.DefaultClient, http.MethodGet, s.url+"/about",
			"X-Forwarded-For", "203.0.113.7", "X-Forwarded-Proto", "https")
		if got := resp.Header.Get("Strict-Transport-Security") != ""; got != c.wantHSTS {
			t.Errorf("trusted %q: HSTS sent = %v, want %v", c.trusted, got, c.wantHSTS)
		}
		s.stop(t)

		access := find(servertest.JSONLines(t, s.stdout.String()), map[string]string{"logger": "http.log.access"})
		if len(access) != 1 {
			t.Fatalf("trusted %q: %d access lines, want 1 (/about)\n%s", c.trusted, len(access), s.stdout.String())
		}
		req, _ := access[0]["request"].(map[string]any)
		if req["client_ip"] != c.wantClient || req["remote_ip"] != "127.0.0.1" {
			t.Errorf("trusted %q: logged client_ip %v, remote_ip %v; want %s, 127.0.0.1", c.trusted, req["client_ip"], req["remote_ip"], c.wantClient)
		}
	}
}

// A load balancer probes /healthz every few seconds on its own behalf (no
// X-Forwarded-For): from one of STUDIO_TRUSTED_PROXIES, those probes stay
// out of the access log, as the container's own do. A monitor's request
// through the balancer names its client, and is logged. This machine's
// non-loopback address stands for the balancer.
func TestALoadBalancersOwnHealthChecksStayOutOfTheAccessLog(t *testing.T) {
	balancer := nonLoopbackAddress(t)
	port := servertest.FreePort(t, "")
	s := launchStudio(t, servertest.StudioBinary(t, "../.."), filepath.Join("..", "..", "spa", "testdata", "dist"),
		"SITE_ADDRESS=http://:"+port, "STUDIO_TRUSTED_PROXIES="+balancer.String())
	s.url = "http://127.0.0.1:" + port
	s.waitHealthy(t)
	viaBalancer := "http://" + net.JoinHostPort(balancer.String(), port)
	servertest.Send(t, http.DefaultClient, http.MethodGet, viaBalancer+"/healthz")                                           // its own probe
	servertest.Send(t, http.DefaultClient, http.MethodGet, viaBalancer+"/healthz?monitor", "X-Forwarded-For", "203.0.113.7") // a monitor through it
	s.stop(t)

	var logged []string
	for _, e := range find(servertest.JSONLines(t, s.stdout.String()), map[string]string{"logger": "http.log.access"}) {
		req, _ := e["request"].(map[string]any)
		logged = append(logged, fmt.Sprint(req["uri"], " for ", req["client_ip"]))
	}
	if want := "/healthz?monitor for 203.0.113.7"; strings.Join(logged, ", ") != want {
		t.Errorf("access lines: %q, want %q\n%s", logged, want, s.stdout.String())
	}
}
