package spa

import (
	"bufio"
	"encoding/json"
	"fmt"
	"net/http"
	"net/url"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"unicode/utf8"
)

// FuzzServeHTTP sends fuzzed request targets, parsed as the real server
// parses them, to the handler and file_server over the fixture build. It
// must never panic, never answer 5xx, never serve a byte from outside the
// root or a dotfile, and never list a directory.
func FuzzServeHTTP(f *testing.F) {
	c := newChain(f, "testdata/dist")
	seeds, err := os.ReadFile(filepath.Join("internal", "route", "testdata", "hostile-paths.txt"))
	if err != nil {
		f.Fatal(err)
	}
	for _, line := range strings.Split(string(seeds), "\n") {
		if p, err := strconv.Unquote(line); err == nil {
			f.Add(p)
		}
	}
	// Encoded escapes, which the router decodes once: not /about, not /blog/1.
	f.Add("/%2561bout")
	f.Add("/blog/%2531")
	// Every address of the router-agreement corpus, hand-written and
	// generated: the routes' words in other cases and with escapes.
	for _, file := range []string{"router-agreement.json", "router-agreement-generated.json"} {
		data, err := os.ReadFile(filepath.Join("internal", "route", "testdata", file))
		if err != nil {
			f.Fatal(err)
		}
		var corpus struct{ Cases []struct{ Path string } }
		if err := json.Unmarshal(data, &corpus); err != nil || len(corpus.Cases) == 0 {
			f.Fatalf("%s: %d addresses, %v", file, len(corpus.Cases), err)
		}
		for _, c := range corpus.Cases {
			f.Add(c.Path)
		}
	}
	f.Fuzz(func(t *testing.T, target string) {
		req, err := http.ReadRequest(bufio.NewReader(strings.NewReader("GET " + target + " HTTP/1.1\r\nHost: localhost\r\n\r\n")))
		if err != nil {
			return // the server would refuse it with a 400 before any handler
		}
		escapedPath := req.URL.EscapedPath() // before the handler rewrites it
		rec := c.serve(req)
		body := rec.Body.String()
		switch {
		case rec.Code >= 500:
			t.Fatalf("GET %q: status %d", target, rec.Code)
		case strings.Contains(body, "TOP SECRET") || strings.Contains(body, "SECRET=dotfile"):
			t.Fatalf("GET %q leaked a file: %q", target, body)
		case strings.Contains(body, "<pre>") || strings.Contains(body, `href="app-3f9a1c.js"`):
			t.Fatalf("GET %q listed a directory", target)
		}
		// The router decodes an address once, and so must the server, by
		// whatever path through the handler: a letter written as %XX names
		// the same page (this caught /%2561bout read as /about). Unless a
		// segment does not decode (/Blog/%800: %80 is no UTF-8): React
		// Router then matches the whole path undecoded, so /Blo%67/%800 is
		// no route where /Blog/%800 is a missing post, in the app as here.
		if escaped, ok := escapeOneLetter(target); ok && routerDecodes(escapedPath) {
			req2, err := http.ReadRequest(bufio.NewReader(strings.NewReader("GET " + escaped + " HTTP/1.1\r\nHost: localhost\r\n\r\n")))
			if err == nil {
				rec2 := c.serve(req2)
				loc1, _ := url.PathUnescape(rec.Header().Get("Location"))
				loc2, _ := url.PathUnescape(rec2.Header().Get("Location"))
				if rec2.Code != rec.Code || rec2.Body.String() != body || loc1 != loc2 {
					t.Fatalf("GET %q = %d (to %q) but GET %q = %d (to %q): the same address", target, rec.Code, loc1, escaped, rec2.Code, loc2)
				}
			}
		}
		if rec.Code >= 300 && rec.Code < 400 {
			loc := rec.Header().Get("Location")
			if !strings.HasPrefix(loc, "/") || strings.HasPrefix(loc, "//") || strings.HasPrefix(loc, `/\`) {
				t.Fatalf("GET %q redirects to %q, not a path of this site", target, loc)
			}
			next, err := http.ReadRequest(bufio.NewReader(strings.NewReader("GET " + loc + " HTTP/1.1\r\nHost: localhost\r\n\r\n")))
			if err != nil {
				t.Fatalf("GET %q redirects to %q, which does not parse: %v", target, loc, err)
			}
			again := c.serve(next)
			if again.Code >= 300 && again.Code < 400 {
				t.Fatalf("GET %q redirects to %q, which redirects again to %q", target, loc, again.Header().Get("Location"))
			}
		}
	})
}

// routerDecodes reports whether React Router decodes the path: it runs
// decodeURIComponent on each segment, which throws on an escape that is not
// UTF-8, and then matches the whole path undecoded.
func routerDecodes(escaped string) bool {
	for _, seg := range strings.Split(escaped, "/") {
		d, err := url.PathUnescape(seg)
		if err != nil || !utf8.ValidString(d) {
			return false
		}
	}
	return true
}

// escapeOneLetter writes the last ASCII letter of the target's path as a
// percent escape (/about → /abou%74), leaving letters that belong to an
// escape alone. It reports false if there is no such letter.
func escapeOneLetter(target string) (string, bool) {
	if !strings.HasPrefix(target, "/") {
		return "", false
	}
	end := len(target)
	if q := strings.IndexByte(target, '?'); q >= 0 {
		end = q
	}
	for i := end - 1; i >= 1; i-- {
		c := target[i]
		inEscape := target[i-1] == '%' || (i >= 2 && target[i-2] == '%')
		if ('a' <= c && c <= 'z' || 'A' <= c && c <= 'Z') && !inEscape {
			return fmt.Sprintf("%s%%%02X%s", target[:i], c, target[i+1:]), true
		}
	}
	return "", false
}
