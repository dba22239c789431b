package logbuffer

import (
	"bytes"
	"fmt"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/caddyserver/caddy/v2"
	"github.com/caddyserver/caddy/v2/caddyconfig/caddyfile"
)

// recorder keeps every Write call separately, as write(2) calls would be.
type recorder struct {
	mu     sync.Mutex
	writes [][]byte
}

func (r *recorder) Write(p []byte) (int, error) {
	r.mu.Lock()
	defer r.mu.Unlock()
	r.writes = append(r.writes, bytes.Clone(p))
	return len(p), nil
}

func (r *recorder) text() string {
	r.mu.Lock()
	defer r.mu.Unlock()
	return string(bytes.Join(r.writes, nil))
}

func TestLinesStayWholeAndInOrderUnderConcurrentWriters(t *testing.T) {
	out := &recorder{}
	b := newBatcher(out, 512, time.Millisecond)
	const writers, lines = 8, 500
	var wg sync.WaitGroup
	for g := range writers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for n := range lines {
				fmt.Fprintf(b, `{"writer":%d,"line":%d,"msg":"handled request"}`+"\n", g, n)
			}
		}()
	}
	wg.Wait()
	if err := b.Close(); err != nil {
		t.Fatal(err)
	}
	next := make([]int, writers)
	for i, w := range out.writes {
		if len(w) == 0 || w[len(w)-1] != '\n' {
			t.Fatalf("write %d ends mid-line: %q", i, w)
		}
	}
	all := strings.Split(strings.TrimSuffix(out.text(), "\n"), "\n")
	if len(all) != writers*lines {
		t.Fatalf("%d lines, want %d", len(all), writers*lines)
	}
	for _, l := range all {
		var g, n int
		if _, err := fmt.Sscanf(l, `{"writer":%d,"line":%d,`, &g, &n); err != nil || n != next[g] {
			t.Fatalf("line %q out of order or damaged (want line %d of writer %d)", l, next[g], g)
		}
		next[g]++
	}
	if len(out.writes) >= writers*lines/4 {
		t.Errorf("%d writes for %d lines: not batched", len(out.writes), writers*lines)
	}
}

func TestALineReachesTheOutputWithinTheFlushInterval(t *testing.T) {
	out := &recorder{}
	b := newBatcher(out, DefaultSize, 20*time.Millisecond)
	defer b.Close()
	start := time.Now()
	fmt.Fprintln(b, "one line")
	for out.text() == "" {
		if time.Since(start) > 2*time.Second {
			t.Fatal("the line never left the buffer")
		}
		time.Sleep(5 * time.Millisecond)
	}
}

func TestCloseFlushesWhatIsLeft(t *testing.T) {
	out := &recorder{}
	b := newBatcher(out, DefaultSize, time.Hour)
	fmt.Fprintln(b, "last words")
	if out.text() != "" {
		t.Fatal("written before the flush")
	}
	if err := b.Close(); err != nil || out.text() != "last words\n" {
		t.Fatalf("after Close: %q, %v", out.text(), err)
	}
	if err := b.Close(); err != nil {
		t.Errorf("second Close: %v", err)
	}
}

func TestWhatIsLeftIsWrittenAtExitWithoutClose(t *testing.T) {
	out := &recorder{}
	b := newBatcher(out, DefaultSize, time.Hour)
	defer b.Close()
	fmt.Fprintln(b, "shutdown lines")
	flushAtExit() // what Caddy's exit hook runs, after its servers have stopped
	if out.text() != "shutdown lines\n" {
		t.Fatalf("after the exit flush: %q", out.text())
	}

	closed := newBatcher(&recorder{}, DefaultSize, time.Hour)
	closed.Close()
	open.mu.Lock()
	_, still := open.batchers[closed]
	open.mu.Unlock()
	if still {
		t.Error("a closed batcher is still flushed at exit")
	}
}

func TestAWriteLargerThanTheBufferGoesStraightThrough(t *testing.T) {
	out := &recorder{}
	b := newBatcher(out, 16, time.Hour)
	defer b.Close()
	fmt.Fprint(b, "short\n")
	long := strings.Repeat("x", 40) + "\n"
	fmt.Fprint(b, long)
	if len(out.writes) != 2 || string(out.writes[0]) != "short\n" || string(out.writes[1]) != long {
		t.Errorf("writes %q: want the buffered line, then the long one", out.writes)
	}
}

func TestUnmarshalCaddyfile(t *testing.T) {
	var w Writer
	d := caddyfile.NewTestDispenser("buffered_stdout {\n size 8KiB\n flush_interval 250ms\n}")
	if err := w.UnmarshalCaddyfile(d); err != nil {
		t.Fatal(err)
	}
	if w.Size != 8<<10 || w.FlushInterval != caddy.Duration(250*time.Millisecond) {
		t.Errorf("parsed %+v", w)
	}
	for _, bad := range []string{"buffered_stdout {\n size 0\n}", "buffered_stdout {\n flush_interval -1s\n}", "buffered_stdout {\n colour blue\n}", "buffered_stdout extra"} {
		if err := new(Writer).UnmarshalCaddyfile(caddyfile.NewTestDispenser(bad)); err == nil {
			t.Errorf("%q accepted", bad)
		}
	}
}
