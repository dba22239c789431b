package spa

import (
	"crypto/tls"
	"io"
	"net/http"
	"strconv"
	"strings"
	"testing"
)

// clients of the test's sites by protocol: HTTP/1.1 in the clear and over
// TLS, and HTTP/2 (over TLS, as browsers speak it). Each transport has a
// TLS config of its own: Go's HTTP/2 setup adds "h2" to its transport's
// NextProtos in place, and an HTTP/1.1 client sharing that config would
// offer h2, get it, and read HTTP/2 frames as an HTTP/1.1 response.
func clients() map[string]struct {
	client *http.Client
	base   string
} {
	// InsecureSkipVerify: the sites' certificates come from Caddy's internal CA.
	h1 := &http.Transport{
		TLSClientConfig:    &tls.Config{InsecureSkipVerify: true, NextProtos: []string{"http/1.1"}},
		TLSNextProto:       map[string]func(string, *tls.Conn) http.RoundTripper{},
		DisableCompression: true,
	}
	h2 := &http.Transport{TLSClientConfig: &tls.Config{InsecureSkipVerify: true}, ForceAttemptHTTP2: true, DisableCompression: true}
	return map[string]struct {
		client *http.Client
		base   string
	}{
		"HTTP/1.1":          {&http.Client{Transport: h1}, baseURL},
		"HTTP/1.1 over TLS": {&http.Client{Transport: h1}, tlsURL},
		"HTTP/2":            {&http.Client{Transport: h2}, tlsURL},
	}
}

// fetch makes one request and reads the whole body: a response whose stated
// length is not what follows fails here (the client reads an unexpected EOF
// or a protocol error), and so does one that states a length for a body it
// may not have.
func fetch(t *testing.T, c *http.Client, method, url string, headers ...string) (*http.Response, string) {
	t.Helper()
	req, err := http.NewRequest(method, url, nil)
	if err != nil {
		t.Fatal(err)
	}
	for i := 0; i+1 < len(headers); i += 2 {
		req.Header.Set(headers[i], headers[i+1])
	}
	resp, err := c.Do(req)
	if err != nil {
		t.Fatalf("%s %s %v: %v", method, url, headers, err)
	}
	defer resp.Body.Close()
	body, err := io.ReadAll(resp.Body)
	if err != nil {
		t.Fatalf("%s %s %v: %d, reading the body: %v", method, url, headers, resp.StatusCode, err)
	}
	if cl := resp.Header.Get("Content-Length"); method != http.MethodHead && cl != "" && cl != strconv.Itoa(len(body)) {
		t.Errorf("%s %s %v: %d states Content-Length %s for %d bytes", method, url, headers, resp.StatusCode, cl, len(body))
	}
	return resp, string(body)
}

// RFC 9110 §13: If-Match, If-None-Match, If-Modified-Since,
// If-Unmodified-Since and If-Range on a file, a precompressed copy and a
// page, over HTTP/1.1 and HTTP/2. Every bodiless status states no length
// it does not send, a 412 or 416 is never cached and carries no encoding,
// and each encoding's copy is validated by its own ETag.
func TestConditionalRequestsFollowRFC9110OnEveryProtocol(t *testing.T) {
	newTLSTester(t)
	const old = "Mon, 01 Jan 1990 00:00:00 GMT"
	targets := []struct {
		name, path, encoding string
	}{
		{"a file", "/robots.txt", ""},
		{"a precompressed copy", "/assets/styles-4c1d2e.css", "br"},
		{"a page", "/about", ""},
	}
	for proto, pc := range clients() {
		for _, target := range targets {
			t.Run(proto+" "+target.name, func(t *testing.T) {
				c, url := pc.client, pc.base+target.path
				enc := []string{"Accept-Encoding", target.encoding}
				if target.encoding == "" {
					enc = []string{"Accept-Encoding", "identity"}
				}
				get := func(headers ...string) (*http.Response, string) {
					return fetch(t, c, http.MethodGet, url, append(append([]string{}, enc...), headers...)...)
				}
				full, fullBody := get()
				etag, lastMod, cache := full.Header.Get("ETag"), full.Header.Get("Last-Modified"), full.Header.Get("Cache-Control")
				if full.StatusCode != 200 || etag == "" || lastMod == "" || full.Header.Get("Content-Encoding") != target.encoding {
					t.Fatalf("GET = %d, ETag %q, Last-Modified %q, Content-Encoding %q", full.StatusCode, etag, lastMod, full.Header.Get("Content-Encoding"))
				}
				for _, c := range []struct {
					what    string
					headers []string
					status  int
				}{
					{"If-None-Match with its ETag", []string{"If-None-Match", etag}, 304},
					{"If-None-Match with another", []string{"If-None-Match", `"another"`}, 200},
					{"If-None-Match *", []string{"If-None-Match", "*"}, 304},
					{"If-Match with its ETag", []string{"If-Match", etag}, 200},
					{"If-Match with another", []string{"If-Match", `"x"`}, 412},
					{"If-Unmodified-Since long ago", []string{"If-Unmodified-Since", old}, 412},
					{"If-Unmodified-Since its time", []string{"If-Unmodified-Since", lastMod}, 200},
					{"If-Modified-Since its time", []string{"If-Modified-Since", lastMod}, 304},
					{"If-Modified-Since long ago", []string{"If-Modified-Since", old}, 200},
					{"If-None-Match wins over If-Modified-Since", []string{"If-None-Match", `"another"`, "If-Modified-Since", lastMod}, 200},
					{"If-Range with its ETag", []string{"Range", "bytes=0-3", "If-Range", etag}, 206},
					{"If-Range with another", []string{"Range", "bytes=0-3", "If-Range", `"stale"`}, 200},
					{"If-Range with its time", []string{"Range", "bytes=0-3", "If-Range", lastMod}, 206},
					{"a range past the end", []string{"Range", "bytes=999999-"}, 416},
				} {
					resp, body := get(c.headers...)
					h := resp.Header
					if resp.StatusCode != c.status {
						t.Errorf("%s: %d, want %d", c.what, resp.StatusCode, c.status)
						continue
					}
					switch c.status {
					case 200:
						if body != fullBody {
							t.Errorf("%s: 200 with %d bytes, want the whole %d", c.what, len(body), len(fullBody))
						}
					case 206:
						if len(body) != 4 || body != fullBody[:4] || h.Get("Content-Range") == "" {
							t.Errorf("%s: 206 with %q, Content-Range %q", c.what, body, h.Get("Content-Range"))
						}
					case 304:
						if body != "" || h.Get("ETag") != etag || h.Get("Cache-Control") != cache {
							t.Errorf("%s: 304 with %d bytes, ETag %q, Cache-Control %q", c.what, len(body), h.Get("ETag"), h.Get("Cache-Control"))
						}
					case 412, 416:
						if h.Get("Cache-Control") != "no-store" || h.Get("Content-Encoding") != "" || strings.Contains(body, "\x00") {
							t.Errorf("%s: %d with Cache-Control %q, Content-Encoding %q", c.what, c.status, h.Get("Cache-Control"), h.Get("Content-Encoding"))
						}
						if c.status == 412 && body != "" {
							t.Errorf("%s: 412 with a body %q", c.what, body)
						}
					}
					if h.Get("Content-Security-Policy") == "" {
						t.Errorf("%s: %d without the security headers", c.what, c.status)
					}
				}
				if resp, body := fetch(t, c, http.MethodHead, url, append(enc, "If-Match", `"x"`)...); resp.StatusCode != 412 || body != "" {
					t.Errorf("HEAD If-Match another: %d %q, want 412", resp.StatusCode, body)
				}
				if target.encoding != "" {
					// The file itself and its copy are two representations:
					// the one's validator never matches the other.
					plain, _ := fetch(t, c, http.MethodGet, url, "Accept-Encoding", "identity")
					if plain.Header.Get("ETag") == etag {
						t.Fatalf("the file and its %s copy share the ETag %s", target.encoding, etag)
					}
					if resp, _ := get("If-None-Match", plain.Header.Get("ETag")); resp.StatusCode != 200 {
						t.Errorf("the %s copy asked with the file's ETag: %d, want 200", target.encoding, resp.StatusCode)
					}
				}
			})
		}
	}
}

// The not-found page stands for every missing path: no precondition or
// range applies to it (RFC 9110 §13.2.1), and it carries no validator.
func TestTheNotFoundPageIgnoresPreconditionsAndRanges(t *testing.T) {
	newTLSTester(t)
	for proto, pc := range clients() {
		full, fullBody := fetch(t, pc.client, http.MethodGet, pc.base+"/no-such-page")
		if full.StatusCode != 404 || full.Header.Get("ETag") != "" || full.Header.Get("Last-Modified") != "" {
			t.Fatalf("%s: GET /no-such-page = %d, ETag %q, Last-Modified %q", proto, full.StatusCode, full.Header.Get("ETag"), full.Header.Get("Last-Modified"))
		}
		for _, headers := range [][]string{
			{"If-None-Match", "*"},
			{"If-Match", `"x"`},
			{"If-Modified-Since", "Mon, 01 Jan 2099 00:00:00 GMT"},
			{"If-Unmodified-Since", "Mon, 01 Jan 1990 00:00:00 GMT"},
			{"Range", "bytes=0-3"},
			{"Range", "bytes=999999-"},
		} {
			if resp, body := fetch(t, pc.client, http.MethodGet, pc.base+"/no-such-page", headers...); resp.StatusCode != 404 || body != fullBody {
				t.Errorf("%s: GET /no-such-page %v = %d with %d bytes, want the whole page with 404", proto, headers, resp.StatusCode, len(body))
			}
		}
	}
}
