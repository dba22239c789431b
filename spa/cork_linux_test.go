package spa

import (
	"bytes"
	"context"
	"io"
	"net"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"syscall"
	"testing"
)

// corkProbe is a server-side connection that records, for every write,
// how many bytes went out and whether the socket was corked at the time.
type corkProbe struct {
	*net.TCPConn
	mu     sync.Mutex
	writes []probedWrite
}

type probedWrite struct {
	n      int
	corked bool
}

func (c *corkProbe) Write(p []byte) (int, error) {
	corked := false
	raw, err := c.SyscallConn()
	if err == nil {
		_ = raw.Control(func(fd uintptr) {
			v, err := syscall.GetsockoptInt(int(fd), syscall.IPPROTO_TCP, syscall.TCP_CORK)
			corked = err == nil && v != 0
		})
	}
	c.mu.Lock()
	c.writes = append(c.writes, probedWrite{len(p), corked})
	c.mu.Unlock()
	return c.TCPConn.Write(p)
}

// takeWrites returns the writes recorded since the last call.
func (c *corkProbe) takeWrites() []probedWrite {
	c.mu.Lock()
	defer c.mu.Unlock()
	w := c.writes
	c.writes = nil
	return w
}

type probeListener struct {
	net.Listener
	conns chan *corkProbe
}

func (l probeListener) Accept() (net.Conn, error) {
	c, err := l.Listener.Accept()
	if err != nil {
		return nil, err
	}
	p := &corkProbe{TCPConn: c.(*net.TCPConn)}
	l.conns <- p
	return p, nil
}

// serveProbed serves h over real TCP (under TLS if asked) with the given
// connection hook (the spa module's, or nil for none), and returns the
// server's URL, a client for it and the server's connections as they arrive.
func serveProbed(t *testing.T, hook func(context.Context, net.Conn) context.Context, overTLS bool, h http.HandlerFunc) (string, *http.Client, chan *corkProbe) {
	t.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	conns := make(chan *corkProbe, 4)
	srv := httptest.NewUnstartedServer(h)
	srv.Listener.Close()
	srv.Listener = probeListener{ln, conns}
	srv.Config.ConnContext = hook
	if overTLS {
		srv.StartTLS() // HTTP/1.1: httptest enables HTTP/2 only when asked
	} else {
		srv.Start()
	}
	t.Cleanup(srv.Close)
	return srv.URL, srv.Client(), conns
}

func TestLargeResponseLeavesCorkedAsOneSendAndTheSocketIsUncorkedAfter(t *testing.T) {
	for _, overTLS := range []bool{false, true} {
		t.Run(map[bool]string{false: "HTTP/1.1", true: "HTTP/1.1 over TLS"}[overTLS], func(t *testing.T) {
			testCorkedResponses(t, overTLS)
		})
	}
}

func testCorkedResponses(t *testing.T, overTLS bool) {
	page := &asset{body: []byte("<!doctype html>" + strings.Repeat("<p>Chowk Design Studio</p>\n", 600)), etag: `"p"`, ctype: "text/html; charset=utf-8"}
	small := &asset{body: []byte("User-agent: *\nAllow: /\n"), etag: `"s"`, ctype: "text/plain; charset=utf-8"}
	// After the first 4 KiB, net/http keeps a tail under its buffer's size
	// until a flush: only the flush before uncorking sends it corked.
	medium := &asset{body: []byte(strings.Repeat("x", 6000)), etag: `"m"`, ctype: "text/plain; charset=utf-8"}
	page.finish()
	small.finish()
	medium.finish()
	url, client, conns := serveProbed(t, rememberConn, overTLS, func(w http.ResponseWriter, r *http.Request) {
		switch r.URL.Path {
		case "/robots.txt":
			serveAsset(w, r, small, http.StatusOK)
		case "/medium":
			serveAsset(w, r, medium, http.StatusOK)
		default:
			serveAsset(w, r, page, http.StatusOK)
		}
	})

	fetch := func(method, path string) []byte {
		t.Helper()
		req, _ := http.NewRequest(method, url+path, nil)
		res, err := client.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		defer res.Body.Close()
		body, _ := io.ReadAll(res.Body)
		return body
	}

	// A small response first: it goes out plainly, and the connection
	// (with its TLS handshake) is set up before the writes that count.
	if got := fetch(http.MethodGet, "/robots.txt"); !bytes.Equal(got, small.body) {
		t.Fatalf("small body: %q", got)
	}
	conn := <-conns
	for _, w := range conn.takeWrites() {
		if w.corked {
			t.Errorf("a small response was written corked (%d bytes)", w.n)
		}
	}

	if got := fetch(http.MethodGet, "/"); !bytes.Equal(got, page.body) {
		t.Fatalf("page body: got %d bytes, want %d", len(got), len(page.body))
	}
	writes := conn.takeWrites()
	if len(writes) < 2 {
		t.Fatalf("a %d-byte page went out in %d write(s); the test expects net/http to need more", len(page.body), len(writes))
	}
	for i, w := range writes {
		if !w.corked {
			t.Errorf("write %d of %d (%d bytes) was made with the socket uncorked", i+1, len(writes), w.n)
		}
	}

	if got := fetch(http.MethodGet, "/medium"); !bytes.Equal(got, medium.body) {
		t.Fatalf("medium body: got %d bytes, want %d", len(got), len(medium.body))
	}
	for i, w := range conn.takeWrites() {
		if !w.corked {
			t.Errorf("medium response: write %d (%d bytes) was made with the socket uncorked", i+1, w.n)
		}
	}

	// Same connection (keep-alive): the cork was lifted, so the next small
	// response is written plainly and arrives whole.
	if got := fetch(http.MethodGet, "/robots.txt"); !bytes.Equal(got, small.body) {
		t.Fatalf("small body after the page: %q", got)
	}
	if len(conns) != 0 {
		t.Fatal("the client opened a second connection; the test needs keep-alive")
	}
	for _, w := range conn.takeWrites() {
		if w.corked {
			t.Errorf("the socket was still corked on the next response (%d-byte write)", w.n)
		}
	}

	// HEAD has no body to send: nothing is corked.
	fetch(http.MethodHead, "/")
	for _, w := range conn.takeWrites() {
		if w.corked {
			t.Errorf("HEAD was written corked (%d bytes)", w.n)
		}
	}
}

func TestResponseIsWrittenPlainlyWithoutTheConnectionHook(t *testing.T) {
	page := &asset{body: bytes.Repeat([]byte("x"), 20_000), etag: `"x"`, ctype: "text/plain"}
	page.finish()
	url, client, conns := serveProbed(t, nil, false, func(w http.ResponseWriter, r *http.Request) {
		serveAsset(w, r, page, http.StatusOK)
	})

	res, err := client.Get(url + "/")
	if err != nil {
		t.Fatal(err)
	}
	body, _ := io.ReadAll(res.Body)
	res.Body.Close()
	if !bytes.Equal(body, page.body) {
		t.Fatalf("got %d bytes, want %d", len(body), len(page.body))
	}
	for _, w := range (<-conns).takeWrites() {
		if w.corked {
			t.Errorf("corked without the hook (%d bytes)", w.n)
		}
	}
}
