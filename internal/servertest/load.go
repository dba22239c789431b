package servertest

import (
	"crypto/tls"
	"fmt"
	"io"
	"net/http"
	"slices"
	"strings"
	"sync"
	"time"
)

// Switches records when each switch between releases began and ended, to
// tell which releases a request may have been answered from.
type Switches struct {
	mu       sync.Mutex
	initial  string
	switches []*change
}

type change struct {
	start, end time.Time
	from, to   string
}

// NewSwitches starts the record with the release live now.
func NewSwitches(live string) *Switches { return &Switches{initial: live} }

// Begin records a switch from one release to another as begun; its result
// records it as ended. A request may see either from the moment it began.
func (s *Switches) Begin(from, to string) (ended func()) {
	s.mu.Lock()
	defer s.mu.Unlock()
	c := &change{start: time.Now(), end: time.Now().Add(24 * time.Hour), from: from, to: to}
	s.switches = append(s.switches, c)
	return func() {
		s.mu.Lock()
		defer s.mu.Unlock()
		c.end = time.Now()
	}
}

// Allowed are the releases a request that ran from start to end may have
// been answered from: the one live when it began, and each a switch made
// or left while it ran.
func (s *Switches) Allowed(start, end time.Time) []string {
	s.mu.Lock()
	defer s.mu.Unlock()
	ok := []string{s.initial}
	for _, c := range s.switches {
		if !c.end.After(start) {
			ok = []string{c.to} // finished before the request began
		}
	}
	for _, c := range s.switches {
		if c.start.Before(end) && c.end.After(start) {
			ok = append(ok, c.from, c.to)
		}
	}
	return ok
}

// Load is GET requests at a steady rate on each of its clients, to the
// paths in turn, until stopped: every answer must be 200, and a page's
// release (Release, given the path and body: "" for a response it cannot
// tell) one live while the request ran.
type Load struct {
	URL      string
	Paths    []string
	Every    time.Duration // between one client's requests
	Clients  map[string]*http.Client
	Release  func(path string, body []byte) string
	Switches *Switches

	mu       sync.Mutex
	requests int
	failures []string
}

// Clients are an HTTP/1.1 keep-alive client and an HTTP/2 one for a server
// with a certificate nothing here trusts; each retries a GET on a reused
// connection the server closed, as Go's client and browsers do.
func Clients(serverName string) map[string]*http.Client {
	config := func(protos ...string) *tls.Config {
		return &tls.Config{InsecureSkipVerify: true, ServerName: serverName, NextProtos: protos} //nolint:gosec // loopback, a test CA
	}
	return map[string]*http.Client{
		"HTTP/1.1": {Timeout: 10 * time.Second, Transport: &http.Transport{TLSClientConfig: config("http/1.1"), TLSNextProto: map[string]func(string, *tls.Conn) http.RoundTripper{}}},
		"HTTP/2":   {Timeout: 10 * time.Second, Transport: &http.Transport{TLSClientConfig: config("h2"), ForceAttemptHTTP2: true}},
	}
}

// Run sends the load until stop is closed, then returns.
func (l *Load) Run(stop <-chan struct{}) {
	var wg sync.WaitGroup
	for proto, client := range l.Clients {
		wg.Add(1)
		go func() {
			defer wg.Done()
			tick := time.NewTicker(l.Every)
			defer tick.Stop()
			for i := 0; ; i++ {
				select {
				case <-stop:
					return
				case <-tick.C:
				}
				l.get(proto, client, l.Paths[i%len(l.Paths)])
			}
		}()
	}
	wg.Wait()
}

func (l *Load) get(proto string, client *http.Client, path string) {
	started := time.Now()
	resp, err := client.Get(l.URL + path)
	var body []byte
	if err == nil {
		body, err = io.ReadAll(resp.Body)
		resp.Body.Close()
	}
	ended := time.Now()
	l.mu.Lock()
	defer l.mu.Unlock()
	l.requests++
	switch {
	case err != nil:
		l.failures = append(l.failures, fmt.Sprintf("%s %s: %v", proto, path, err))
	case resp.StatusCode != http.StatusOK:
		l.failures = append(l.failures, fmt.Sprintf("%s %s: %d", proto, path, resp.StatusCode))
	case l.Release != nil && l.Switches != nil:
		if release, allowed := l.Release(path, body), l.Switches.Allowed(started, ended); release != "" && !slices.Contains(allowed, release) {
			l.failures = append(l.failures, fmt.Sprintf("%s %s: answered from release %q, not one live while it ran (%v)", proto, path, release, allowed))
		}
	}
}

// Result is how many requests were sent, and each that failed.
func (l *Load) Result() (requests int, failures string) {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.requests, strings.Join(l.failures, "\n")
}
