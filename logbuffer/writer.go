// Package logbuffer is a Caddy log writer that batches log lines on their
// way to standard output: one write(2) for many access-log lines instead of
// one per request, like nginx's `access_log … buffer=`. Lines are kept whole
// (a flush never splits one) and reach stdout at most FlushInterval late.
// The buffer outlives config reloads (Caddy pools writers by key), and what
// is left in it is written when the process exits, once Caddy has stopped
// its servers (so the lines of requests that finished during the grace
// period are there too). Caddy does not close log writers when it stops
// (measured with v2.11.9: Close is never called at SIGTERM), so the flush
// at exit is a Caddy exit hook, not Close.
//
//	log {
//	    output buffered_stdout {
//	        size           64KiB
//	        flush_interval 100ms
//	    }
//	}
//
// Every logger that names this writer shares one buffer, so their lines
// never interleave mid-line. The project's Caddyfile gives it the lines
// requests make, and sends Caddy's own messages to stderr at once.
package logbuffer

import (
	"context"
	"io"
	"os"
	"sync"
	"time"

	"github.com/caddyserver/caddy/v2"
)

func init() {
	caddy.RegisterModule(Writer{})
}

// Defaults for the writer's fields.
const (
	DefaultSize          = 64 << 10
	DefaultFlushInterval = 100 * time.Millisecond
)

// Writer batches log lines to standard output.
type Writer struct {
	// Size is the buffer's capacity in bytes; a full buffer is flushed at
	// once. Default: 64 KiB.
	Size int `json:"size,omitempty"`

	// FlushInterval is the longest a line waits in the buffer. Default: 100ms.
	FlushInterval caddy.Duration `json:"flush_interval,omitempty"`
}

// CaddyModule returns the Caddy module information.
func (Writer) CaddyModule() caddy.ModuleInfo {
	return caddy.ModuleInfo{
		ID:  "caddy.logging.writers.buffered_stdout",
		New: func() caddy.Module { return new(Writer) },
	}
}

func (w *Writer) String() string { return "buffered stdout" }

// WriterKey is the same for every instance: all loggers share one buffer.
func (w *Writer) WriterKey() string { return "buffered:std:out" }

// OpenWriter starts the buffer and its flush timer.
func (w *Writer) OpenWriter() (io.WriteCloser, error) {
	size, interval := w.Size, time.Duration(w.FlushInterval)
	if size <= 0 {
		size = DefaultSize
	}
	if interval <= 0 {
		interval = DefaultFlushInterval
	}
	return newBatcher(os.Stdout, size, interval), nil
}

// batcher collects whole writes (zap writes one entry per call) and passes
// them on together, on a timer or when the next one would not fit.
type batcher struct {
	mu   sync.Mutex
	out  io.Writer
	buf  []byte
	stop chan struct{}
	done chan struct{}
}

func newBatcher(out io.Writer, size int, interval time.Duration) *batcher {
	b := &batcher{out: out, buf: make([]byte, 0, size), stop: make(chan struct{}), done: make(chan struct{})}
	go b.flushEvery(interval)
	open.add(b)
	return b
}

// openBatchers is every batcher not closed yet, for flushAtExit.
type openBatchers struct {
	mu       sync.Mutex
	batchers map[*batcher]struct{}
	hooked   sync.Once
}

var open = openBatchers{batchers: map[*batcher]struct{}{}}

func (o *openBatchers) add(b *batcher) {
	o.mu.Lock()
	o.batchers[b] = struct{}{}
	o.mu.Unlock()
	o.hooked.Do(func() { caddy.OnExit(func(context.Context) { flushAtExit() }) })
}

func (o *openBatchers) remove(b *batcher) {
	o.mu.Lock()
	delete(o.batchers, b)
	o.mu.Unlock()
}

// flushAtExit writes what every open batcher holds. Caddy runs it as the
// process exits, after its apps have stopped.
func flushAtExit() {
	open.mu.Lock()
	defer open.mu.Unlock()
	for b := range open.batchers {
		_ = b.flush()
	}
}

func (b *batcher) Write(p []byte) (int, error) {
	b.mu.Lock()
	defer b.mu.Unlock()
	if len(b.buf)+len(p) > cap(b.buf) {
		if err := b.flushLocked(); err != nil {
			return 0, err
		}
	}
	if len(p) > cap(b.buf) {
		return b.out.Write(p) // larger than the whole buffer: straight through
	}
	b.buf = append(b.buf, p...)
	return len(p), nil
}

func (b *batcher) flushLocked() error {
	if len(b.buf) == 0 {
		return nil
	}
	_, err := b.out.Write(b.buf)
	b.buf = b.buf[:0]
	return err
}

func (b *batcher) flush() error {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.flushLocked()
}

func (b *batcher) flushEvery(interval time.Duration) {
	defer close(b.done)
	t := time.NewTicker(interval)
	defer t.Stop()
	for {
		select {
		case <-t.C:
			_ = b.flush()
		case <-b.stop:
			return
		}
	}
}

// Close stops the timer and flushes what is left; stdout itself stays open.
func (b *batcher) Close() error {
	b.mu.Lock()
	select {
	case <-b.stop:
		b.mu.Unlock()
		return nil // closed already
	default:
		close(b.stop)
	}
	b.mu.Unlock()
	<-b.done
	open.remove(b)
	return b.flush()
}

// Interface guards
var (
	_ caddy.WriterOpener = (*Writer)(nil)
	_ io.WriteCloser     = (*batcher)(nil)
)
