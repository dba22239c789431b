package spa

import (
	"context"
	"io"
	"net"
	"net/http"
	"sync"
	"unsafe"

	"github.com/caddyserver/caddy/v2"
	"github.com/caddyserver/caddy/v2/caddyconfig/caddyfile"
)

// Holding: how an HTTP/1 response leaves in one write (write.go). The
// listener wrapper spa_coalesce, placed before TLS, gives each TCP
// connection a wrapper that the spa module can hold: while held, what
// net/http (or TLS, as records) writes is kept, pieces of the body by
// reference and anything else as a copy, and release sends it all in one
// write(2) or writev(2). What is held leaves early rather than go past
// holdLimit (or past copyLimit of copies).

func init() {
	caddy.RegisterModule(Coalesce{})
}

// holdLimit is the most a connection holds unsent: two of Caddy's write
// chunks (caddyhttp.DefaultMaxWriteChunk). Caddy gives each chunk of a
// response a write deadline of its own, so that a slow but steady client
// is not cut off; what is held leaves under the deadline of the write that
// sends it, so no deadline covers more than this. Pages and compressed
// scripts fit, and leave in one write; a write returns once the kernel has
// taken the bytes, and a new connection's send buffer takes most of this
// at once, so a slow client has about as long as Caddy's chunks give it.
const holdLimit = 128 << 10

// copyLimit is the size of the buffer for what is held as a copy: the
// writes that are not pieces of the body (the headers with net/http's
// first 4 KiB, TLS records).
const copyLimit = 64 << 10

var holdBuffers = sync.Pool{New: func() any { b := make([]byte, 0, copyLimit); return &b }}

// Coalesce is a listener wrapper whose connections let the spa module send
// a response in one write.
type Coalesce struct{}

// CaddyModule returns the Caddy module information.
func (Coalesce) CaddyModule() caddy.ModuleInfo {
	return caddy.ModuleInfo{
		ID:  "caddy.listeners.spa_coalesce",
		New: func() caddy.Module { return new(Coalesce) },
	}
}

// WrapListener wraps ln so that its connections can be held.
func (Coalesce) WrapListener(ln net.Listener) net.Listener { return coalescingListener{ln} }

// UnmarshalCaddyfile sets up the wrapper from `spa_coalesce` (no options).
func (*Coalesce) UnmarshalCaddyfile(d *caddyfile.Dispenser) error {
	d.Next() // the wrapper's name
	if d.NextArg() {
		return d.ArgErr()
	}
	return nil
}

// heldConns finds a wrapped connection from the connection net/http serves,
// which other wrappers (TLS, Caddy's HTTP/2 preface check) may hide it in.
// The key is its remote address, which they all pass through: a TCP
// connection returns the same *net.TCPAddr for its whole life, and no
// other connection has that pointer. Connections that are not TCP are
// not held.
var heldConns sync.Map // *net.TCPAddr → *coalescingConn

// heldKey is the key of c in heldConns, or nil.
func heldKey(c net.Conn) *net.TCPAddr {
	addr, _ := c.RemoteAddr().(*net.TCPAddr)
	return addr
}

type coalescingListener struct{ net.Listener }

func (l coalescingListener) Accept() (net.Conn, error) {
	c, err := l.Listener.Accept()
	if err != nil {
		return nil, err
	}
	key := heldKey(c)
	if key == nil {
		return c, nil
	}
	cc := &coalescingConn{Conn: c, key: key}
	heldConns.Store(key, cc)
	return cc, nil
}

// coalescingConn is a connection that can hold what is written to it until
// release. Its lock guards what is held.
type coalescingConn struct {
	net.Conn
	key     *net.TCPAddr // in heldConns
	mu      sync.Mutex
	holding bool
	body    []byte      // the body being sent: a write inside it is held by reference
	copies  *[]byte     // copies of the other writes, from holdBuffers
	out     net.Buffers // what is held, in order
	held    int         // bytes in out
	vec     net.Buffers // what send writes; WriteTo consumes it
	vecs    net.Buffers // vec's backing array, kept (fields do not escape per call)
}

// hold starts keeping what is written, to send it at release. body is the
// response's body, which must not change until release: the pieces of it
// that are written are sent from where they are, without a copy.
func (c *coalescingConn) hold(body []byte) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.holding {
		return
	}
	c.holding, c.body = true, body
	c.copies = holdBuffers.Get().(*[]byte)
}

// release sends what is held and writes through again.
func (c *coalescingConn) release() error {
	c.mu.Lock()
	defer c.mu.Unlock()
	if !c.holding {
		return nil
	}
	_, err := c.send(nil) // which also empties the copies
	c.holding, c.body = false, nil
	holdBuffers.Put(c.copies)
	c.copies = nil
	return err
}

// send writes what is held, then p, in one writev(2) (on a TCP
// connection), and returns how much of p was written.
func (c *coalescingConn) send(p []byte) (int, error) {
	held := c.held
	c.held = 0
	c.vecs = append(c.vecs[:0], c.out...)
	if len(p) > 0 {
		c.vecs = append(c.vecs, p)
	}
	c.vec = c.vecs
	n, err := c.vec.WriteTo(c.Conn)
	clear(c.vecs) // no references to old bodies or buffers
	clear(c.out)
	c.out = c.out[:0]
	*c.copies = (*c.copies)[:0]
	return int(max(n-int64(held), 0)), err
}

// Write holds p while the connection is held: by reference if it is a
// piece of the body, else as a copy. What is held leaves first if p would
// take it past holdLimit, and with p if the copy does not fit.
func (c *coalescingConn) Write(p []byte) (int, error) {
	c.mu.Lock()
	if !c.holding {
		c.mu.Unlock()
		return c.Conn.Write(p) // unlocked, as most writes are: see Close
	}
	defer c.mu.Unlock()
	if c.held+len(p) > holdLimit {
		if _, err := c.send(nil); err != nil {
			return 0, err
		}
		if len(p) > holdLimit {
			return c.Conn.Write(p)
		}
	}
	switch {
	case within(p, c.body):
		c.out = append(c.out, p)
	case len(*c.copies)+len(p) <= cap(*c.copies):
		start := len(*c.copies)
		*c.copies = append(*c.copies, p...)
		c.out = append(c.out, (*c.copies)[start:])
	default:
		return c.send(p)
	}
	c.held += len(p)
	return len(p), nil
}

// within reports whether p lies inside body's memory. Go's collector does
// not move heap memory, so comparing the addresses is enough.
func within(p, body []byte) bool {
	if len(p) == 0 || len(body) == 0 {
		return false
	}
	b := uintptr(unsafe.Pointer(unsafe.SliceData(body)))
	q := uintptr(unsafe.Pointer(unsafe.SliceData(p)))
	return q >= b && q+uintptr(len(p)) <= b+uintptr(len(body))
}

// Close closes at once, without the lock: a write blocked on a client that
// stopped reading must not delay a shutdown's forced close, which is what
// unblocks it. What a handler still holds then (only when the connection
// is closed under it) is dropped with the connection.
func (c *coalescingConn) Close() error {
	heldConns.Delete(c.key)
	return c.Conn.Close()
}

// ReadFrom keeps sendfile(2) for files served from disk: net/http uses it
// when the connection is an io.ReaderFrom, as a TCP connection is.
func (c *coalescingConn) ReadFrom(r io.Reader) (int64, error) {
	if err := c.release(); err != nil {
		return 0, err
	}
	if rf, ok := c.Conn.(io.ReaderFrom); ok {
		return rf.ReadFrom(r)
	}
	return io.Copy(struct{ io.Writer }{c.Conn}, r)
}

// CloseWrite lets net/http (and TLS) half-close the connection, as it does
// with a TCP connection before closing it.
func (c *coalescingConn) CloseWrite() error {
	if err := c.release(); err != nil {
		return err
	}
	if cw, ok := c.Conn.(interface{ CloseWrite() error }); ok {
		return cw.CloseWrite()
	}
	return nil
}

// NetConn returns the wrapped connection (as tls.Conn's does), so the
// socket stays reachable.
func (c *coalescingConn) NetConn() net.Conn { return c.Conn }

// coalescerKey is the request context key of the held connection.
type coalescerKey struct{}

// rememberCoalescer is a ConnContext hook: it puts the connection's
// coalescingConn, if the listener wrapper made one, in every request's
// context.
func rememberCoalescer(ctx context.Context, c net.Conn) context.Context {
	if ctx.Value(coalescerKey{}) != nil {
		return ctx
	}
	key := heldKey(c)
	if key == nil {
		return ctx
	}
	if cc, ok := heldConns.Load(key); ok {
		return context.WithValue(ctx, coalescerKey{}, cc)
	}
	return ctx
}

// coalescerOf returns the request's held connection, or nil.
func coalescerOf(r *http.Request) *coalescingConn {
	cc, _ := r.Context().Value(coalescerKey{}).(*coalescingConn)
	return cc
}

// Interface guards
var (
	_ caddy.ListenerWrapper = (*Coalesce)(nil)
	_ caddyfile.Unmarshaler = (*Coalesce)(nil)
	_ io.ReaderFrom         = (*coalescingConn)(nil)
)
