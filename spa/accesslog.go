package spa

import (
	"errors"
	"io"
	"net/http"
	"time"

	"github.com/caddyserver/caddy/v2"
	"github.com/caddyserver/caddy/v2/modules/caddyhttp"
	"go.uber.org/zap"
	"go.uber.org/zap/zapcore"
)

// The access log.
//
// Caddy's own access log (the `log` directive) writes every request and
// response header into every line (about 0.8 kB of response headers, the
// same security headers each time) and, measured under load, took a fifth
// of the server's CPU (docs/performance.md, section 4). With `access_log`
// the module writes the line itself, in the same schema: logger
// "http.log.access", message "handled request", the request object as Caddy
// marshals it, duration, size and status. Only the header dumps are left
// out: the request keeps User-Agent and Referer (what nginx's "combined"
// format has), and resp_headers is dropped. Log filters and tools that read
// Caddy's access lines (by logger name, `.request.uri`, `.status`, ...) read
// these too.

// loggedRequestHeaders are the request headers an access line keeps.
var loggedRequestHeaders = []string{"User-Agent", "Referer"}

// accessLogName gives the access logger Caddy's name for access logs, so
// `include`/`exclude http.log.access` in a log block select these lines. It
// only names a logger; it is not a registered module.
type accessLogName struct{}

func (accessLogName) CaddyModule() caddy.ModuleInfo {
	return caddy.ModuleInfo{ID: "http.log.access"}
}

// accessRecorder notes the status and body size of the response written
// through it.
type accessRecorder struct {
	http.ResponseWriter
	status int
	size   int64
}

func (w *accessRecorder) WriteHeader(code int) {
	if w.status == 0 && code >= 200 { // a 1xx is not the response's status
		w.status = code
	}
	w.ResponseWriter.WriteHeader(code)
}

func (w *accessRecorder) Write(p []byte) (int, error) {
	if w.status == 0 {
		w.status = http.StatusOK
	}
	n, err := w.ResponseWriter.Write(p)
	w.size += int64(n)
	return n, err
}

// ReadFrom keeps net/http's sendfile path for files served from disk.
func (w *accessRecorder) ReadFrom(src io.Reader) (int64, error) {
	if w.status == 0 {
		w.status = http.StatusOK
	}
	var n int64
	var err error
	if rf, ok := w.ResponseWriter.(io.ReaderFrom); ok {
		n, err = rf.ReadFrom(src)
	} else {
		n, err = io.Copy(struct{ io.Writer }{w.ResponseWriter}, src)
	}
	w.size += n
	return n, err
}

// Unwrap lets http.ResponseController reach the connection (to flush).
func (w *accessRecorder) Unwrap() http.ResponseWriter { return w.ResponseWriter }

// serveLogged serves the request and writes its access line.
func (h *SPA) serveLogged(w http.ResponseWriter, r *http.Request) error {
	start := time.Now()
	rec := &accessRecorder{ResponseWriter: w}
	err := h.serve(rec, r)
	h.logAccess(r, rec, err, time.Since(start))
	return err
}

// logAccess writes one line for a served request. A handler error is
// answered by Caddy after the handler returns, with the error's status.
func (h *SPA) logAccess(r *http.Request, rec *accessRecorder, err error, took time.Duration) {
	status := rec.status
	if err != nil {
		status = http.StatusInternalServerError
		var he caddyhttp.HandlerError
		if errors.As(err, &he) && he.StatusCode != 0 {
			status = he.StatusCode
		}
	} else if status == 0 {
		status = http.StatusOK // net/http's answer when a handler writes nothing
	}
	level := zapcore.InfoLevel
	if status >= 500 {
		level = zapcore.ErrorLevel
	}
	ce := h.accessLog.Check(level, "handled request")
	if ce == nil {
		return
	}
	ce.Write(
		zap.Object("request", loggedRequest(r)),
		zap.Duration("duration", took),
		zap.Int64("size", rec.size),
		zap.Int("status", status),
	)
}

// loggedRequest is the request as Caddy's access log marshals it, with only
// the headers in loggedRequestHeaders.
func loggedRequest(r *http.Request) caddyhttp.LoggableHTTPRequest {
	shown := *r
	shown.Header = make(http.Header, len(loggedRequestHeaders))
	for _, name := range loggedRequestHeaders {
		if v := r.Header[name]; v != nil {
			shown.Header[name] = v
		}
	}
	return caddyhttp.LoggableHTTPRequest{Request: &shown}
}

// Interface guards
var (
	_ caddy.Module        = accessLogName{}
	_ http.ResponseWriter = (*accessRecorder)(nil)
	_ io.ReaderFrom       = (*accessRecorder)(nil)
)
