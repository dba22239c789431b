// Package spa is a Caddy HTTP handler that serves a built single-page app.
//
// For each request it decides, in this order:
//
//  1. GET /healthz (configurable) answers 200 "ok", and is left out of the
//     access log when asked over loopback, as the container's own health
//     check asks it every 30 s.
//  2. Methods other than GET and HEAD get 405 with an Allow header.
//  3. The path is cleaned before any file lookup; a NUL byte gets 400, and
//     a path that is not UTF-8 is never looked up as a file.
//  4. An existing file under the root is served (ETag, Last-Modified,
//     conditional requests, Range and HEAD via http.ServeContent), except
//     the shell and the not-found page, which serve only in their roles,
//     and a prerendered page asked for by its file name, which gets a
//     redirect to its route (/about/index.html → /about).
//  5. A path matching one of the app's client routes (read from the build's
//     route manifest) gets its prerendered page (/about → about/index.html)
//     if the build has one, else the app shell (shell.html), status 200. A
//     route's integer parameter holding anything but an integer as
//     JavaScript writes it (/blog/abc, /blog/007) gets the shell with
//     status 404 and one log line: the app shows that route's own not-found
//     view. Routes match on the path as the app's router reads it
//     (routerView), and a route written loosely (//about) gets a redirect
//     to its canonical address.
//  6. A path that looks like a file (has an extension, a final dot alone
//     being none, or is under /assets/) gets a short plain-text 404, never
//     the HTML shell.
//  7. Anything else gets the prerendered not-found page (404.html, or the
//     shell if the build has none) with status 404 and one log line.
//
// Every response carries the security headers, and cache headers fit what
// was served: immutable for hashed assets, no-cache for HTML.
package spa

import (
	"cmp"
	"errors"
	"fmt"
	"net/http"
	"net/netip"
	"net/url"
	"os"
	"path"
	"path/filepath"
	"strings"
	"time"

	"github.com/caddyserver/caddy/v2"
	"github.com/caddyserver/caddy/v2/modules/caddyhttp"
	"go.uber.org/zap"

	"github.com/chowkstudio/studio/spa/internal/route"
)

func init() {
	caddy.RegisterModule(SPA{})
}

// Defaults for the module's fields.
const (
	DefaultRoot          = "site/dist"
	DefaultIndex         = "index.html"
	DefaultShell         = "shell.html"
	DefaultNotFound      = "404.html"
	DefaultRouteManifest = "routes.json"
	DefaultHealthPath    = "/healthz"
	DefaultAssetsPrefix  = "/assets/"
)

// SPA serves a single-page app's build directory. See the package doc for
// the order in which it decides what to answer.
type SPA struct {
	// Root is the build directory. Default: site/dist.
	Root string `json:"root,omitempty"`

	// Index is the file name of a prerendered page inside its route's
	// folder: /about is served about/index.html. Default: index.html.
	Index string `json:"index,omitempty"`

	// Shell is the app shell, relative to Root: the page served for client
	// routes the build did not prerender (the admin, ids created in it).
	// Default: shell.html.
	Shell string `json:"shell,omitempty"`

	// NotFound is the page, relative to Root, sent with status 404 for
	// unknown paths. If the build has none, the shell is sent. Default: 404.html.
	NotFound string `json:"not_found,omitempty"`

	// RouteManifest is the JSON file, relative to Root, that lists the
	// app's client routes. The site build writes it from the same route
	// table the router uses. Default: routes.json.
	RouteManifest string `json:"route_manifest,omitempty"`

	// HealthPath answers 200 "ok" to GET and HEAD. "off" disables it.
	// Asked over loopback (the container's own probe), or by a trusted
	// proxy with no X-Forwarded-For (a load balancer's probe), it is marked
	// log_skip; asked from elsewhere (a monitor), it is logged like any
	// request. Default: /healthz.
	HealthPath string `json:"health_path,omitempty"`

	// AssetsPrefix is the folder of content-hashed build output that may be
	// cached forever. Default: /assets/.
	AssetsPrefix string `json:"assets_prefix,omitempty"`

	// StaticMaxAge is the browser cache lifetime of files that are neither
	// HTML nor hashed assets (favicon, robots.txt, ...). Default: 1h.
	StaticMaxAge caddy.Duration `json:"static_max_age,omitempty"`

	// Headers overrides the default security headers: a non-empty value
	// replaces (or adds) a header, an empty value removes it.
	Headers map[string]string `json:"headers,omitempty"`

	// MaxMemoryFileSize is the largest file kept in memory, in bytes;
	// larger ones are served from disk. Default: 2 MiB.
	MaxMemoryFileSize int64 `json:"max_memory_file_size,omitempty"`

	site        *site
	pages       map[string]string // prerendered page by route path as the build spells it ("/", "/about"), relative to Root
	rolePages   [2]string         // the shell's and the not-found page's URL paths, served in those roles only
	routes      route.Table
	headers     securityHeaders
	staticCache string
	logger      *zap.Logger
}

// CaddyModule returns the Caddy module information.
func (SPA) CaddyModule() caddy.ModuleInfo {
	return caddy.ModuleInfo{
		ID:  "http.handlers.spa",
		New: func() caddy.Module { return new(SPA) },
	}
}

// Provision sets defaults, loads the route manifest and checks the shell.
func (h *SPA) Provision(ctx caddy.Context) error {
	h.logger = ctx.Logger()
	h.setDefaults()
	if err := h.checkSettings(); err != nil {
		return err
	}
	if err := h.load(); err != nil {
		return err
	}
	h.logger.Info("site loaded", zap.String("root", h.Root), zap.Int("files", len(h.site.files)), zap.Int64("bytes_in_memory", h.site.bytes))
	if n := len(h.site.compressedAtLoad); n > 0 {
		h.logger.Info("compressed files the build left without copies; 'studio precompress' at build time saves this work", zap.Int("files", n))
	}
	if len(h.site.stale) > 0 {
		h.logger.Warn("precompressed copies do not match their files and are not served; rerun 'studio precompress'", zap.Strings("copies", h.site.stale))
	}
	return nil
}

// load reads the build: the route manifest, the pages it needs, and every
// file into memory (within the size bound).
func (h *SPA) load() error {
	root, err := filepath.Abs(h.Root)
	if err != nil {
		return fmt.Errorf("spa: root %q: %w", h.Root, err)
	}
	// A root that is itself a link (the deploy layout current -> releases/N)
	// is followed here, once per load: the build is the release it names
	// now. Links inside the build are never followed (site.go).
	if h.Root, err = filepath.EvalSymlinks(root); err != nil {
		return fmt.Errorf("spa: root %q: %w", root, err)
	}

	manifest, err := os.ReadFile(filepath.Join(h.Root, h.RouteManifest))
	if err != nil {
		return fmt.Errorf("spa: reading route manifest (is the site built? run 'make build'): %w", err)
	}
	if h.routes, err = route.ParseManifest(manifest); err != nil {
		return fmt.Errorf("spa: %s: %w", h.RouteManifest, err)
	}
	if _, err := os.Stat(filepath.Join(h.Root, h.Shell)); err != nil {
		return fmt.Errorf("spa: app shell: %w", err)
	}
	if _, err := os.Stat(filepath.Join(h.Root, h.NotFound)); err != nil {
		h.NotFound = h.Shell
	}
	h.rolePages = [2]string{"/" + h.Shell, "/" + h.NotFound}
	h.headers = newSecurityHeaders(h.Headers)

	// The build is served from memory: a config reload loads a new build.
	if h.site, err = loadSite(h.Root, h.MaxMemoryFileSize); err != nil {
		return fmt.Errorf("spa: %w", err)
	}
	// The prerendered pages, wherever they are kept: a page over the memory
	// bound is still the route's page, not a reason to send the shell.
	h.pages = map[string]string{}
	addPage := func(name string) {
		if dir, ok := strings.CutSuffix(name, "/"+h.Index); ok {
			h.pages[cmp.Or(dir, "/")] = strings.TrimPrefix(name, "/")
		}
	}
	for name := range h.site.files {
		addPage(name)
	}
	return nil
}

// checkSettings refuses, before anything is read, a file name that would
// leave the root and a cache lifetime below zero: at load, with the setting
// named, rather than as a failure on some later request.
func (h *SPA) checkSettings() error {
	for _, f := range []struct{ name, value string }{{"index", h.Index}, {"shell", h.Shell}, {"not_found", h.NotFound}, {"route_manifest", h.RouteManifest}} {
		if !filepath.IsLocal(f.value) || filepath.ToSlash(filepath.Clean(f.value)) != f.value {
			return fmt.Errorf("spa: %s must name a file inside the root, with no .., . or leading /: %q", f.name, f.value)
		}
	}
	if h.StaticMaxAge < 0 {
		return fmt.Errorf("spa: static_max_age must not be negative: %s", time.Duration(h.StaticMaxAge))
	}
	if h.MaxMemoryFileSize < 0 {
		return fmt.Errorf("spa: max_memory_file_size must not be negative: %d", h.MaxMemoryFileSize)
	}
	return nil
}

// setDefaults fills in every field left empty.
func (h *SPA) setDefaults() {
	h.Root = cmp.Or(h.Root, DefaultRoot)
	h.Index = cmp.Or(h.Index, DefaultIndex)
	h.Shell = cmp.Or(h.Shell, DefaultShell)
	h.NotFound = cmp.Or(h.NotFound, DefaultNotFound)
	h.RouteManifest = cmp.Or(h.RouteManifest, DefaultRouteManifest)
	h.HealthPath = cmp.Or(h.HealthPath, DefaultHealthPath)
	h.AssetsPrefix = cmp.Or(h.AssetsPrefix, DefaultAssetsPrefix)
	h.StaticMaxAge = cmp.Or(h.StaticMaxAge, caddy.Duration(time.Hour))
	h.MaxMemoryFileSize = cmp.Or(h.MaxMemoryFileSize, DefaultMaxMemoryFileSize)
	h.staticCache = fmt.Sprintf("public, max-age=%d", int(time.Duration(h.StaticMaxAge).Seconds()))
}

// Validate checks the configuration after provisioning.
func (h *SPA) Validate() error {
	if h.HealthPath != "off" && !strings.HasPrefix(h.HealthPath, "/") {
		return fmt.Errorf("spa: health_path must start with /: %q", h.HealthPath)
	}
	if !strings.HasPrefix(h.AssetsPrefix, "/") || !strings.HasSuffix(h.AssetsPrefix, "/") {
		return fmt.Errorf("spa: assets_prefix must start and end with /: %q", h.AssetsPrefix)
	}
	if len(h.routes) == 0 {
		return errors.New("spa: the route manifest lists no route")
	}
	return nil
}

// ServeHTTP implements caddyhttp.MiddlewareHandler. It answers every request
// itself and never calls next, like Caddy's file server.
func (h *SPA) ServeHTTP(w http.ResponseWriter, r *http.Request, _ caddyhttp.Handler) error {
	hdr := w.Header()
	hdr.Del("Server") // Caddy sets it before the handler chain; it names the software.
	h.headers.apply(hdr, r.TLS != nil || forwardedHTTPS(r))

	if h.HealthPath != "off" && r.URL.Path == h.HealthPath && isReadMethod(r.Method) {
		if fromLoopback(r) || balancerProbe(r) {
			// Docker and load balancers keep their probes' results; in the
			// access log they would be most of a quiet site's lines. Marked
			// here, not by a log_skip route in the Caddyfile, which every
			// request would pay for.
			caddyhttp.SetVar(r.Context(), caddyhttp.LogSkipVar, true)
		}
		hdr.Set("Cache-Control", "no-store")
		writePlain(w, r, http.StatusOK, "ok\n")
		return nil
	}
	if !isReadMethod(r.Method) {
		hdr.Set("Allow", "GET, HEAD")
		hdr.Set("Cache-Control", "no-store")
		writePlain(w, r, http.StatusMethodNotAllowed, "405 method not allowed\n")
		return nil
	}

	clean, ok := route.Clean(r.URL.Path)
	if !ok && strings.IndexByte(r.URL.Path, 0) >= 0 {
		// No link a person writes holds a NUL byte: a probe.
		hdr.Set("Cache-Control", "no-store")
		writePlain(w, r, http.StatusBadRequest, "400 bad request\n")
		return nil
	}
	if ok {
		if page, isIndex := h.pageOfIndexFile(clean); isIndex {
			// /about/index.html would show the app's not-found view over the
			// about page: the router knows the page only as /about.
			h.redirect(w, r, page)
			return nil
		}
		if h.serveFile(w, r, clean) {
			return nil
		}
	}

	segs, canonical, given := h.routerView(r, clean, ok)
	match, spelled := h.routes.Resolve(segs, given)
	if match != route.NoRoute && canonical != "" {
		h.redirect(w, r, canonical)
		return nil
	}
	switch match {
	case route.Route:
		return h.servePage(w, r, h.prerendered(spelled), http.StatusOK)
	case route.ImpossibleParam:
		// /blog/abc: post ids are integers, so no browser holds this post.
		// The app renders the route's own not-found view from the shell
		// ('Blog Post Not Found'); the status tells crawlers there is none.
		h.logNotFound(r, "page")
		return h.servePage(w, r, h.Shell, http.StatusNotFound)
	}
	if h.looksLikeFile(cmp.Or(clean, r.URL.Path)) {
		h.logNotFound(r, "file")
		hdr.Set("Cache-Control", "no-cache")
		writePlain(w, r, http.StatusNotFound, "404 not found\n")
		return nil
	}
	h.logNotFound(r, "page")
	return h.servePage(w, r, h.NotFound, http.StatusNotFound)
}

// routerView returns the request path's segments as the app's router will
// read them from the address bar, so that the server answers with the page
// the app is about to show and hydration finds the markup it renders.
// A path that is not in its canonical form (doubled slashes, dot segments)
// is read in that form, with canonical set to it: the router matches no
// route in //about, so a route there is answered with a redirect to /about
// rather than the about page under an address the app calls unknown.
// given is clean when the segments were split from it.
func (h *SPA) routerView(r *http.Request, clean string, cleaned bool) (segs []string, canonical, given string) {
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
	dir, ok := strings.CutSuffix(clean, "/"+h.Index)
	if !ok {
		return "", false
	}
	match, spelled := h.routes.Resolve(route.RouterSegments(dir), "")
	if _, page := h.pages[spelled]; match != route.Route || !page {
		return "", false
	}
	return (&url.URL{Path: spelled}).EscapedPath(), true
}

// redirect answers with a permanent redirect to target, a path of this site
// (it always starts with a single "/", so it cannot name another host),
// keeping the query string.
func (h *SPA) redirect(w http.ResponseWriter, r *http.Request, target string) {
	if r.URL.RawQuery != "" {
		target += "?" + r.URL.RawQuery
	}
	hdr := w.Header()
	hdr.Set("Location", target)
	hdr.Set("Cache-Control", h.staticCache)
	hdr.Set("Content-Length", "0")
	w.WriteHeader(http.StatusPermanentRedirect)
}

// prerendered names the page to serve for a client route, given its path
// as the route table spells it (route.Table.Resolve): the build's
// prerendered HTML for it (the route's folder's index file), or the app
// shell for routes that exist only in the browser (the admin, ids created
// in it).
func (h *SPA) prerendered(spelled string) string {
	if page, ok := h.pages[spelled]; ok {
		return page
	}
	return h.Shell
}

// serveFile serves the regular file at the cleaned path, if there is one.
// It reports whether it answered the request. The build was read whole at
// provision: a path that is not among its files is not looked up on disk.
func (h *SPA) serveFile(w http.ResponseWriter, r *http.Request, clean string) bool {
	if clean == "/" || route.HasHiddenSegment(clean) || isPrecompressedCopy(path.Base(clean)) || h.isRolePage(clean) {
		return false
	}
	f, ok := h.site.files[clean]
	// A file gone from disk since the load is answered as a missing path.
	return ok && h.serve(w, r, f, h.cacheControl(clean), http.StatusOK) == nil
}

// isRolePage reports whether clean names the shell or the not-found page:
// files of the build that are served in those roles only, not as pages of
// their own (by name, the shell would render the app's 404 view with 200).
func (h *SPA) isRolePage(clean string) bool {
	return clean == h.rolePages[0] || clean == h.rolePages[1]
}

// servePage answers with an HTML page of the build (name is relative to the
// root: a prerendered page, the shell or the not-found page) and the status.
func (h *SPA) servePage(w http.ResponseWriter, r *http.Request, name string, status int) error {
	f, ok := h.site.files["/"+name]
	if !ok {
		return caddyhttp.Error(http.StatusInternalServerError, fmt.Errorf("spa: %s is not in the build", name))
	}
	if err := h.serve(w, r, f, "no-cache", status); err != nil {
		return caddyhttp.Error(http.StatusInternalServerError, fmt.Errorf("spa: %w", err))
	}
	return nil
}

// cacheControl picks the Cache-Control value for an existing file.
func (h *SPA) cacheControl(clean string) string {
	switch {
	case strings.HasPrefix(clean, h.AssetsPrefix):
		return "public, max-age=31536000, immutable"
	case strings.HasSuffix(clean, ".html"):
		return "no-cache"
	default:
		return h.staticCache
	}
}

// looksLikeFile reports whether a missing path was meant to be a file: a
// request for a chunk, an image or a font must never get the HTML shell.
// A bare final dot is no extension: /about. is a link that took the full
// stop of the sentence it was in, and its visitor gets the not-found page.
func (h *SPA) looksLikeFile(clean string) bool {
	return strings.HasPrefix(clean+"/", h.AssetsPrefix) || len(path.Ext(clean)) > 1
}

func (h *SPA) logNotFound(r *http.Request, kind string) {
	h.logger.Info("not found",
		zap.String("kind", kind),
		zap.String("path", r.URL.Path),
		zap.String("referer", r.Referer()),
		zap.String("user_agent", r.UserAgent()),
	)
}

func isReadMethod(m string) bool {
	return m == http.MethodGet || m == http.MethodHead
}

// fromLoopback reports whether the connection itself comes from this host
// (the peer's address, not a forwarded-for header a client can write).
func fromLoopback(r *http.Request) bool {
	ap, err := netip.ParseAddrPort(r.RemoteAddr)
	return err == nil && ap.Addr().Unmap().IsLoopback()
}

// balancerProbe reports whether one of Caddy's trusted_proxies asked on its
// own behalf: with no X-Forwarded-For there is no visitor behind it, as in
// a load balancer's health check. A monitor's request through it names its
// client, and is logged.
func balancerProbe(r *http.Request) bool {
	return r.Header["X-Forwarded-For"] == nil && fromTrustedProxy(r)
}

// fromTrustedProxy reports whether Caddy found the peer among the server's
// trusted_proxies (STUDIO_TRUSTED_PROXIES), whose forwarding headers count.
func fromTrustedProxy(r *http.Request) bool {
	trusted, _ := caddyhttp.GetVar(r.Context(), caddyhttp.TrustedProxyVarKey).(bool)
	return trusted
}

func writePlain(w http.ResponseWriter, r *http.Request, status int, body string) {
	w.Header().Set("Content-Type", "text/plain; charset=utf-8")
	w.Header().Set("Content-Length", fmt.Sprint(len(body)))
	w.WriteHeader(status)
	if r.Method != http.MethodHead {
		_, _ = w.Write([]byte(body))
	}
}

// Interface guards
var (
	_ caddy.Provisioner           = (*SPA)(nil)
	_ caddy.Validator             = (*SPA)(nil)
	_ caddyhttp.MiddlewareHandler = (*SPA)(nil)
)
