package spa

import (
	"net/http"
	"sort"
	"strings"

	"github.com/chowkstudio/studio/spa/internal/ascii"
)

// DefaultCSP is strict: no inline script or style, nothing from another
// origin but the stock-photo host the default content shows. Trusted Types
// guard the DOM's sinks for HTML and script addresses: a plain string
// assigned to innerHTML or a script's src is refused, so both reach a page
// only through the site's named policies (site/src/lib/trustedHtml.ts for
// HTML, site/src/boot/loadAfterPaint.ts for its chunks) or DOMPurify's own.
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

var defaultHeaders = map[string]string{
	"Content-Security-Policy":      DefaultCSP,
	"Strict-Transport-Security":    DefaultHSTS,
	"X-Content-Type-Options":       "nosniff",
	"X-Frame-Options":              "DENY",
	"Referrer-Policy":              "strict-origin-when-cross-origin",
	"Permissions-Policy":           "camera=(), microphone=(), geolocation=(), payment=(), usb=()",
	"Cross-Origin-Opener-Policy":   "same-origin",
	"Cross-Origin-Resource-Policy": "same-origin",
}

type header struct{ name, value string }

// securityHeaders is the final header set, merged once at provision time.
type securityHeaders struct {
	always []header
	hsts   string // "" when removed
}

// newSecurityHeaders merges the overrides into the defaults: a non-empty
// value replaces or adds a header, an empty one removes it.
func newSecurityHeaders(overrides map[string]string) securityHeaders {
	merged := make(map[string]string, len(defaultHeaders)+len(overrides))
	for k, v := range defaultHeaders {
		merged[http.CanonicalHeaderKey(k)] = v
	}
	for k, v := range overrides {
		merged[http.CanonicalHeaderKey(k)] = v
	}
	var s securityHeaders
	for k, v := range merged {
		switch {
		case v == "":
		case k == "Strict-Transport-Security":
			s.hsts = v
		default:
			s.always = append(s.always, header{k, v})
		}
	}
	sort.Slice(s.always, func(i, j int) bool { return s.always[i].name < s.always[j].name })
	return s
}

// apply sets the headers by direct assignment: the names are canonical
// already, and this runs on every response. Each response gets slices of
// its own: a later handler may edit a value in place (Caddy's deferred
// `header` replacements do), and a slice shared between responses would
// carry that edit into every response after it.
// (One array per response holds them all, each header a one-value slice of
// it whose capacity ends there: an append moves that header out, never into
// the next one.)
func (s securityHeaders) apply(h http.Header, tls bool) {
	values := make([]string, len(s.always)+1)
	for i, kv := range s.always {
		values[i] = kv.value
		h[kv.name] = values[i : i+1 : i+1]
	}
	if tls && s.hsts != "" {
		values[len(s.always)] = s.hsts
		h["Strict-Transport-Security"] = values[len(s.always):]
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
	return ascii.EqualFold(strings.TrimSpace(first), "https") && fromTrustedProxy(r)
}
