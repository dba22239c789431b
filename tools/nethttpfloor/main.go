//go:build linux

// Command nethttpfloor is Go's net/http with nothing in front of it: it
// answers GET /<name> with the bytes of that file of -dir, read into memory
// at start, and only Content-Type and Content-Length, with no log. With
// -cork it writes a response of 3 KiB or more under TCP_CORK, as the spa
// module does. bench/ceiling.sh runs it beside Caddy's `respond` and nginx:
// no handler inside Caddy can do less work per request than this, so it is
// the floor under any Go server and shows how much of the gap to nginx is
// net/http's own.
//
// With -sendfile (which implies -cork) the body leaves by sendfile(2) from a
// memfd holding the same bytes, as nginx sends from the page cache, instead
// of being copied into the socket by write(2): it measures whether serving
// the in-memory site that way would be worth building (docs/performance.md).
//
//	go run ./tools/nethttpfloor -addr 127.0.0.1:8090 -dir www [-cork | -sendfile]
package main

import (
	"context"
	"flag"
	"fmt"
	"io"
	"log"
	"mime"
	"net"
	"net/http"
	"os"
	"path/filepath"
	"strconv"
	"syscall"

	"golang.org/x/sys/unix"
)

type connKey struct{}

type file struct {
	body          []byte
	ctype, length []string
	memfd         *memfd // with -sendfile
}

func main() {
	addr := flag.String("addr", "127.0.0.1:8090", "address to listen on")
	dir := flag.String("dir", ".", "directory whose files are served")
	cork := flag.Bool("cork", false, "write responses of 3 KiB or more under TCP_CORK")
	sendfile := flag.Bool("sendfile", false, "send bodies of 3 KiB or more by sendfile from a memfd, corked")
	flag.Parse()

	files, err := loadFiles(*dir, *sendfile)
	if err != nil {
		log.Fatal(err)
	}
	srv := &http.Server{Addr: *addr, Handler: handler(files, *cork || *sendfile), ConnContext: rememberConn}
	log.Fatal(srv.ListenAndServe())
}

// loadFiles reads the files of dir into memory, and into memfds too for
// sendfile.
func loadFiles(dir string, sendfile bool) (map[string]file, error) {
	files := map[string]file{}
	entries, err := os.ReadDir(dir)
	if err != nil {
		return nil, err
	}
	for _, e := range entries {
		body, err := os.ReadFile(filepath.Join(dir, e.Name()))
		if err != nil {
			continue // a directory
		}
		f := file{body: body, ctype: []string{mime.TypeByExtension(filepath.Ext(e.Name()))}, length: []string{strconv.Itoa(len(body))}}
		if sendfile {
			if f.memfd, err = newMemfd(e.Name(), body); err != nil {
				return nil, err
			}
		}
		files["/"+e.Name()] = f
	}
	return files, nil
}

// rememberConn is the server's ConnContext: the handler finds its
// connection's socket in the request context.
func rememberConn(ctx context.Context, c net.Conn) context.Context {
	return context.WithValue(ctx, connKey{}, c)
}

func handler(files map[string]file, cork bool) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		f, ok := files[r.URL.Path]
		if !ok {
			http.NotFound(w, r)
			return
		}
		h := w.Header()
		h["Content-Type"] = f.ctype
		h["Content-Length"] = f.length
		conn, _ := r.Context().Value(connKey{}).(*net.TCPConn)
		if !cork || conn == nil || len(f.body) < 3<<10 {
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
