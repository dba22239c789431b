package spa

import (
	"bytes"
	"context"
	"errors"
	"io"
	"net"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/caddyserver/caddy/v2/caddyconfig/caddyfile"
)

// recordingConn is the connection under a coalescingConn in these tests:
// it keeps every slice written to it, as passed (not copied), so a test
// can tell a piece of the body sent from where it is from a copy.
type recordingConn struct {
	net.Conn // nil: only the methods below are called
	addr     *net.TCPAddr
	mu       sync.Mutex
	writes   [][]byte
	closed   bool
	halfShut bool
	readFrom int64
}

func newRecordingConn() *recordingConn {
	return &recordingConn{addr: &net.TCPAddr{IP: net.IPv4(192, 0, 2, 1), Port: 50000}}
}

func (c *recordingConn) Write(p []byte) (int, error) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.closed {
		return 0, net.ErrClosed
	}
	c.writes = append(c.writes, p)
	return len(p), nil
}

func (c *recordingConn) sent() []byte {
	c.mu.Lock()
	defer c.mu.Unlock()
	return bytes.Join(c.writes, nil)
}

func (c *recordingConn) RemoteAddr() net.Addr { return c.addr }
func (c *recordingConn) Close() error         { c.closed = true; return nil }
func (c *recordingConn) CloseWrite() error    { c.halfShut = true; return nil }
func (c *recordingConn) ReadFrom(r io.Reader) (int64, error) {
	n, err := io.Copy(io.Discard, r)
	c.readFrom += n
	return n, err
}

// oneListener accepts conn once.
type oneListener struct {
	net.Listener // nil
	conn         net.Conn
}

func (l *oneListener) Accept() (net.Conn, error) {
	if l.conn == nil {
		return nil, net.ErrClosed
	}
	c := l.conn
	l.conn = nil
	return c, nil
}

func acceptCoalescing(t *testing.T, inner net.Conn) *coalescingConn {
	t.Helper()
	c, err := Coalesce{}.WrapListener(&oneListener{conn: inner}).Accept()
	if err != nil {
		t.Fatal(err)
	}
	cc, ok := c.(*coalescingConn)
	if !ok {
		t.Fatalf("Accept returned %T, want *coalescingConn", c)
	}
	t.Cleanup(func() { _ = cc.Close() })
	return cc
}

func TestCoalescingConnWritesThroughUntilHeld(t *testing.T) {
	inner := newRecordingConn()
	cc := acceptCoalescing(t, inner)
	if _, err := cc.Write([]byte("HTTP/1.1 304 Not Modified\r\n\r\n")); err != nil {
		t.Fatal(err)
	}
	if len(inner.writes) != 1 {
		t.Fatalf("a write on a connection that is not held made %d writes below it, want 1", len(inner.writes))
	}
}

func TestCoalescingConnSendsAHeldResponseInOneWriteAtRelease(t *testing.T) {
	inner := newRecordingConn()
	cc := acceptCoalescing(t, inner)
	body := []byte(strings.Repeat("<p>Chowk Design Studio</p>\n", 2000)) // 54 kB
	header := []byte("HTTP/1.1 200 OK\r\nContent-Length: 54000\r\n\r\n")

	cc.hold(body)
	// What net/http does: its 4 KiB buffer (headers and the body's start),
	// copied because the buffer is reused, then the rest of the body.
	first := append(append([]byte{}, header...), body[:4096-len(header)]...)
	for _, p := range [][]byte{first, body[4096-len(header) : 40000], body[40000:]} {
		if n, err := cc.Write(p); n != len(p) || err != nil {
			t.Fatalf("Write = %d, %v; want %d, nil", n, err, len(p))
		}
	}
	if len(inner.writes) != 0 {
		t.Fatalf("%d writes reached the connection while the response was held", len(inner.writes))
	}
	if err := cc.release(); err != nil {
		t.Fatal(err)
	}
	if want := append(append([]byte{}, header...), body...); !bytes.Equal(inner.sent(), want) {
		t.Fatalf("sent %d bytes, not the response's %d in order", len(inner.sent()), len(want))
	}
	// The test's connection has no writev, so net.Buffers writes the held
	// pieces one by one to it; a TCP connection gets them in one writev
	// (coalesce_linux_test.go). Here: the body's pieces went down as they
	// are, not copied.
	if len(inner.writes) != 3 || within(inner.writes[0], body) || !within(inner.writes[1], body) || !within(inner.writes[2], body) {
		t.Errorf("the pieces of the body should be sent from the body itself and only the first write copied")
	}

	// Released: the next write goes straight through.
	inner.writes = nil
	_, _ = cc.Write([]byte("x"))
	if len(inner.writes) != 1 {
		t.Errorf("after release a write made %d writes below, want 1", len(inner.writes))
	}
}

func TestCoalescingConnSendsWhatIsHeldWhenCopiesWouldOverflow(t *testing.T) {
	inner := newRecordingConn()
	cc := acceptCoalescing(t, inner)
	cc.hold([]byte("the body"))
	// TLS records are not pieces of the body: they are copied, up to copyLimit.
	record := bytes.Repeat([]byte{'r'}, 16<<10+29)
	var want []byte
	for i := 0; i < 3; i++ {
		_, _ = cc.Write(record)
		want = append(want, record...)
	}
	if len(inner.writes) != 0 {
		t.Fatalf("three records (%d bytes) should be held under the %d-byte limit", 3*len(record), copyLimit)
	}
	n, err := cc.Write(record) // past the limit: everything leaves now
	want = append(want, record...)
	if n != len(record) || err != nil {
		t.Fatalf("Write = %d, %v; want %d, nil", n, err, len(record))
	}
	if !bytes.Equal(inner.sent(), want) {
		t.Fatalf("sent %d bytes, want the %d held and written, in order", len(inner.sent()), len(want))
	}
	_, _ = cc.Write([]byte("tail"))
	_ = cc.release()
	if !bytes.HasSuffix(inner.sent(), []byte("tail")) || len(inner.sent()) != len(want)+4 {
		t.Errorf("the write after the overflow should be held and sent at release")
	}
}

func TestCoalescingConnNeverHoldsMoreThanTwoOfCaddysWriteChunks(t *testing.T) {
	// Caddy gives each 64 KiB chunk of a response its own write deadline, so
	// that a slow but steady client is not cut off; what is held leaves under
	// one deadline, so it must stay within two chunks.
	inner := newRecordingConn()
	cc := acceptCoalescing(t, inner)
	body := bytes.Repeat([]byte("const studio = 'Chowk';\n"), 11000) // 264 kB, as the plain main script
	cc.hold(body)
	writes := [][]byte{append([]byte("HTTP/1.1 200 OK\r\n\r\n"), body[:4075]...)}
	for rest := body[4075:]; len(rest) > 0; {
		n := min(len(rest), 64<<10)
		writes = append(writes, rest[:n])
		rest = rest[n:]
	}
	written := 0
	for i, p := range writes {
		if n, err := cc.Write(p); n != len(p) || err != nil {
			t.Fatalf("write %d: %d, %v", i, n, err)
		}
		written += len(p)
		if unsent := written - len(inner.sent()); unsent > holdLimit {
			t.Fatalf("after write %d, %d bytes are held unsent, more than %d", i, unsent, holdLimit)
		}
	}
	if len(inner.sent()) == 0 {
		t.Fatal("a 264 kB body was held whole")
	}
	_ = cc.release()
	if want := bytes.Join(writes, nil); !bytes.Equal(inner.sent(), want) {
		t.Fatalf("sent %d bytes, want the %d written, in order", len(inner.sent()), len(want))
	}
}

func TestCoalescingConnCloseForgetsTheConnection(t *testing.T) {
	inner := newRecordingConn()
	cc := acceptCoalescing(t, inner)
	if got := rememberCoalescer(context.Background(), cc).Value(coalescerKey{}); got != cc {
		t.Fatalf("rememberCoalescer found %v, want the accepted connection", got)
	}
	if err := cc.Close(); err != nil || !inner.closed {
		t.Fatalf("Close = %v, closed %v", err, inner.closed)
	}
	if ctx := rememberCoalescer(context.Background(), cc); ctx.Value(coalescerKey{}) != nil {
		t.Error("a closed connection is still found")
	}
}

func TestCoalescingConnCloseDoesNotWaitForABlockedWrite(t *testing.T) {
	// A shutdown's forced close is what unblocks a write to a client that
	// stopped reading; it must not wait for that write.
	for _, held := range []bool{false, true} {
		server, client := net.Pipe() // a write blocks until the other end reads, and nobody does
		defer client.Close()
		cc := &coalescingConn{Conn: server}
		done := make(chan error, 1)
		go func() {
			if !held {
				_, err := cc.Write([]byte("a response nobody reads"))
				done <- err
				return
			}
			cc.hold(nil)
			_, _ = cc.Write([]byte("a held response nobody reads"))
			done <- cc.release()
		}()
		time.Sleep(20 * time.Millisecond) // let the write block
		closed := make(chan error, 1)
		go func() { closed <- cc.Close() }()
		select {
		case <-closed:
		case <-time.After(2 * time.Second):
			t.Fatalf("held %v: Close waited for the blocked write", held)
		}
		if err := <-done; err == nil {
			t.Errorf("held %v: the blocked write reported no error after Close", held)
		}
	}
}

func TestCoalescingConnReleaseReportsAFailedSend(t *testing.T) {
	inner := newRecordingConn()
	cc := acceptCoalescing(t, inner)
	cc.hold(nil)
	_, _ = cc.Write([]byte("held"))
	inner.closed = true // the client went away
	if err := cc.release(); !errors.Is(err, net.ErrClosed) {
		t.Fatalf("release = %v, want the write's error", err)
	}
}

// wrappedConn hides a connection as Caddy's HTTP/2 preface check does.
type wrappedConn struct{ net.Conn }

func TestRememberCoalescerFindsTheConnectionUnderOtherWrappers(t *testing.T) {
	inner := newRecordingConn()
	cc := acceptCoalescing(t, inner)
	ctx := rememberCoalescer(context.Background(), &wrappedConn{cc})
	if got := ctx.Value(coalescerKey{}); got != cc {
		t.Fatalf("found %v under a wrapper, want the coalescing connection", got)
	}

	// A connection that did not come through the wrapper is not found,
	// even from the same address.
	other := newRecordingConn()
	other.addr = &net.TCPAddr{IP: inner.addr.IP, Port: inner.addr.Port}
	if ctx := rememberCoalescer(context.Background(), other); ctx.Value(coalescerKey{}) != nil {
		t.Error("a connection the wrapper never accepted was matched by its address's value")
	}
}

func TestCoalescingListenerLeavesConnectionsOtherThanTCPAlone(t *testing.T) {
	inner := newRecordingConn()
	inner.addr = nil // RemoteAddr returns a nil *net.TCPAddr
	c, err := Coalesce{}.WrapListener(&oneListener{conn: inner}).Accept()
	if err != nil {
		t.Fatal(err)
	}
	if c != inner {
		t.Errorf("a connection without a TCP address was wrapped (%T)", c)
	}
}

func TestCoalescingConnPassesReadFromAndCloseWriteThrough(t *testing.T) {
	inner := newRecordingConn()
	cc := acceptCoalescing(t, inner)
	cc.hold(nil)
	_, _ = cc.Write([]byte("headers"))
	// net/http sends a file from disk through ReadFrom (sendfile on TCP).
	if n, err := cc.ReadFrom(strings.NewReader("file")); n != 4 || err != nil {
		t.Fatalf("ReadFrom = %d, %v", n, err)
	}
	if string(inner.sent()) != "headers" || inner.readFrom != 4 {
		t.Errorf("ReadFrom should send what is held first, then hand the reader to the connection (sent %q, read %d)", inner.sent(), inner.readFrom)
	}
	if err := cc.CloseWrite(); err != nil || !inner.halfShut {
		t.Errorf("CloseWrite = %v, half-closed %v", err, inner.halfShut)
	}
	if cc.NetConn() != inner {
		t.Error("NetConn should return the wrapped connection")
	}
}

func TestCoalesceCaddyfileTakesNoArguments(t *testing.T) {
	if err := new(Coalesce).UnmarshalCaddyfile(caddyfile.NewTestDispenser("spa_coalesce")); err != nil {
		t.Errorf("spa_coalesce: %v", err)
	}
	if err := new(Coalesce).UnmarshalCaddyfile(caddyfile.NewTestDispenser("spa_coalesce 64KiB")); err == nil {
		t.Error("spa_coalesce with an argument should be an error")
	}
}

func TestWithinTellsAPieceOfTheBodyFromACopy(t *testing.T) {
	body := []byte("0123456789")
	cases := []struct {
		p    []byte
		want bool
	}{
		{body, true},
		{body[3:7], true},
		{body[9:], true},
		{body[10:], false}, // empty
		{bytes.Clone(body), false},
		{nil, false},
	}
	for i, c := range cases {
		if got := within(c.p, body); got != c.want {
			t.Errorf("case %d: within = %v, want %v", i, got, c.want)
		}
	}
	if within(body, nil) {
		t.Error("nothing is within an empty body")
	}
}
