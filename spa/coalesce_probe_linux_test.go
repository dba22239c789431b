package spa

import (
	"context"
	"crypto/tls"
	"fmt"
	"io"
	"net"
	"net/http"
	"sync"
	"testing"

	"github.com/caddyserver/caddy/v2"
	"github.com/caddyserver/caddy/v2/caddyconfig/caddyfile"
)

// Inside a real Caddy, configured as the project's Caddyfile is: the
// spa_coalesce wrapper before TLS, and on the plain server the HTTP/1-only
// protocols, under which Caddy hides each connection in a wrapper of its
// own. A probe under spa_coalesce keeps each TCP connection by the
// client's address, so a test can count what the kernel sent.

func init() {
	caddy.RegisterModule(probeWrapper{})
	wrappers := "\t\tlistener_wrappers {\n\t\t\tspa_socket_probe\n\t\t\tspa_coalesce\n\t\t\ttls\n\t\t}\n"
	extraGlobalOptions = fmt.Sprintf("\tservers :%d {\n\t\tprotocols h1\n%s\t}\n\tservers :%d {\n%s\t}", httpPort, wrappers, httpsPort, wrappers)
}

// probes holds the servers' TCP connections by the client's address.
var probes sync.Map

type probeWrapper struct{}

func (probeWrapper) CaddyModule() caddy.ModuleInfo {
	return caddy.ModuleInfo{ID: "caddy.listeners.spa_socket_probe", New: func() caddy.Module { return new(probeWrapper) }}
}

func (probeWrapper) WrapListener(ln net.Listener) net.Listener { return registeringListener{ln} }

func (*probeWrapper) UnmarshalCaddyfile(d *caddyfile.Dispenser) error {
	d.Next()
	return nil
}

type registeringListener struct{ net.Listener }

func (l registeringListener) Accept() (net.Conn, error) {
	c, err := l.Listener.Accept()
	if tc, ok := c.(*net.TCPConn); ok && err == nil {
		probes.Store(c.RemoteAddr().String(), tc)
	}
	return c, err
}

func TestCaddySendsALargeResponseInOneSegment(t *testing.T) {
	for _, overTLS := range []bool{false, true} {
		t.Run(map[bool]string{false: "HTTP/1.1", true: "HTTP/1.1 over TLS"}[overTLS], func(t *testing.T) {
			site := baseURL
			if overTLS {
				newTLSTester(t)
				site = tlsURL
			} else {
				newTester(t)
			}
			var local string
			client := &http.Client{Transport: &http.Transport{
				DialContext: func(ctx context.Context, network, addr string) (net.Conn, error) {
					c, err := (&net.Dialer{}).DialContext(ctx, network, addr)
					if err == nil {
						local = c.LocalAddr().String()
					}
					return c, err
				},
				TLSClientConfig: &tls.Config{InsecureSkipVerify: true}, // Caddy's internal CA; HTTP/1.1, as a custom dialer leaves HTTP/2 off
			}}
			// 5.7 kB of CSS, asked for uncompressed so the body is over wholeMinBody
			// and net/http's 4 KiB buffer.
			fetch := func() {
				t.Helper()
				req, _ := http.NewRequest(http.MethodGet, site+"/assets/styles-4c1d2e.css", nil)
				req.Header.Set("Accept-Encoding", "identity")
				res, err := client.Do(req)
				if err != nil {
					t.Fatal(err)
				}
				_, _ = io.Copy(io.Discard, res.Body)
				res.Body.Close()
				if res.StatusCode != http.StatusOK || res.ContentLength < wholeMinBody || res.ProtoMajor != 1 {
					t.Fatalf("got %s %d with %d bytes; the test needs an HTTP/1 200 over %d bytes", res.Proto, res.StatusCode, res.ContentLength, wholeMinBody)
				}
			}
			fetch() // the handshake
			v, ok := probes.Load(local)
			if !ok {
				t.Fatalf("no probed connection from %s: the listener wrappers are not in place", local)
			}
			conn := v.(*net.TCPConn)
			before := dataSegmentsOut(t, conn)
			fetch()
			if n := dataSegmentsOut(t, conn) - before; n != 1 {
				t.Errorf("the response left in %d data segments, want 1", n)
			}
		})
	}
}
