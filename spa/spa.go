// Package spa is a Caddy HTTP handler that decides what each request to a
// built single-page app is, and hands the file that answers it to the next
// handler, Caddy's file_server, which sends it: the build's precompressed
// copies, ETag and Last-Modified, conditional requests, Range and HEAD.
//
// ServeHTTP, for each request:
//
//  1. sets the security headers (HSTS over HTTPS only);
//  2. passes on, untouched, what the Caddyfile answers itself: methods
//     other than GET and HEAD (405) and the paths listed in pass (the
//     health check);
//  3. cleans the path before any lookup; a NUL byte gets 400;
//  4. redirects a prerendered page asked for by its file name
//     (/about/index.html → /about);
//  5. hands on an existing file of the build, except the shell and the
//     not-found page, which serve only in their roles;
//  6. reads the path as the app's router will (routerView): a route written
//     loosely (//about) is redirected to its canonical address; a client
//     route gets its prerendered page, or the app shell, with 200; a route
//     whose integer parameter holds no integer (/blog/abc) gets the shell
//     with 404 and one log line, and the app shows the route's own
//     not-found view;
//  7. answers a path that looks like a file (an extension, or under
//     /assets/) with a short plain-text 404 and one log line, never HTML;
//  8. hands on the not-found page (404.html, or the shell if the build has
//     none) with 404 and one log line for anything else.
//
// A file handed on goes with its cache policy (immutable for hashed assets
// and published media, no-cache for HTML, static_max_age for the rest) and
// type; a status other than the one decided here (412, 416, an error) goes
// out with no-store and no length or encoding of a body it does not have
// (response.go).
package spa

import (
	"cmp"
	"fmt"
	"net/http"
	"net/url"
	"path"
	"slices"
	"strings"

	"github.com/caddyserver/caddy/v2"
	"github.com/caddyserver/caddy/v2/modules/caddyhttp"
	"go.uber.org/zap"

	"github.com/chowkstudio/studio/spa/internal/route"
)

func init() {
	caddy.RegisterModule(SPA{})
}

// The build's layout, as the site build writes it.
const (
	DefaultRoot   = "site/dist"
	index         = "index.html"  // a prerendered page in its route's folder: /about is about/index.html
	shellFile     = "shell.html"  // the app shell, for client routes not prerendered (the admin)
	notFoundFile  = "404.html"    // sent with 404 for unknown paths; the shell if the build has none
	routeManifest = "routes.json" // the app's client routes, from the router's own table
	assetsPrefix  = "/assets/"    // content-hashed output and published media, cached forever
	immutable     = "public, max-age=31536000, immutable"
	staticCache   = "public, max-age=3600" // files neither HTML nor hashed (favicon, robots.txt)
)

// SPA decides what each request to a single-page app's build is. See the
// package doc for the order in which it decides.
type SPA struct {
	// Root is the build directory. Default: site/dist. The next handler
	// reads it from {http.vars.root}, file_server's default root.
	Root string `json:"root,omitempty"`

	// Pass lists the paths handed on untouched (with the security headers
	// and no-store) for the handlers after this one to answer: the
	// Caddyfile's health check.
	Pass []string `json:"pass,omitempty"`

	build  *build
	logger *zap.Logger
}

// CaddyModule returns the Caddy module information.
func (SPA) CaddyModule() caddy.ModuleInfo {
	return caddy.ModuleInfo{
		ID:  "http.handlers.spa",
		New: func() caddy.Module { return new(SPA) },
	}
}

// Provision reads the build's file list and route manifest (build.go).
func (h *SPA) Provision(ctx caddy.Context) error {
	h.logger = ctx.Logger()
	b, err := loadBuild(cmp.Or(h.Root, DefaultRoot))
	if err != nil {
		return fmt.Errorf("spa: %w", err)
	}
	h.build = b
	h.logger.Info("site loaded", zap.String("root", b.root), zap.Int("files", len(b.files)), zap.Int("pages", len(b.pages)))
	return nil
}

// Validate checks the configuration after provisioning.
func (h *SPA) Validate() error {
	for _, p := range h.Pass {
		if !strings.HasPrefix(p, "/") {
			return fmt.Errorf("spa: pass paths must start with /: %q", p)
		}
	}
	return nil
}

// ServeHTTP implements caddyhttp.MiddlewareHandler; its steps are the
// package doc's list.
func (h *SPA) ServeHTTP(w http.ResponseWriter, r *http.Request, next caddyhttp.Handler) error {
	// 1. Security headers.
	hdr := w.Header()
	hdr.Del("Server") // Caddy sets it before the handler chain; it names the software.
	setSecurityHeaders(hdr, r.TLS != nil || forwardedHTTPS(r))

	// 2. What the Caddyfile answers.
	if (r.Method != http.MethodGet && r.Method != http.MethodHead) || slices.Contains(h.Pass, r.URL.Path) {
		hdr.Set("Cache-Control", "no-store")
		return next.ServeHTTP(w, r)
	}

	// 3. The path, cleaned.
	clean, ok := route.Clean(r.URL.Path)
	if !ok && strings.IndexByte(r.URL.Path, 0) >= 0 {
		// No link a person writes holds a NUL byte: a probe.
		return writePlain(w, r, http.StatusBadRequest, "400 bad request\n")
	}
	if ok {
		// 4. A prerendered page by its file name: the router knows it only
		// by its route, and would show its not-found view.
		if page, isIndex := h.pageOfIndexFile(clean); isIndex {
			return h.redirect(w, r, page)
		}
		// 5. A file of the build.
		if ctype, isFile := h.build.fileAt(clean); isFile {
			return h.handOn(w, r, next, clean, ctype, cacheControl(clean), 0)
		}
	}

	// 6. A client route, as the router reads the address.
	segs, canonical, given := routerView(r, clean, ok)
	match, spelled := h.build.routes.Resolve(segs, given)
	if match != route.NoRoute && canonical != "" {
		return h.redirect(w, r, canonical)
	}
	switch match {
	case route.Route:
		return h.handOn(w, r, next, h.build.page(spelled), htmlType, "no-cache", 0)
	case route.ImpossibleParam:
		h.logNotFound(r, "page")
		return h.handOn(w, r, next, h.build.shell, htmlType, "no-cache", http.StatusNotFound)
	}

	// 7. A missing file.
	if looksLikeFile(cmp.Or(clean, r.URL.Path)) {
		h.logNotFound(r, "file")
		return writePlain(w, r, http.StatusNotFound, "404 not found\n")
	}

	// 8. Not found.
	h.logNotFound(r, "page")
	return h.handOn(w, r, next, h.build.notFound, htmlType, "no-cache", http.StatusNotFound)
}

// handOn rewrites the request to the build's file at name (a cleaned path)
// and calls the next handler to send it, with the cache policy and type
// given. A status other than 0 replaces the one the next handler writes:
// the same page for every path it stands for, so no precondition or range
// applies to it (RFC 9110 §13.2.1).
func (h *SPA) handOn(w http.ResponseWriter, r *http.Request, next caddyhttp.Handler, name, ctype, cacheControl string, status int) error {
	hdr := w.Header()
	hdr.Set("Cache-Control", cacheControl)
	if ctype != "" {
		hdr.Set("Content-Type", ctype)
	}
	if status != 0 {
		dropPreconditions(r)
	}
	r.URL.Path, r.URL.RawPath = name, ""
	caddyhttp.SetVar(r.Context(), "root", h.build.root)
	err := next.ServeHTTP(newResponse(w, status), r)
	if err != nil {
		hdr.Set("Cache-Control", "no-store") // Caddy writes the error's status after this
	}
	return err
}

// routerView returns the request path's segments as the app's router will
// read them from the address bar, so that the server answers with the page
// the app is about to show and hydration finds the markup it renders.
// A path that is not in its canonical form (doubled slashes, dot segments)
// is read in that form, with canonical set to it: the router matches no
// route in //about, so a route there is answered with a redirect to /about
// rather than the about page under an address the app calls unknown.
// given is clean when the segments were split from it.
func routerView(r *http.Request, clean string, cleaned bool) (segs []string, canonical, given string) {
	// Most requests: nothing escaped, nothing to clean. The decoded path is
	// the router's own reading, split as it is: decoding it again would read
	// /%2561bout (the router's "%61bout") as /about.
	if cleaned && r.URL.RawPath == "" && strings.TrimRight(r.URL.Path, "/") == strings.TrimRight(clean, "/") {
		return route.Segments(clean), "", clean
	}
	escaped := r.URL.EscapedPath()
	canon := path.Clean("/" + escaped)
	if strings.TrimRight(escaped, "/") == strings.TrimRight(canon, "/") {
		canon = ""
	}
	return route.RouterSegments(cmp.Or(canon, escaped)), canon, ""
}

// pageOfIndexFile reports whether clean names a prerendered page's file by
// name (/about/index.html, /index.html), and the page's route if so.
func (h *SPA) pageOfIndexFile(clean string) (string, bool) {
	dir, ok := strings.CutSuffix(clean, "/"+index)
	if !ok {
		return "", false
	}
	match, spelled := h.build.routes.Resolve(route.RouterSegments(dir), "")
	if _, page := h.build.pages[spelled]; match != route.Route || !page {
		return "", false
	}
	return (&url.URL{Path: spelled}).EscapedPath(), true
}

// redirect answers with a permanent redirect to target, a path of this site
// (it always starts with a single "/", so it cannot name another host),
// keeping the query string.
func (h *SPA) redirect(w http.ResponseWriter, r *http.Request, target string) error {
	if r.URL.RawQuery != "" {
		target += "?" + r.URL.RawQuery
	}
	hdr := w.Header()
	hdr.Set("Location", target)
	hdr.Set("Cache-Control", staticCache)
	hdr.Set("Content-Length", "0")
	w.WriteHeader(http.StatusPermanentRedirect)
	return nil
}

// cacheControl picks the Cache-Control value for a file of the build.
func cacheControl(clean string) string {
	switch {
	case strings.HasPrefix(clean, assetsPrefix):
		return immutable
	case strings.HasSuffix(clean, ".html"):
		return "no-cache"
	default:
		return staticCache
	}
}

// looksLikeFile reports whether a missing path was meant to be a file: a
// request for a chunk, an image or a font must never get the HTML shell.
// A bare final dot is no extension: /about. is a link that took the full
// stop of the sentence it was in, and its visitor gets the not-found page.
func looksLikeFile(clean string) bool {
	return strings.HasPrefix(clean+"/", assetsPrefix) || len(path.Ext(clean)) > 1
}

func (h *SPA) logNotFound(r *http.Request, kind string) {
	h.logger.Info("not found",
		zap.String("kind", kind),
		zap.String("path", r.URL.Path),
		zap.String("referer", r.Referer()),
		zap.String("user_agent", r.UserAgent()),
	)
}

// writePlain answers with a short text of the module's own, never cached.
func writePlain(w http.ResponseWriter, r *http.Request, status int, body string) error {
	hdr := w.Header()
	hdr.Set("Cache-Control", "no-store")
	hdr.Set("Content-Type", "text/plain; charset=utf-8")
	hdr.Set("Content-Length", fmt.Sprint(len(body)))
	w.WriteHeader(status)
	if r.Method != http.MethodHead {
		_, _ = w.Write([]byte(body))
	}
	return nil
}

// Interface guards
var (
	_ caddy.Provisioner           = (*SPA)(nil)
	_ caddy.Validator             = (*SPA)(nil)
	_ caddyhttp.MiddlewareHandler = (*SPA)(nil)
)
