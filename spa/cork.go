package spa

import (
	"context"
	"net"
	"net/http"
	"syscall"
)

// Sending a response whole.
//
// net/http writes a response through a 4 KiB connection buffer, so a page
// or script larger than what the headers leave of it goes out in two
// writes: two TCP segments, and the client wakes twice to read one
// response. nginx avoids this with TCP_CORK (its tcp_nopush). An HTTP/1
// response this module writes from memory does the same: the socket is
// corked, the response written and flushed, and the socket uncorked, which
// sends it as full segments. HTTP/2 multiplexes streams on one connection
// and has its own framing, so it is left alone. (Measured in
// docs/performance.md, section 4.)

// corkMinBody is the smallest body worth corking for: a smaller one leaves
// in one write together with its headers (about 1 KiB) anyway.
const corkMinBody = 3 << 10

// connKey is the request context key of the client connection.
type connKey struct{}

// rememberConn is a ConnContext hook (Caddy's way for a handler to reach
// its connection): it puts the connection in every request's context.
func rememberConn(ctx context.Context, c net.Conn) context.Context {
	if ctx.Value(connKey{}) != nil {
		return ctx // another spa handler on the same server registered too
	}
	return context.WithValue(ctx, connKey{}, c)
}

// writeBody writes body as the whole response body, corked when that
// saves a segment. Without the connection (no hook, a connection type
// that hides its socket) it writes plainly.
func writeBody(w http.ResponseWriter, r *http.Request, body []byte) {
	var sock syscall.RawConn
	if r.ProtoMajor == 1 && len(body) >= corkMinBody {
		sock = socketOf(r)
	}
	if sock == nil || setCork(sock, true) != nil {
		_, _ = w.Write(body)
		return
	}
	// Uncorking sends what is queued. Should it fail, the kernel still
	// sends corked data by itself within 200 ms.
	defer func() { _ = setCork(sock, false) }()
	_, _ = w.Write(body)
	_ = http.NewResponseController(w).Flush()
}

// socketOf finds the TCP socket under the request's connection (under TLS
// too), or nil.
func socketOf(r *http.Request) syscall.RawConn {
	c, _ := r.Context().Value(connKey{}).(net.Conn)
	if tc, ok := c.(interface{ NetConn() net.Conn }); ok {
		c = tc.NetConn()
	}
	sc, ok := c.(syscall.Conn)
	if !ok {
		return nil
	}
	raw, err := sc.SyscallConn()
	if err != nil {
		return nil
	}
	return raw
}
