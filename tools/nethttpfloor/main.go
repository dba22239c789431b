//go:build linux

// Command nethttpfloor is Go's net/http with nothing in front of it: it
// answers GET /<path> with the bytes of that file under -dir, read into
// memory at start, with Content-Type, Content-Length and the -header
// values, and no log. Like the spa module, it answers /about with
// about/index.html, a path it has no file for with 404.html and status 404,
// and a client that accepts br or gzip with the file's precompressed copy
// (x.js.br, x.js.gz). With -cork it writes a response of 3 KiB or more
// under TCP_CORK, as the spa module does. bench/ceiling.sh runs it beside
// Caddy's `respond` and nginx, and bench/server.sh (VARIANTS=floor) on the
// site's own build: no handler inside Caddy can do less work per request
// than this, so it is the floor under any Go server and shows how much of
// the gap to nginx is net/http's own.
//
// With -hold it writes such a response in one write, as the spa module does
// behind its spa_coalesce listener wrapper: the connection keeps what
// net/http writes until the handler has flushed, then sends it at once.
// Unlike the module, it holds a response whole, past 128 KiB too (it has
// no write deadlines to respect), which matters only for the plain main
// script.
//
// With -sendfile (which implies -cork) the body leaves by sendfile(2) from a
// memfd holding the same bytes, as nginx sends from the page cache, instead
// of being copied into the socket by write(2): it measures whether serving
// the in-memory site that way would be worth building (docs/performance.md).
//
//	go run ./tools/nethttpfloor -addr 127.0.0.1:8090 -dir www [-cork | -hold | -sendfile] [-header 'Name: value' ...]
package main

import (
	"context"
	"flag"
	"fmt"
	"io"
	"io/fs"
	"log"
	"mime"
	"net"
	"net/http"
	"os"
	"path"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"

	"golang.org/x/sys/unix"
)

type connKey struct{}

type file struct {
	body          []byte
	ctype, length []string
	memfd         *memfd // with -sendfile
}

// site is the files under -dir by URL path ("/about/index.html"), their
// precompressed copies among them ("/assets/x.js.br").
type site map[string]file

func main() {
	addr := flag.String("addr", "127.0.0.1:8090", "address to listen on")
	dir := flag.String("dir", ".", "directory whose files are served")
	cork := flag.Bool("cork", false, "write responses of 3 KiB or more under TCP_CORK")
	hold := flag.Bool("hold", false, "send responses of 3 KiB or more in one write")
	sendfile := flag.Bool("sendfile", false, "send bodies of 3 KiB or more by sendfile from a memfd, corked")
	header := http.Header{}
	flag.Func("header", "a header every response carries, 'Name: value' (repeatable)", func(v string) error {
		name, value, ok := strings.Cut(v, ":")
		if !ok {
			return fmt.Errorf("want 'Name: value', got %q", v)
		}
		header.Add(strings.TrimSpace(name), strings.TrimSpace(value))
		return nil
	})
	flag.Parse()

	files, err := loadSite(*dir, *sendfile)
	if err != nil {
		log.Fatal(err)
	}
	mode := plain
	switch {
	case *hold:
		mode = held
	case *cork || *sendfile:
		mode = corked
	}
	ln, err := net.Listen("tcp", *addr)
	if err != nil {
		log.Fatal(err)
	}
	if mode == held {
		ln = holdingListener{ln}
	}
	srv := &http.Server{Handler: handler(files, header, mode), ConnContext: rememberConn}
	log.Fatal(srv.Serve(ln))
}

// loadSite reads the files under dir into memory, and into memfds too for
// sendfile.
func loadSite(dir string, sendfile bool) (site, error) {
	files := site{}
	err := filepath.WalkDir(dir, func(p string, e fs.DirEntry, err error) error {
		if err != nil || e.IsDir() {
			return err
		}
		body, err := os.ReadFile(p)
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(dir, p)
		ext := filepath.Ext(strings.TrimSuffix(strings.TrimSuffix(rel, ".br"), ".gz"))
		f := file{body: body, ctype: []string{mime.TypeByExtension(ext)}, length: []string{strconv.Itoa(len(body))}}
		if sendfile {
			if f.memfd, err = newMemfd(e.Name(), body); err != nil {
				return err
			}
		}
		files["/"+filepath.ToSlash(rel)] = f
		return nil
	})
	return files, err
}

// find returns the file for a URL path, its status and content coding.
// A coding named in Accept-Encoding is taken (q-values are not read: the
// benchmarks send plain lists).
func (s site) find(urlPath, acceptEncoding string) (f file, status int, coding string) {
	p := path.Clean("/" + urlPath)
	name, status := p, http.StatusOK
	if _, ok := s[name]; !ok {
		name = path.Join(p, "index.html")
	}
	if _, ok := s[name]; !ok {
		name, status = "/404.html", http.StatusNotFound
	}
	for _, c := range []struct{ token, suffix string }{{"br", ".br"}, {"gzip", ".gz"}} {
		if v, ok := s[name+c.suffix]; ok && strings.Contains(acceptEncoding, c.token) {
			return v, status, c.token
		}
	}
	f, ok := s[name]
	if !ok {
		return file{}, 0, ""
	}
	return f, status, ""
}

// rememberConn is the server's ConnContext: the handler finds its
// connection's socket in the request context.
func rememberConn(ctx context.Context, c net.Conn) context.Context {
	return context.WithValue(ctx, connKey{}, c)
}

// How a response of 3 KiB or more is written.
type writeMode int

const (
	plain  writeMode = iota
	corked           // under TCP_CORK (by sendfile when the file has a memfd)
	held             // in one write, by a holdingConn
)

func handler(files site, header http.Header, mode writeMode) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		f, status, coding := files.find(r.URL.Path, r.Header.Get("Accept-Encoding"))
		if status == 0 {
			http.NotFound(w, r)
			return
		}
		h := w.Header()
		for name, v := range header {
			h[name] = v
		}
		h["Content-Type"] = f.ctype
		h["Content-Length"] = f.length
		if coding != "" {
			h["Content-Encoding"] = []string{coding}
			h["Vary"] = []string{"Accept-Encoding"}
		}
		w.WriteHeader(status)
		if hc, ok := r.Context().Value(connKey{}).(*holdingConn); ok && mode == held && len(f.body) >= 3<<10 {
			hc.holding = true
			_, _ = w.Write(f.body)
			_ = http.NewResponseController(w).Flush()
			hc.release()
			return
		}
		conn, _ := r.Context().Value(connKey{}).(*net.TCPConn)
		if mode != corked || conn == nil || len(f.body) < 3<<10 {
			_, _ = w.Write(f.body)
			return
		}
		raw, err := conn.SyscallConn()
		if err != nil {
			_, _ = w.Write(f.body)
			return
		}
		setCork := func(v int) {
			_ = raw.Control(func(fd uintptr) { _ = syscall.SetsockoptInt(int(fd), syscall.IPPROTO_TCP, syscall.TCP_CORK, v) })
		}
		setCork(1)
		if f.memfd != nil {
			f.memfd.send(w)
		} else {
			_, _ = w.Write(f.body)
		}
		_ = http.NewResponseController(w).Flush()
		setCork(0)
	})
}

// memfd is a body in an anonymous in-memory file. Linux's sendfile sends
// from a file description's own position, so each response takes a
// description of its own from a pool (opened through /proc, not dup'ed,
// which would share the position) and seeks it to where the body is.
type memfd struct {
	body []byte
	fd   int
	pool chan *os.File
}

func newMemfd(name string, body []byte) (*memfd, error) {
	fd, err := unix.MemfdCreate(name, unix.MFD_CLOEXEC)
	if err != nil {
		return nil, err
	}
	if _, err := unix.Write(fd, body); err != nil {
		return nil, err
	}
	return &memfd{body: body, fd: fd, pool: make(chan *os.File, 256)}, nil
}

// send writes the body through net/http's ReadFrom, which copies the first
// 512 bytes (for content sniffing) from Read and hands the rest to the
// connection's ReadFrom, which calls sendfile with the descriptor that
// SyscallConn gives it.
func (m *memfd) send(w http.ResponseWriter) {
	var d *os.File
	select {
	case d = <-m.pool:
	default:
		var err error
		if d, err = os.Open(fmt.Sprintf("/proc/self/fd/%d", m.fd)); err != nil {
			_, _ = w.Write(m.body)
			return
		}
	}
	b := &memfdReader{m: m, d: d}
	_, _ = w.(io.ReaderFrom).ReadFrom(&io.LimitedReader{R: b, N: int64(len(m.body))})
	select {
	case m.pool <- d:
	default:
		_ = d.Close()
	}
}

// memfdReader reads the body from memory; as a syscall.Conn it gives
// sendfile its descriptor, positioned where Read stopped.
type memfdReader struct {
	m   *memfd
	d   *os.File
	pos int
}

func (b *memfdReader) Read(p []byte) (int, error) {
	if b.pos >= len(b.m.body) {
		return 0, io.EOF
	}
	n := copy(p, b.m.body[b.pos:])
	b.pos += n
	return n, nil
}

func (b *memfdReader) SyscallConn() (syscall.RawConn, error) { return memfdRaw{b}, nil }

type memfdRaw struct{ b *memfdReader }

func (r memfdRaw) Read(f func(fd uintptr) bool) error {
	if _, err := r.b.d.Seek(int64(r.b.pos), io.SeekStart); err != nil {
		return err
	}
	f(r.b.d.Fd())
	return nil
}
func (memfdRaw) Write(func(uintptr) bool) error { return syscall.EINVAL }
func (memfdRaw) Control(func(uintptr)) error    { return syscall.EINVAL }

// holdingListener's connections hold what is written while holding is set
// and send it in one write at release. Only the connection's own goroutine
// writes to it (HTTP/1), so it needs no lock.
type holdingListener struct{ net.Listener }

func (l holdingListener) Accept() (net.Conn, error) {
	c, err := l.Listener.Accept()
	if err != nil {
		return nil, err
	}
	return &holdingConn{Conn: c}, nil
}

type holdingConn struct {
	net.Conn
	holding bool
	buf     []byte
}

func (c *holdingConn) Write(p []byte) (int, error) {
	if !c.holding {
		return c.Conn.Write(p)
	}
	c.buf = append(c.buf, p...)
	return len(p), nil
}

func (c *holdingConn) release() {
	c.holding = false
	_, _ = c.Conn.Write(c.buf)
	c.buf = c.buf[:0]
}
