// Package accesslog is a Caddy HTTP middleware that writes one access-log
// line per request, in the schema of Caddy's own access log without its
// header dumps.
//
// Caddy's access log (the `log` directive) writes every request and response
// header into every line (about 0.8 kB of response headers, the same
// security headers each time) and, measured under load, took a fifth of the
// server's CPU (docs/performance.md, section 4): most of it in how the
// server prepares a line for each request, not in the line's length. This
// middleware notes the status and body size of the response written through
// it, and after the response writes one entry through Caddy's logging (the
// same outputs, include/exclude and batching as any other log): logger
// "http.log.access", message "handled request", the request object as Caddy
// marshals it, duration, size and status; a 5xx at error level; nothing for
// a request that `log_skip` marks. Only the header dumps are left out: the
// request keeps User-Agent and Referer (what nginx's "combined" format has),
// and resp_headers is dropped. Tools and filters that read Caddy's access
// lines (by logger name, `.request.uri`, `.status`, ...) read these too.
package accesslog

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

func init() {
	caddy.RegisterModule(AccessLog{})
}

// loggedRequestHeaders are the request headers a line keeps.
var loggedRequestHeaders = []string{"User-Agent", "Referer"}

// AccessLog writes one line per request that reaches it. It wraps the
// handlers after it, so it goes first in a route (the Caddyfile directive
// is ordered so).
type AccessLog struct {
	logger *zap.Logger
}

// CaddyModule returns the Caddy module information.
func (AccessLog) CaddyModule() caddy.ModuleInfo {
	return caddy.ModuleInfo{
		ID:  "http.handlers.access_log",
		New: func() caddy.Module { return new(AccessLog) },
	}
}

// loggerName gives the access logger Caddy's name for access logs, so
// `include`/`exclude http.log.access` in a log block select these lines. It
// only names a logger; it is not a registered module.
type loggerName struct{}

func (loggerName) CaddyModule() caddy.ModuleInfo {
	return caddy.ModuleInfo{ID: "http.log.access"}
}

// Provision sets up the logger.
func (l *AccessLog) Provision(ctx caddy.Context) error {
	l.logger = ctx.Logger(loggerName{})
	return nil
}

// ServeHTTP serves the request with next and writes its line. The request
// is noted before next runs: a rewrite further on does not change what the
// line says was asked for.
func (l *AccessLog) ServeHTTP(w http.ResponseWriter, r *http.Request, next caddyhttp.Handler) error {
	start := time.Now()
	asked := loggedRequest(r)
	rec := &recorder{ResponseWriter: w}
	err := next.ServeHTTP(rec, r)
	l.write(r, asked, rec, err, time.Since(start))
	return err
}

// write logs one served request. A handler error is answered by Caddy after
// the handlers return, with the error's status.
func (l *AccessLog) write(r *http.Request, asked caddyhttp.LoggableHTTPRequest, rec *recorder, err error, took time.Duration) {
	if skip, _ := caddyhttp.GetVar(r.Context(), caddyhttp.LogSkipVar).(bool); skip {
		return
	}
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
	ce := l.logger.Check(level, "handled request")
	if ce == nil {
		return
	}
	size := rec.size
	if r.Method == http.MethodHead {
		size = 0 // net/http drops what a handler writes for HEAD
	}
	ce.Write(
		zap.Object("request", asked),
		zap.Duration("duration", took),
		zap.Int64("size", size),
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

// recorder notes the status and body size of the response written through
// it.
type recorder struct {
	http.ResponseWriter
	status int
	size   int64
}

func (w *recorder) WriteHeader(code int) {
	if w.status == 0 && code >= 200 { // a 1xx is not the response's status
		w.status = code
	}
	w.ResponseWriter.WriteHeader(code)
}

func (w *recorder) Write(p []byte) (int, error) {
	if w.status == 0 {
		w.status = http.StatusOK
	}
	n, err := w.ResponseWriter.Write(p)
	w.size += int64(n)
	return n, err
}

// ReadFrom keeps net/http's sendfile path for files served from disk.
func (w *recorder) ReadFrom(src io.Reader) (int64, error) {
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

// Unwrap lets http.ResponseController reach the writers underneath (to
// flush, to set deadlines).
func (w *recorder) Unwrap() http.ResponseWriter { return w.ResponseWriter }

// Interface guards
var (
	_ caddy.Provisioner           = (*AccessLog)(nil)
	_ caddyhttp.MiddlewareHandler = (*AccessLog)(nil)
	_ caddy.Module                = loggerName{}
	_ io.ReaderFrom               = (*recorder)(nil)
)
