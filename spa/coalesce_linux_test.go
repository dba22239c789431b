package spa

import (
	"bytes"
	"io"
	"net"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"golang.org/x/sys/unix"
)

// On a real socket: what the kernel sent, in TCP segments that carried
// data (TCP_INFO's tcpi_data_segs_out). On loopback a segment holds up to
// 64 KiB, so a response written in one go leaves in one segment, and one
// written in two writes (net/http's 4 KiB buffer, then the rest) in two.

// dataSegmentsOut reads the socket's count of data segments sent.
func dataSegmentsOut(t *testing.T, c *net.TCPConn) uint32 {
	t.Helper()
	raw, err := c.SyscallConn()
	if err != nil {
		t.Fatal(err)
	}
	var info *unix.TCPInfo
	var gerr error
	if err := raw.Control(func(fd uintptr) {
		info, gerr = unix.GetsockoptTCPInfo(int(fd), unix.IPPROTO_TCP, unix.TCP_INFO)
	}); err != nil || gerr != nil {
		t.Fatalf("TCP_INFO: %v %v", err, gerr)
	}
	return info.Data_segs_out
}

// tcpConns hands the test each accepted TCP connection, under the spa_coalesce wrapper.
type tcpConns struct {
	net.Listener
	conns chan *net.TCPConn
}

func (l tcpConns) Accept() (net.Conn, error) {
	c, err := l.Listener.Accept()
	if err == nil {
		l.conns <- c.(*net.TCPConn)
	}
	return c, err
}

func TestHeldResponseLeavesInOneSegment(t *testing.T) {
	for _, overTLS := range []bool{false, true} {
		t.Run(map[bool]string{false: "HTTP/1.1", true: "HTTP/1.1 over TLS"}[overTLS], func(t *testing.T) {
			testHeldResponses(t, overTLS)
		})
	}
}

func testHeldResponses(t *testing.T, overTLS bool) {
	page := &asset{body: []byte("<!doctype html>" + strings.Repeat("<p>Chowk Design Studio</p>\n", 1700)), etag: `"p"`, ctype: "text/html; charset=utf-8"} // 46 kB, as /
	small := &asset{body: []byte("User-agent: *\nAllow: /\n"), etag: `"s"`, ctype: "text/plain; charset=utf-8"}
	page.finish()
	small.finish()

	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	conns := make(chan *net.TCPConn, 4)
	srv := httptest.NewUnstartedServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		a := page
		if r.URL.Path == "/robots.txt" {
			a = small
		}
		serveAsset(w, r, a, http.StatusOK)
	}))
	srv.Listener.Close()
	// As in the Caddyfile: the wrapper sits under TLS, on the TCP connection.
	srv.Listener = Coalesce{}.WrapListener(tcpConns{ln, conns})
	srv.Config.ConnContext = rememberCoalescer // and not rememberConn: no cork to fall back on
	if overTLS {
		srv.StartTLS()
	} else {
		srv.Start()
	}
	t.Cleanup(srv.Close)
	client := srv.Client()

	fetch := func(path string) []byte {
		t.Helper()
		res, err := client.Get(srv.URL + path)
		if err != nil {
			t.Fatal(err)
		}
		defer res.Body.Close()
		body, _ := io.ReadAll(res.Body)
		return body
	}
	// The handshake, a small response and a page first, so that the counts
	// below are the page's alone: Linux cuts segments at half the largest
	// window the client has offered, and a new connection's window has not
	// yet grown to a 46 kB page.
	if got := fetch("/robots.txt"); !bytes.Equal(got, small.body) {
		t.Fatalf("small body: %q", got)
	}
	fetch("/")
	conn := <-conns
	for i := range 3 {
		before := dataSegmentsOut(t, conn)
		if got := fetch("/"); !bytes.Equal(got, page.body) {
			t.Fatalf("page %d: got %d bytes, want %d", i, len(got), len(page.body))
		}
		if n := dataSegmentsOut(t, conn) - before; n != 1 {
			t.Errorf("page %d (%d bytes) left in %d data segments, want 1", i, len(page.body), n)
		}
	}
	if len(conns) != 0 {
		t.Fatal("the client opened a second connection; the test needs keep-alive")
	}
}
