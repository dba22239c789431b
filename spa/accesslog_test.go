package spa

import (
	"errors"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/caddyserver/caddy/v2/modules/caddyhttp"
	"go.uber.org/zap"
	"go.uber.org/zap/zapcore"
	"go.uber.org/zap/zaptest/observer"
)

// withObservedAccessLog turns the handler's access log on, recorded in
// memory.
func withObservedAccessLog(h *SPA) *observer.ObservedLogs {
	core, logs := observer.New(zapcore.DebugLevel)
	h.AccessLog = true
	h.accessLog = zap.New(core)
	return logs
}

// serveOverTCP serves h on loopback with net/http's own response writer
// (sendfile for files from disk, the cork hook), answering a handler error
// with its status as Caddy does.
func serveOverTCP(t *testing.T, h *SPA) string {
	t.Helper()
	srv := httptest.NewUnstartedServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if err := h.ServeHTTP(w, r, nil); err != nil {
			status := http.StatusInternalServerError
			var he caddyhttp.HandlerError
			if errors.As(err, &he) {
				status = he.StatusCode
			}
			w.WriteHeader(status)
		}
	}))
	srv.Config.ConnContext = rememberConn
	srv.Start()
	t.Cleanup(srv.Close)
	return srv.URL
}

// fetch makes one request and returns the status and the body as it
// arrived: the client neither asks for nor decodes gzip by itself, so the
// body's length is what the server sent.
func fetch(t *testing.T, method, url string, headers ...string) (int, []byte) {
	t.Helper()
	resp, body := send(t, rawClient, method, url, headers...)
	return resp.StatusCode, []byte(body)
}

var rawClient = &http.Client{Transport: &http.Transport{DisableCompression: true}}

// onlyEntry waits for the handler's single access line (it is written
// after the response, so it can trail the client by a moment).
func onlyEntry(t *testing.T, logs *observer.ObservedLogs) observer.LoggedEntry {
	t.Helper()
	for deadline := time.Now().Add(2 * time.Second); logs.Len() == 0 && time.Now().Before(deadline); {
		time.Sleep(5 * time.Millisecond)
	}
	entries := logs.TakeAll()
	if len(entries) != 1 {
		t.Fatalf("got %d access lines, want 1: %+v", len(entries), entries)
	}
	return entries[0]
}

func TestAccessLogWritesOneLineInCaddysSchemaWithoutHeaderDumps(t *testing.T) {
	h := fixtureHandler(t, DefaultMaxMemoryFileSize)
	logs := withObservedAccessLog(h)
	url := serveOverTCP(t, h)

	status, body := fetch(t, http.MethodGet, url+"/about?from=nav",
		"User-Agent", "access-test/1.0", "Referer", "https://example.test/",
		"Cookie", "session=secret-cookie", "Authorization", "Bearer secret-token", "Accept", "text/html")
	e := onlyEntry(t, logs)

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
	for key, want := range map[string]string{"method": "GET", "uri": "/about?from=nav", "proto": "HTTP/1.1", "remote_ip": "127.0.0.1", "host": strings.TrimPrefix(url, "http://")} {
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

// Every way the handler answers is logged with the status and the number
// of body bytes the client received.
func TestAccessLogRecordsStatusAndSizeAsSent(t *testing.T) {
	h := fixtureHandler(t, DefaultMaxMemoryFileSize)
	logs := withObservedAccessLog(h)
	url := serveOverTCP(t, h)
	etag := h.site.files["/about/index.html"].hdr.etag[0]

	fromDisk := fixtureHandler(t, 1) // every file larger than a byte is read from disk
	diskLogs := withObservedAccessLog(fromDisk)
	diskURL := serveOverTCP(t, fromDisk)

	cases := []struct {
		name, method, url string
		headers           []string
		logs              *observer.ObservedLogs
		status            int
	}{
		{"prerendered page", "GET", url + "/about", nil, logs, 200},
		{"brotli copy", "GET", url + "/assets/styles-4c1d2e.css", []string{"Accept-Encoding", "br"}, logs, 200},
		{"gzip copy", "GET", url + "/assets/styles-4c1d2e.css", []string{"Accept-Encoding", "gzip"}, logs, 200},
		{"HEAD", "HEAD", url + "/about", nil, logs, 200},
		{"not modified", "GET", url + "/about", []string{"If-None-Match", etag}, logs, 304},
		{"range", "GET", url + "/about", []string{"Range", "bytes=0-9"}, logs, 206},
		{"unknown page", "GET", url + "/no-such-page", nil, logs, 404},
		{"missing file", "GET", url + "/assets/missing.js", nil, logs, 404},
		{"wrong method", "POST", url + "/", nil, logs, 405},
		{"health check", "GET", url + "/healthz", nil, logs, 200},
		{"file from disk", "GET", diskURL + "/robots.txt", nil, diskLogs, 200},
		{"page from disk", "GET", diskURL + "/about", nil, diskLogs, 200},
		{"range from disk", "GET", diskURL + "/robots.txt", []string{"Range", "bytes=2-5"}, diskLogs, 206},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			status, body := fetch(t, c.method, c.url, c.headers...)
			if status != c.status {
				t.Fatalf("%s %s = %d, want %d", c.method, c.url, status, c.status)
			}
			fields := onlyEntry(t, c.logs).ContextMap()
			if fields["status"] != int64(status) || fields["size"] != int64(len(body)) {
				t.Errorf("logged status %v size %v; the client got %d with %d bytes", fields["status"], fields["size"], status, len(body))
			}
		})
	}
}

// A handler error is answered by Caddy with its status; the line says so,
// at error level.
func TestAccessLogRecordsAHandlerErrorAtErrorLevel(t *testing.T) {
	root := t.TempDir()
	for name, body := range map[string]string{
		"shell.html":  "<div id=root></div>",
		"routes.json": `{"routes":["/"]}`,
		"404.html":    "<h1>Not found</h1>",
	} {
		if err := os.WriteFile(filepath.Join(root, name), []byte(body), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	h := loadedHandler(t, root, 1) // pages are read from disk at each request
	logs := withObservedAccessLog(h)
	if err := os.Remove(filepath.Join(root, "404.html")); err != nil {
		t.Fatal(err)
	}
	url := serveOverTCP(t, h)

	if status, _ := fetch(t, http.MethodGet, url+"/gone"); status != 500 {
		t.Fatalf("status %d, want 500", status)
	}
	e := onlyEntry(t, logs)
	if e.Level != zapcore.ErrorLevel || e.ContextMap()["status"] != int64(500) {
		t.Errorf("logged %v with status %v, want error level and 500", e.Level, e.ContextMap()["status"])
	}
}

// flatten lists every string value in a decoded log object.
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
