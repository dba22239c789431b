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
//	go run ./tools/nethttpfloor -addr 127.0.0.1:8090 -dir www [-cork]
package main

import (
	"context"
	"flag"
	"log"
	"mime"
	"net"
	"net/http"
	"os"
	"path/filepath"
	"strconv"
	"syscall"
)

type connKey struct{}

type file struct {
	body          []byte
	ctype, length []string
}

func main() {
	addr := flag.String("addr", "127.0.0.1:8090", "address to listen on")
	dir := flag.String("dir", ".", "directory whose files are served")
	cork := flag.Bool("cork", false, "write responses of 3 KiB or more under TCP_CORK")
	flag.Parse()

	files := map[string]file{}
	entries, err := os.ReadDir(*dir)
	if err != nil {
		log.Fatal(err)
	}
	for _, e := range entries {
		body, err := os.ReadFile(filepath.Join(*dir, e.Name()))
		if err != nil {
			continue // a directory
		}
		files["/"+e.Name()] = file{body, []string{mime.TypeByExtension(filepath.Ext(e.Name()))}, []string{strconv.Itoa(len(body))}}
	}

	srv := &http.Server{
		Addr: *addr,
		Handler: http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			f, ok := files[r.URL.Path]
			if !ok {
				http.NotFound(w, r)
				return
			}
			h := w.Header()
			h["Content-Type"] = f.ctype
			h["Content-Length"] = f.length
			conn, _ := r.Context().Value(connKey{}).(*net.TCPConn)
			if !*cork || conn == nil || len(f.body) < 3<<10 {
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
			_, _ = w.Write(f.body)
			_ = http.NewResponseController(w).Flush()
			setCork(0)
		}),
		ConnContext: func(ctx context.Context, c net.Conn) context.Context {
			return context.WithValue(ctx, connKey{}, c)
		},
	}
	log.Fatal(srv.ListenAndServe())
}
