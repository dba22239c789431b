package spa

import (
	"net/http"
	"strings"

	"github.com/caddyserver/caddy/v2/modules/caddyhttp"
)

// DefaultCSP is strict: no inline script or style, nothing from another
// origin but the stock-photo host the default content shows. Trusted Types
// guard the DOM's sinks for HTML and script addresses: a plain string
// assigned to innerHTML or a script's src is refused, so both reach a page
// only through the site's named policies (site/src/lib/trustedHtml.ts for
// HTML, site/src/boot/loadAfterPaint.ts for its chunks) or DOMPurify's own.
// To change a header, use Caddy's header directive deferred (>Name).
const DefaultCSP = "default-src 'none'; " +
	"script-src 'self'; " +
	"style-src 'self'; " +
	"img-src 'self' data: blob: https://images.unsplash.com; " +
	"font-src 'self'; " +
	"connect-src 'self'; " +
	"manifest-src 'self'; " +
	"object-src 'none'; " +
	"base-uri 'self'; " +
	"form-action 'self'; " +
	"frame-ancestors 'none'; " +
	"require-trusted-types-for 'script'; " +
	"trusted-types studio-boot studio-built-in-post studio-sanitized dompurify"

// DefaultHSTS is sent on HTTPS responses only (RFC 6797 §7.2): over TLS,
// or over plain HTTP from a trusted proxy that ended the visitor's HTTPS.
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

// setSecurityHeaders sets them, and HSTS over HTTPS. Each response gets
// slices of its own: a later handler may edit a value in place (Caddy's
// deferred header replacements do).
func setSecurityHeaders(h http.Header, https bool) {
	for _, kv := range securityHeaders {
		h[kv[0]] = []string{kv[1]}
	}
	if https {
		h["Strict-Transport-Security"] = []string{DefaultHSTS}
	}
}

// forwardedHTTPS reports whether the request came from one of Caddy's
// trusted_proxies saying, in X-Forwarded-Proto, that the visitor's own
// connection was HTTPS: with TLS ended at a load balancer, HSTS is still
// theirs to get. The first value is the visitor-facing hop's. A client
// that forges it gains nothing: browsers ignore HSTS over plain HTTP.
func forwardedHTTPS(r *http.Request) bool {
	proto := r.Header["X-Forwarded-Proto"]
	if len(proto) == 0 {
		return false // most requests: no proxy, no lookup
	}
	first, _, _ := strings.Cut(proto[0], ",")
	trusted, _ := caddyhttp.GetVar(r.Context(), caddyhttp.TrustedProxyVarKey).(bool)
	return strings.EqualFold(strings.TrimSpace(first), "https") && trusted
}
