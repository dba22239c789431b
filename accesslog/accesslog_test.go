package accesslog

import (
	"bytes"
	"context"
	"errors"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/caddyserver/caddy/v2/caddyconfig/caddyfile"
	"github.com/caddyserver/caddy/v2/modules/caddyhttp"
	"go.uber.org/zap"
	"go.uber.org/zap/zapcore"
	"go.uber.org/zap/zaptest/observer"

	"github.com/chowkstudio/studio/internal/testhttp"
)

var (
	page     = bytes.Repeat([]byte("<p>Chowk Design Studio</p>\n"), 600) // 16 kB
	modified = time.Date(2026, 11, 22, 9, 0, 0, 0, time.UTC)
)

// site stands in for the handlers after the access log: it answers the way
// the spa module and Caddy's own handlers do (a plain write, ServeContent
// from memory and from a file, an error for Caddy to answer, log_skip).
func site(dir string) caddyhttp.Handler {
	return caddyhttp.HandlerFunc(func(w http.ResponseWriter, r *http.Request) error {
		switch r.URL.Path {
		case "/page":
			w.Header().Set("Content-Type", "text/html; charset=utf-8")
			_, err := w.Write(page)
			return err
		case "/content":
			http.ServeContent(w, r, "page.html", modified, bytes.NewReader(page))
		case "/file":
			f, err := os.Open(filepath.Join(dir, "page.html"))
			if err != nil {
				return err
			}
			defer f.Close()
			http.ServeContent(w, r, "page.html", modified, f)
		case "/flushed":
			_, _ = w.Write(page[:6000])
			return http.NewResponseController(w).Flush()
		case "/rewritten":
			r.RequestURI, r.URL.Path = "/elsewhere", "/elsewhere"
			w.WriteHeader(http.StatusNoContent)
		case "/nothing":
		case "/private":
			return caddyhttp.Error(http.StatusUnauthorized, errors.New("no credentials"))
		case "/broken":
			return errors.New("disk on fire")
		case "/unlogged":
			caddyhttp.SetVar(r.Context(), caddyhttp.LogSkipVar, true)
			w.WriteHeader(http.StatusOK)
		default:
			http.NotFound(w, r)
		}
		return nil
	})
}

// serve runs the access log in front of site on loopback, with net/http's
// own response writer (sendfile, flushes) and Caddy's request variables,
// and answers a handler error with its status as Caddy does. It returns the
// server's URL and the lines written.
func serve(t *testing.T) (string, *observer.ObservedLogs) {
	t.Helper()
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "page.html"), page, 0o644); err != nil {
		t.Fatal(err)
	}
	core, logs := observer.New(zapcore.DebugLevel)
	l := &AccessLog{logger: zap.New(core)}
	next := site(dir)
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		ctx := context.WithValue(r.Context(), caddyhttp.VarsCtxKey, map[string]any{caddyhttp.ClientIPVarKey: "203.0.113.9"})
		if err := l.ServeHTTP(w, r.WithContext(ctx), next); err != nil {
			status := http.StatusInternalServerError
			var he caddyhttp.HandlerError
			if errors.As(err, &he) {
				status = he.StatusCode
			}
			w.WriteHeader(status)
		}
	}))
	t.Cleanup(srv.Close)
	return srv.URL, logs
}

// rawClient neither asks for nor decodes gzip by itself: a body's length is
// what the server sent.
var rawClient = &http.Client{Transport: &http.Transport{DisableCompression: true}}

func fetch(t *testing.T, method, url string, headers ...string) (int, []byte) {
	t.Helper()
	resp, body := testhttp.Send(t, rawClient, method, url, headers...)
	return resp.StatusCode, body
}

// lines returns the lines written for the requests made so far. Each is
// written after its response, so it can trail the client by a moment.
func lines(t *testing.T, logs *observer.ObservedLogs, want int) []observer.LoggedEntry {
	t.Helper()
	for deadline := time.Now().Add(2 * time.Second); logs.Len() < want && time.Now().Before(deadline); {
		time.Sleep(5 * time.Millisecond)
	}
	got := logs.TakeAll()
	if len(got) != want {
		t.Fatalf("got %d access lines, want %d: %+v", len(got), want, got)
	}
	return got
}

func TestOneLineInCaddysAccessLogSchemaWithoutHeaderDumps(t *testing.T) {
	url, logs := serve(t)
	status, body := fetch(t, http.MethodGet, url+"/page?from=nav",
		"User-Agent", "access-test/1.0", "Referer", "https://example.test/",
		"Cookie", "session=secret-cookie", "Authorization", "Bearer secret-token", "Accept", "text/html")
	e := lines(t, logs, 1)[0]

	if e.Message != "handled request" || e.Level != zapcore.InfoLevel {
		t.Errorf("entry %q at %v, want \"handled request\" at info", e.Message, e.Level)
	}
	fields := e.ContextMap()
	if fields["status"] != int64(status) || fields["size"] != int64(len(body)) {
		t.Errorf("status %v size %v, client got %d and %d bytes", fields["status"], fields["size"], status, len(body))
	}
	if d, ok := fields["duration"].(time.Duration); !ok || d <= 0 || d > time.Minute {
		t.Errorf("duration = %v", fields["duration"])
	}
	req, _ := fields["request"].(map[string]any)
	for key, want := range map[string]string{
		"method": "GET", "uri": "/page?from=nav", "proto": "HTTP/1.1", "remote_ip": "127.0.0.1",
		"client_ip": "203.0.113.9", "host": strings.TrimPrefix(url, "http://"),
	} {
		if req[key] != want {
			t.Errorf("request.%s = %v, want %q", key, req[key], want)
		}
	}
	headers, _ := req["headers"].(map[string]any)
	if len(headers) != 2 || headers["User-Agent"] == nil || headers["Referer"] == nil {
		t.Errorf("request.headers = %v, want User-Agent and Referer only", headers)
	}
	if _, ok := fields["resp_headers"]; ok {
		t.Error("the line dumps the response headers")
	}
	for _, secret := range []string{"secret-cookie", "secret-token"} {
		if strings.Contains(strings.Join(flatten(fields), " "), secret) {
			t.Errorf("the line carries %q", secret)
		}
	}
}

// Every kind of answer is logged with its status and the number of body
// bytes the client received.
func TestStatusAndSizeAsSent(t *testing.T) {
	url, logs := serve(t)
	cases := []struct {
		name, method, path string
		headers            []string
		status             int
	}{
		{"plain write", "GET", "/page", nil, 200},
		{"HEAD", "HEAD", "/page", nil, 200},
		{"ServeContent", "GET", "/content", nil, 200},
		{"not modified", "GET", "/content", []string{"If-Modified-Since", modified.Format(http.TimeFormat)}, 304},
		{"range", "GET", "/content", []string{"Range", "bytes=0-9"}, 206},
		{"file by sendfile", "GET", "/file", nil, 200},
		{"range of a file", "GET", "/file", []string{"Range", "bytes=100-1099"}, 206},
		{"flushed", "GET", "/flushed", nil, 200},
		{"nothing written", "GET", "/nothing", nil, 200},
		{"not found", "GET", "/missing", nil, 404},
		{"handler error with a status", "GET", "/private", nil, 401},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			status, body := fetch(t, c.method, url+c.path, c.headers...)
			if status != c.status {
				t.Fatalf("%s %s = %d, want %d", c.method, c.path, status, c.status)
			}
			e := lines(t, logs, 1)[0]
			fields := e.ContextMap()
			if fields["status"] != int64(status) || fields["size"] != int64(len(body)) {
				t.Errorf("logged status %v size %v; the client got %d with %d bytes", fields["status"], fields["size"], status, len(body))
			}
			if e.Level != zapcore.InfoLevel {
				t.Errorf("level %v, want info", e.Level)
			}
		})
	}
}

func TestServerErrorIsLoggedAtErrorLevel(t *testing.T) {
	url, logs := serve(t)
	if status, _ := fetch(t, http.MethodGet, url+"/broken"); status != 500 {
		t.Fatalf("status %d, want 500", status)
	}
	e := lines(t, logs, 1)[0]
	if e.Level != zapcore.ErrorLevel || e.ContextMap()["status"] != int64(500) {
		t.Errorf("logged %v with status %v, want error level and 500", e.Level, e.ContextMap()["status"])
	}
}

// The line says what the client asked for, whatever a handler after the
// access log rewrites.
func TestLineKeepsTheURIAsAsked(t *testing.T) {
	url, logs := serve(t)
	fetch(t, http.MethodGet, url+"/rewritten")
	req, _ := lines(t, logs, 1)[0].ContextMap()["request"].(map[string]any)
	if req["uri"] != "/rewritten" {
		t.Errorf("request.uri = %v, want /rewritten", req["uri"])
	}
}

// log_skip (Caddy's way to leave a request out of the access log) is
// honoured.
func TestLogSkipLeavesTheRequestOut(t *testing.T) {
	url, logs := serve(t)
	fetch(t, http.MethodGet, url+"/unlogged")
	fetch(t, http.MethodGet, url+"/page")
	e := lines(t, logs, 1)[0]
	if req, _ := e.ContextMap()["request"].(map[string]any); req["uri"] != "/page" {
		t.Errorf("logged %v, want only /page", req["uri"])
	}
}

func TestUnmarshalCaddyfile(t *testing.T) {
	var l AccessLog
	if err := l.UnmarshalCaddyfile(caddyfile.NewTestDispenser("access_log")); err != nil {
		t.Errorf("access_log: %v", err)
	}
	for _, in := range []string{"access_log stdout", "access_log {\n format json\n}"} {
		if err := l.UnmarshalCaddyfile(caddyfile.NewTestDispenser(in)); err == nil {
			t.Errorf("%q: accepted", in)
		}
	}
}

// flatten lists every key and string value in a decoded log object.
func flatten(v any) []string {
	switch v := v.(type) {
	case string:
		return []string{v}
	case map[string]any:
		var out []string
		for k, x := range v {
			out = append(out, k)
			out = append(out, flatten(x)...)
		}
		return out
	case []any:
		var out []string
		for _, x := range v {
			out = append(out, flatten(x)...)
		}
		return out
	}
	return nil
}
