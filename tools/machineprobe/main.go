//go:build linux

// Command machineprobe prints what this machine charges for the things the
// project's measured goals lean on (docs/performance.md): a page of memory
// touched for the first time (Chromium's renderers and the Playwright suite
// fault in hundreds of megabytes a test), a process started (every test
// context starts renderer processes), a system call and a message's round
// trip between two processes (Chromium's processes, and Playwright and its
// browser, talk over pipes and sockets; every request a server answers is
// system calls), a read from memory that no cache holds (Go's allocator and
// collector, and a browser's heaps, wait on it), and plain CPU work
// (hashing). The goals' figures move with the machine: a session's figures
// are comparable with another's only where these are too.
//
//	go run ./tools/machineprobe
package main

import (
	"crypto/sha256"
	"flag"
	"fmt"
	"io"
	"math/rand/v2"
	"os"
	"os/exec"
	"runtime"
	"slices"
	"strings"
	"syscall"
	"time"
)

func main() {
	rounds := flag.Int("rounds", 7, "rounds of each probe; the median is printed")
	flag.Parse()
	fault, err := median(*rounds, func() (float64, error) { return pageFaultNanos(64 << 20) })
	check(err)
	start, err := median(*rounds, func() (float64, error) { return processStartMicros(50) })
	check(err)
	call, err := median(*rounds, func() (float64, error) { return syscallNanos(200_000), nil })
	check(err)
	trip, err := median(*rounds, func() (float64, error) { return pipeRoundTripMicros(5_000) })
	check(err)
	miss, err := median(*rounds, func() (float64, error) { return memoryReadNanos(64<<20, 2_000_000), nil })
	check(err)
	hash, err := median(*rounds, func() (float64, error) { return sha256MBps(32 << 20), nil })
	check(err)
	fmt.Printf("cores %d, %s\n", runtime.NumCPU(), cpuModel())
	fmt.Printf("%-44s %10.2f µs\n", "a page touched for the first time (4 KiB)", fault/1000)
	fmt.Printf("%-44s %10.0f µs\n", "a process started and waited for (/bin/true)", start)
	fmt.Printf("%-44s %10.0f ns\n", "a system call (getppid)", call)
	fmt.Printf("%-44s %10.1f µs\n", "a byte's round trip to a process (pipes)", trip)
	fmt.Printf("%-44s %10.0f ns\n", "a read from memory, past the caches", miss)
	fmt.Printf("%-44s %10.0f MB/s\n", "SHA-256, one core", hash)
	fmt.Printf("(medians of %d rounds)\n", *rounds)
}

// pageFaultNanos maps size bytes of fresh anonymous memory, writes one byte
// in each page and unmaps it: the time per page is the kernel's first-touch
// fault, zeroing and (in a virtual machine) whatever the host adds.
func pageFaultNanos(size int) (float64, error) {
	mem, err := syscall.Mmap(-1, 0, size, syscall.PROT_READ|syscall.PROT_WRITE, syscall.MAP_ANON|syscall.MAP_PRIVATE)
	if err != nil {
		return 0, fmt.Errorf("mmap: %w", err)
	}
	page := os.Getpagesize()
	begin := time.Now()
	for i := 0; i < size; i += page {
		mem[i] = 1
	}
	elapsed := time.Since(begin)
	if err := syscall.Munmap(mem); err != nil {
		return 0, fmt.Errorf("munmap: %w", err)
	}
	return float64(elapsed.Nanoseconds()) / float64(size/page), nil
}

// processStartMicros runs /bin/true n times, one after another.
func processStartMicros(n int) (float64, error) {
	begin := time.Now()
	for range n {
		if err := exec.Command("/bin/true").Run(); err != nil {
			return 0, fmt.Errorf("/bin/true: %w", err)
		}
	}
	return float64(time.Since(begin).Microseconds()) / float64(n), nil
}

// syscallNanos makes n getppid(2) calls, which do almost nothing in the
// kernel: the time is the entry and exit, what a virtual machine's
// mitigations and hypervisor add to each.
func syscallNanos(n int) float64 {
	begin := time.Now()
	for range n {
		syscall.Getppid()
	}
	return float64(time.Since(begin).Nanoseconds()) / float64(n)
}

// pipeRoundTripMicros sends one byte at a time to cat(1) and waits for it
// to come back, n times: two wake-ups of a sleeping process and the switches
// between them, the cost of each message that crosses between processes.
func pipeRoundTripMicros(n int) (float64, error) {
	cat := exec.Command("cat")
	in, err := cat.StdinPipe()
	if err != nil {
		return 0, err
	}
	out, err := cat.StdoutPipe()
	if err != nil {
		return 0, err
	}
	if err := cat.Start(); err != nil {
		return 0, fmt.Errorf("cat: %w", err)
	}
	defer cat.Wait()
	defer in.Close()
	b := []byte{'.'}
	trip := func() error {
		if _, err := in.Write(b); err != nil {
			return err
		}
		_, err := io.ReadFull(out, b)
		return err
	}
	if err := trip(); err != nil { // the first, while cat starts, is not counted
		return 0, fmt.Errorf("cat: %w", err)
	}
	begin := time.Now()
	for range n {
		if err := trip(); err != nil {
			return 0, fmt.Errorf("cat: %w", err)
		}
	}
	return float64(time.Since(begin).Nanoseconds()) / 1000 / float64(n), nil
}

// memoryReadNanos follows steps links of a random cycle through size bytes
// of memory: each read depends on the one before, so none overlaps another,
// and at 64 MiB nearly every one misses the caches (and, with 4 KiB pages,
// the TLB): the latency of memory as the machine serves it.
func memoryReadNanos(size, steps int) float64 {
	next := make([]uint32, size/4)
	order := rand.Perm(len(next)) // a single cycle through every slot, in random order
	for i := range order {
		next[order[i]] = uint32(order[(i+1)%len(order)])
	}
	at := uint32(order[0])
	begin := time.Now()
	for range steps {
		at = next[at]
	}
	elapsed := time.Since(begin)
	runtime.KeepAlive(at) // the walk's result is used, so the compiler keeps the walk
	return float64(elapsed.Nanoseconds()) / float64(steps)
}

// sha256MBps hashes size bytes, already in memory, on one core.
func sha256MBps(size int) float64 {
	buf := make([]byte, size)
	for i := range buf { // touched before the clock starts
		buf[i] = byte(i)
	}
	begin := time.Now()
	sha256.Sum256(buf)
	return float64(size) / 1e6 / time.Since(begin).Seconds()
}

func median(rounds int, probe func() (float64, error)) (float64, error) {
	values := make([]float64, 0, rounds)
	for range max(rounds, 1) {
		v, err := probe()
		if err != nil {
			return 0, err
		}
		values = append(values, v)
	}
	slices.Sort(values)
	return values[len(values)/2], nil
}

func cpuModel() string {
	info, err := os.ReadFile("/proc/cpuinfo")
	if err != nil {
		return "CPU model unknown"
	}
	for line := range strings.Lines(string(info)) {
		if model, ok := strings.CutPrefix(line, "model name\t: "); ok {
			return strings.TrimSpace(model)
		}
	}
	return "CPU model unknown"
}

func check(err error) {
	if err != nil {
		fmt.Fprintln(os.Stderr, "machineprobe:", err)
		os.Exit(1)
	}
}
