package spa

import (
	"net/http"
	"strings"

	"github.com/caddyserver/caddy/v2/modules/caddyhttp"
)

// DefaultCSP is strict: no inline script or style, no other origin but the
// stock-photo host; Trusted Types admit HTML and script addresses only from
// the site's named policies (site/src/lib/trustedHtml.ts,
// site/src/boot/loadAfterPaint.ts) and DOMPurify's. An operator changes a
// header with Caddy's header directive, deferred (>Name).
const DefaultCSP = "default-src 'none'; script-src 'self'; style-src 'self'; " +
	"img-src 'self' data: blob: https://images.unsplash.com; font-src 'self'; connect-src 'self'; " +
	"manifest-src 'self'; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'; " +
	"require-trusted-types-for 'script'; trusted-types studio-boot studio-built-in-post studio-sanitized dompurify"

// DefaultHSTS goes on HTTPS responses only (RFC 6797 §7.2).
const DefaultHSTS = "max-age=63072000; includeSubDomains; preload"

// securityHeaders are set on every response, in canonical form.
var securityHeaders = [][2]string{
	{"Content-Security-Policy", DefaultCSP},
	{"X-Content-Type-Options", "nosniff"},
	{"X-Frame-Options", "DENY"},
	{"Referrer-Policy", "strict-origin-when-cross-origin"},
	{"Permissions-Policy", "camera=(), microphone=(), geolocation=(), payment=(), usb=()"},
	{"Cross-Origin-Opener-Policy", "same-origin"},
	{"Cross-Origin-Resource-Policy", "same-origin"},
}

// setSecurityHeaders sets them, and HSTS over HTTPS, in slices of each
// response's own: Caddy's deferred header replacements edit them in place.
func setSecurityHeaders(h http.Header, https bool) {
	for _, kv := range securityHeaders {
		h[kv[0]] = []string{kv[1]}
	}
	if https {
		h["Strict-Transport-Security"] = []string{DefaultHSTS}
	}
}

// forwardedHTTPS reports whether one of Caddy's trusted_proxies (a load
// balancer that ended TLS) says in X-Forwarded-Proto, first hop first, that
// the visitor's connection was HTTPS. A forged one gains nothing: browsers
// ignore HSTS over plain HTTP.
func forwardedHTTPS(r *http.Request) bool {
	proto := r.Header["X-Forwarded-Proto"]
	if len(proto) == 0 {
		return false // most requests: no proxy, no lookup
	}
	first, _, _ := strings.Cut(proto[0], ",")
	trusted, _ := caddyhttp.GetVar(r.Context(), caddyhttp.TrustedProxyVarKey).(bool)
	return strings.EqualFold(strings.TrimSpace(first), "https") && trusted
}

// response is the writer the next handler sends a file through. A status
// decided here (the not-found page's 404) replaces its own, less validators.
// A status but 200, 206, 304 carries none of the file's length, encoding,
// validators or cache policy: file_server's 412 has no body under a copy's
// stated length, its 416 plain text under the copy's Content-Encoding.
type response struct {
	*caddyhttp.ResponseWriterWrapper
	status int
}

// WriteHeader implements http.ResponseWriter.
func (w *response) WriteHeader(code int) {
	hdr := w.Header()
	switch {
	case w.status != 0:
		code = w.status
		for _, name := range []string{"ETag", "Last-Modified", "Accept-Ranges"} {
			hdr.Del(name)
		}
	case code != http.StatusOK && code != http.StatusPartialContent && code != http.StatusNotModified:
		hdr.Set("Cache-Control", "no-store")
		for _, name := range []string{"Content-Length", "Content-Encoding", "ETag", "Last-Modified"} {
			hdr.Del(name)
		}
	}
	w.ResponseWriterWrapper.WriteHeader(code)
}

// dropPreconditions removes the fields of RFC 9110 §13.1 and Range, in a copy (for the access log).
func dropPreconditions(r *http.Request) {
	r.Header = r.Header.Clone()
	for _, name := range []string{"If-Match", "If-None-Match", "If-Modified-Since", "If-Unmodified-Since", "If-Range", "Range"} {
		delete(r.Header, name)
	}
}
