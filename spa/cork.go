package spa

import (
	"context"
	"net"
	"net/http"
	"syscall"
)

// Corking: how an HTTP/1 response leaves whole when the listener has no
// spa_coalesce wrapper (write.go). The socket is corked (TCP_CORK, nginx's
// tcp_nopush), the response written and flushed, and the socket uncorked,
// which sends it as full segments: two system calls more than a held
// response, but it needs nothing from the configuration.

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

// writeCorked writes body corked, or plainly without the socket (no hook,
// a connection type that hides it).
func writeCorked(w http.ResponseWriter, r *http.Request, body []byte) {
	sock := socketOf(r)
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
