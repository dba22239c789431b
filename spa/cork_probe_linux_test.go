package spa

import (
	"context"
	"fmt"
	"net"
	"net/http"
	"sync"
	"testing"

	"github.com/caddyserver/caddy/v2"
	"github.com/caddyserver/caddy/v2/caddyconfig/caddyfile"
)

// The same probe as cork_linux_test.go, inside a real Caddy: a listener
// wrapper records every write on the plain-HTTP server's connections, so a
// test can see that the spa module reached its socket through Caddy.

func init() {
	caddy.RegisterModule(probeWrapper{})
	extraGlobalOptions = fmt.Sprintf("\tservers :%d {\n\t\tlistener_wrappers {\n\t\t\tspa_cork_probe\n\t\t}\n\t}", httpPort)
}

// probes holds the probed connections by the client's address.
var probes sync.Map

type probeWrapper struct{}

func (probeWrapper) CaddyModule() caddy.ModuleInfo {
	return caddy.ModuleInfo{ID: "caddy.listeners.spa_cork_probe", New: func() caddy.Module { return new(probeWrapper) }}
}

func (probeWrapper) WrapListener(ln net.Listener) net.Listener { return registeringListener{ln} }

func (*probeWrapper) UnmarshalCaddyfile(d *caddyfile.Dispenser) error {
	d.Next()
	return nil
}

type registeringListener struct{ net.Listener }

func (l registeringListener) Accept() (net.Conn, error) {
	c, err := l.Listener.Accept()
	if err != nil {
		return nil, err
	}
	tc, ok := c.(*net.TCPConn)
	if !ok {
		return c, nil // not what the test looks for: it fails on a missing probe
	}
	p := &corkProbe{TCPConn: tc}
	probes.Store(c.RemoteAddr().String(), p)
	return p, nil
}

func TestCaddyServesLargeResponsesCorked(t *testing.T) {
	newTester(t)
	var local string
	client := &http.Client{Transport: &http.Transport{
		DialContext: func(ctx context.Context, network, addr string) (net.Conn, error) {
			c, err := (&net.Dialer{}).DialContext(ctx, network, addr)
			if err == nil {
				local = c.LocalAddr().String()
			}
			return c, err
		},
	}}
	// 5.7 kB of CSS, asked for uncompressed so the body is over corkMinBody.
	req, _ := http.NewRequest(http.MethodGet, baseURL+"/assets/styles-4c1d2e.css", nil)
	req.Header.Set("Accept-Encoding", "identity")
	res, err := client.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	res.Body.Close()
	if res.StatusCode != http.StatusOK || res.ContentLength < corkMinBody {
		t.Fatalf("got %d with %d bytes; the test needs a 200 over %d bytes", res.StatusCode, res.ContentLength, corkMinBody)
	}
	v, ok := probes.Load(local)
	if !ok {
		t.Fatalf("no probed connection from %s: the listener wrapper is not in place", local)
	}
	writes := v.(*corkProbe).takeWrites()
	if len(writes) == 0 {
		t.Fatal("no writes recorded")
	}
	for i, w := range writes {
		if !w.corked {
			t.Errorf("write %d of %d (%d bytes) was made with the socket uncorked", i+1, len(writes), w.n)
		}
	}
}
