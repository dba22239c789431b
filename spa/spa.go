// Package spa is a Caddy HTTP handler that decides what each request to a
// built single-page app is, and hands the file that answers it to the next
// handler, Caddy's file_server (precompressed copies, validators,
// conditional requests, Range, HEAD). ServeHTTP, for each request:
//
//  1. sets the security headers (response.go);
//  2. passes on, untouched, what the Caddyfile answers: methods other than
//     GET and HEAD (405), and the pass paths (the health check);
//  3. cleans the path; a NUL byte gets 400;
//  4. redirects a prerendered page asked for by its file name
//     (/about/index.html → /about);
//  5. hands on a file of the build;
//  6. reads the path as the app's router will: a route written loosely
//     (//about) is redirected; a client route gets its prerendered page or
//     the app shell, 200; a route whose integer parameter holds no integer
//     (/blog/abc) gets the shell, 404, logged, where the app shows the
//     route's own not-found view;
//  7. answers a path that looks like a file with a plain-text 404, logged;
//  8. hands on the not-found page with 404, logged, for anything else.
//
// What it hands on goes with its cache policy and type; response.go keeps
// a status it did not decide (412, 416) from carrying the file's.
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
	"github.com/caddyserver/caddy/v2/caddyconfig/caddyfile"
	"github.com/caddyserver/caddy/v2/modules/caddyhttp"
	"go.uber.org/zap"

	"github.com/chowkstudio/studio/spa/internal/route"
)

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
	htmlType      = "text/html; charset=utf-8"
)

// SPA decides what each request to a single-page app's build is.
type SPA struct {
	// Root is the build directory (default site/dist); the next handler
	// reads it from {http.vars.root}, file_server's default root.
	Root string `json:"root,omitempty"`
	// Pass lists paths handed on untouched, with no-store, for the handlers
	// after this one to answer: the Caddyfile's health check.
	Pass []string `json:"pass,omitempty"`
	// DemoAdmin "off" takes the build's demo admin off the site: its route
	// and the files only it loads, as the route manifest names them, are
	// then not found, like any unknown path. Default on.
	DemoAdmin string `json:"demo_admin,omitempty"`
	// Releases is the folder of the kept releases when Root is the link to
	// the live one (internal/release): a hashed file the live release
	// lacks is served from the newest kept release that has it, so a page
	// loaded before a switch still loads every chunk and photo it names.
	Releases string `json:"releases,omitempty"`

	build  *build
	logger *zap.Logger
}

// CaddyModule returns the module's ID and constructor.
func (SPA) CaddyModule() caddy.ModuleInfo {
	return caddy.ModuleInfo{ID: "http.handlers.spa", New: func() caddy.Module { return new(SPA) }}
}

// Provision reads the build's file list and route manifest (build.go).
func (h *SPA) Provision(ctx caddy.Context) error {
	h.logger = ctx.Logger()
	var err error
	if h.DemoAdmin != "" && h.DemoAdmin != "on" && h.DemoAdmin != "off" {
		return fmt.Errorf("spa: demo_admin is on or off, not %q", h.DemoAdmin)
	}
	if h.build, err = loadBuild(cmp.Or(h.Root, DefaultRoot), h.DemoAdmin == "off", h.Releases); err != nil {
		return fmt.Errorf("spa: %w", err)
	}
	h.logger.Info("site loaded", zap.String("root", h.build.root), zap.Int("files", len(h.build.files)), zap.Int("pages", len(h.build.pages)), zap.Int("earlier_files", len(h.build.earlier)),
		zap.String("demo_admin", cmp.Or(h.DemoAdmin, "on")))
	return nil
}

// ServeHTTP implements caddyhttp.MiddlewareHandler: the package doc's list.
func (h *SPA) ServeHTTP(w http.ResponseWriter, r *http.Request, next caddyhttp.Handler) error {
	hdr := w.Header() // 1.
	hdr.Del("Server") // Caddy sets it before the handler chain; it names the software.
	setSecurityHeaders(hdr, r.TLS != nil || forwardedHTTPS(r))

	if (r.Method != http.MethodGet && r.Method != http.MethodHead) || slices.Contains(h.Pass, r.URL.Path) { // 2.
		hdr.Set("Cache-Control", "no-store")
		return next.ServeHTTP(w, r)
	}

	clean, ok := route.Clean(r.URL.Path)              // 3.
	if !ok && strings.IndexByte(r.URL.Path, 0) >= 0 { // no link a person writes: a probe
		return writePlain(w, r, http.StatusBadRequest, "400 bad request\n")
	}
	if page, isIndex := h.pageOfIndexFile(clean); ok && isIndex { // 4.
		return h.redirect(w, r, page)
	} else if ctype, isFile := h.build.fileAt(clean); ok && isFile { // 5.
		return h.handOn(w, r, next, clean, ctype, cacheControl(clean), 0)
	} else if earlier, isEarlier := h.build.earlier[clean]; ok && isEarlier {
		return h.handOnFrom(w, r, next, earlier[0], clean, earlier[1], immutable, 0)
	}

	segs, canonical := routerView(r, clean, ok) // 6.
	match, spelled := h.build.routes.Resolve(segs)
	if match != route.NoRoute && canonical != "" {
		return h.redirect(w, r, canonical)
	}
	switch match {
	case route.Route: // its prerendered page, or the shell for a route only the browser has (the admin)
		return h.handOn(w, r, next, cmp.Or(h.build.pages[spelled], h.build.shell), htmlType, "no-cache", 0)
	case route.ImpossibleParam:
		h.logNotFound(r, "page")
		return h.handOn(w, r, next, h.build.shell, htmlType, "no-cache", http.StatusNotFound)
	}

	if looksLikeFile(cmp.Or(clean, r.URL.Path)) { // 7.
		h.logNotFound(r, "file")
		return writePlain(w, r, http.StatusNotFound, "404 not found\n")
	}

	h.logNotFound(r, "page") // 8.
	return h.handOn(w, r, next, h.build.notFound, htmlType, "no-cache", http.StatusNotFound)
}

// handOn rewrites the request to the build's file at name and calls the
// next handler to send it, with the cache policy and type given. A status
// other than 0 replaces the next handler's: the page stands for every path
// it answers, so no precondition or range applies (RFC 9110 §13.2.1).
func (h *SPA) handOn(w http.ResponseWriter, r *http.Request, next caddyhttp.Handler, name, ctype, cacheControl string, status int) error {
	return h.handOnFrom(w, r, next, h.build.root, name, ctype, cacheControl, status)
}

// handOnFrom is handOn from the build at root: this release's, or an earlier one's.
func (h *SPA) handOnFrom(w http.ResponseWriter, r *http.Request, next caddyhttp.Handler, root, name, ctype, cacheControl string, status int) error {
	hdr := w.Header()
	hdr.Set("Cache-Control", cacheControl)
	hdr.Set("Content-Type", ctype) // "": file_server's own, from the name
	if status != 0 {
		dropPreconditions(r)
	}
	r.URL.Path, r.URL.RawPath = name, ""
	caddyhttp.SetVar(r.Context(), "root", root)
	err := next.ServeHTTP(&response{&caddyhttp.ResponseWriterWrapper{ResponseWriter: w}, status}, r)
	if err != nil {
		hdr.Set("Cache-Control", "no-store") // Caddy writes the error's status after this
	}
	return err
}

// routerView returns the path's segments as the app's router will read
// them, so the server answers with the page the app is about to show. A
// path not in canonical form (//about, /a/../about) is read as it is, with
// canonical set: the router matches no route there, so a route gets a
// redirect rather than its page under an address the app calls unknown.
func routerView(r *http.Request, clean string, cleaned bool) (segs []string, canonical string) {
	// Most requests. (Decoding again would read /%2561bout as /about.)
	if cleaned && r.URL.RawPath == "" && strings.TrimRight(r.URL.Path, "/") == strings.TrimRight(clean, "/") {
		return route.Segments(clean), ""
	}
	escaped := r.URL.EscapedPath()
	canon := path.Clean("/" + escaped)
	if strings.TrimRight(escaped, "/") == strings.TrimRight(canon, "/") {
		canon = ""
	}
	return route.RouterSegments(cmp.Or(canon, escaped)), canon
}

// pageOfIndexFile reports whether clean names a prerendered page's file by
// name (/about/index.html, /index.html), and the page's route if so.
func (h *SPA) pageOfIndexFile(clean string) (string, bool) {
	dir, ok := strings.CutSuffix(clean, "/"+index)
	if !ok {
		return "", false
	}
	match, spelled := h.build.routes.Resolve(route.RouterSegments(dir))
	if _, page := h.build.pages[spelled]; match != route.Route || !page {
		return "", false
	}
	return (&url.URL{Path: spelled}).EscapedPath(), true
}

// redirect answers with a permanent redirect to target, a path of this site
// (one leading "/": never another host), keeping the query string.
func (h *SPA) redirect(w http.ResponseWriter, r *http.Request, target string) error {
	if r.URL.RawQuery != "" {
		target += "?" + r.URL.RawQuery
	}
	w.Header().Set("Location", target)
	return reply(w, r, http.StatusPermanentRedirect, staticCache, "")
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

// looksLikeFile reports whether a missing path was meant to be a file (a
// chunk, an image): it never gets HTML. A bare final dot is no extension:
// /about. is a link that took its sentence's full stop.
func looksLikeFile(clean string) bool {
	return strings.HasPrefix(clean+"/", assetsPrefix) || len(path.Ext(clean)) > 1
}

func (h *SPA) logNotFound(r *http.Request, kind string) {
	h.logger.Info("not found", zap.String("kind", kind), zap.String("path", r.URL.Path),
		zap.String("referer", r.Referer()), zap.String("user_agent", r.UserAgent()))
}

func writePlain(w http.ResponseWriter, r *http.Request, status int, body string) error {
	w.Header().Set("Content-Type", "text/plain; charset=utf-8")
	return reply(w, r, status, "no-store", body)
}

// reply writes a response of the module's own (a plain text, a redirect).
func reply(w http.ResponseWriter, r *http.Request, status int, cacheControl, body string) error {
	hdr := w.Header()
	hdr.Set("Cache-Control", cacheControl)
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
	_ caddyhttp.MiddlewareHandler = (*SPA)(nil)
	_ caddyfile.Unmarshaler       = (*SPA)(nil)
)
