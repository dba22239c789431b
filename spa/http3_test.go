package spa

import (
	"crypto/tls"
	"fmt"
	"io"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/quic-go/quic-go/http3"
)

// Browsers that have seen a site's Alt-Svc header come back over HTTP/3:
// QUIC on the same port, over UDP (the compose file publishes 443/udp for
// it). The site must answer there as it does over TCP.
func TestHTTPSSiteAdvertisesAndAnswersOverHTTP3WithTheSamePageAndHeaders(t *testing.T) {
	tester := newTLSTester(t)
	overTCP, tcpBody := get(t, tester, tlsURL+"/about")
	if alt := overTCP.Header.Get("Alt-Svc"); !strings.Contains(alt, fmt.Sprintf(`h3=":%d"`, httpsPort)) {
		t.Fatalf("Alt-Svc = %q, want HTTP/3 advertised on the HTTPS port", alt)
	}

	transport := &http3.Transport{
		TLSClientConfig: &tls.Config{InsecureSkipVerify: true}, // Caddy's internal CA
	}
	defer transport.Close()
	client := &http.Client{Transport: transport, Timeout: 10 * time.Second}
	resp, err := client.Get(tlsURL + "/about")
	if err != nil {
		t.Fatalf("GET over HTTP/3: %v", err)
	}
	defer resp.Body.Close()
	body, err := io.ReadAll(resp.Body)
	if err != nil {
		t.Fatalf("reading the HTTP/3 body: %v", err)
	}

	if resp.ProtoMajor != 3 {
		t.Fatalf("answered over %s, want HTTP/3", resp.Proto)
	}
	if resp.StatusCode != http.StatusOK {
		t.Fatalf("status %d over HTTP/3", resp.StatusCode)
	}
	if string(body) != tcpBody || !strings.Contains(tcpBody, "<") {
		t.Errorf("HTTP/3 body (%d bytes) differs from the TCP one (%d bytes)", len(body), len(tcpBody))
	}
	for _, name := range []string{"Content-Security-Policy", "Strict-Transport-Security", "X-Content-Type-Options", "X-Frame-Options", "Cache-Control", "Content-Type"} {
		if got, want := resp.Header.Get(name), overTCP.Header.Get(name); got != want || want == "" {
			t.Errorf("%s over HTTP/3 = %q, over TCP %q", name, got, want)
		}
	}
	if resp.Header.Get("Server") != "" {
		t.Errorf("Server header over HTTP/3: %q", resp.Header.Get("Server"))
	}
}
