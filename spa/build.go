package spa

import (
	"cmp"
	"encoding/json"
	"encoding/xml"
	"fmt"
	"io"
	"io/fs"
	"mime"
	"os"
	"path"
	"path/filepath"
	"slices"
	"strings"

	"github.com/chowkstudio/studio/spa/internal/route"
)

// build is what the module knows of the build directory, read at each
// load (a config reload reads a new build); the bytes stay on disk.
type build struct {
	root     string            // the directory, a link to it resolved
	files    map[string]string // by cleaned request path ("/assets/app.js"): its Content-Type
	pages    map[string]string // by route as the build spells it ("/about"): its prerendered page
	shell    string            // "/shell.html"
	notFound string            // "/404.html", or the shell
	routes   route.Table
	// earlier: the other kept releases' hashed files this one lacks, by
	// path: the newest release folder that has each, and its type.
	earlier map[string][2]string
}

// demoAdmin is what the route manifest says of the demo admin: its route,
// and the files only it loads (its page's chunk), which no public page names.
type demoAdmin struct {
	Route string   `json:"route"`
	Files []string `json:"files"`
}

// loadBuild reads the build at root, following a root that is a link (the
// deploy layout current -> releases/N) once per load, for this module and,
// through {http.vars.root}, file_server. Hidden files, links and the copies
// beside a file (app.js.br) are no files of the site; nor, with noAdmin,
// the demo admin's route and files.
func loadBuild(root string, noAdmin bool, releases string) (*build, error) {
	abs, err := filepath.Abs(root)
	if err == nil {
		abs, err = filepath.EvalSymlinks(abs)
	}
	if err != nil {
		return nil, fmt.Errorf("root %q: %w", root, err)
	}
	b := &build{root: abs, files: map[string]string{}, pages: map[string]string{}, shell: "/" + shellFile, notFound: "/" + notFoundFile}
	data, err := os.ReadFile(filepath.Join(abs, routeManifest))
	if err != nil {
		return nil, fmt.Errorf("reading route manifest (is the site built? run 'make build'): %w", err)
	}
	var m struct{ DemoAdmin demoAdmin }
	_ = json.Unmarshal(data, &m) // ParseManifest names a malformed manifest
	var hidden []string
	if noAdmin {
		if m.DemoAdmin.Route == "" {
			return nil, fmt.Errorf("%s names no demo admin to turn off", routeManifest)
		}
		hidden = []string{m.DemoAdmin.Route}
	}
	if b.routes, err = route.ParseManifest(data, hidden...); err != nil {
		return nil, fmt.Errorf("%s: %w", routeManifest, err)
	} else if len(b.routes) == 0 {
		return nil, fmt.Errorf("%s lists no route", routeManifest)
	}
	err = filepath.WalkDir(abs, func(p string, d fs.DirEntry, err error) error {
		switch {
		case err != nil:
			return err
		case p != abs && strings.HasPrefix(d.Name(), ".") && d.IsDir():
			return filepath.SkipDir
		case !strings.HasPrefix(d.Name(), ".") && d.Type().IsRegular():
			rel, _ := filepath.Rel(abs, p)
			b.files["/"+filepath.ToSlash(rel)] = contentType(p)
		}
		return nil
	})
	if err != nil {
		return nil, fmt.Errorf("reading %s: %w", abs, err)
	}
	if noAdmin {
		for _, name := range m.DemoAdmin.Files {
			delete(b.files, name)
		}
	}
	if _, ok := b.files[b.shell]; !ok {
		return nil, fmt.Errorf("app shell: %s is not in the build", shellFile)
	}
	if _, ok := b.files[b.notFound]; !ok {
		b.notFound = b.shell
	}
	for name := range b.files {
		if dir, ok := strings.CutSuffix(name, "/"+index); ok {
			b.pages[cmp.Or(dir, "/")] = name
		}
		for _, ext := range []string{".br", ".zst", ".gz"} {
			if _, beside := b.files[strings.TrimSuffix(name, ext)]; beside && strings.HasSuffix(name, ext) {
				delete(b.files, name)
			}
		}
	}
	if releases != "" {
		return b, b.addEarlier(releases, noAdmin)
	}
	return b, nil
}

// addEarlier records the hashed files of each release in releases but the
// one at b.root, newest first, that b lacks: a page loaded before a switch
// names chunks and photos the new release may not have. Their demo admin's
// files too, unless noAdmin.
func (b *build) addEarlier(releases string, noAdmin bool) error {
	dir, err := filepath.Abs(releases)
	if err == nil {
		dir, err = filepath.EvalSymlinks(dir)
	}
	var entries []os.DirEntry
	if err == nil {
		entries, err = os.ReadDir(dir)
	}
	if err != nil {
		return fmt.Errorf("releases %q: %w", releases, err)
	}
	b.earlier = map[string][2]string{}
	for _, e := range slices.Backward(entries) {
		release := filepath.Join(dir, e.Name())
		if !e.IsDir() || strings.HasPrefix(e.Name(), ".") || release == b.root {
			continue
		}
		earlier, err := loadBuild(release, noAdmin, "")
		if err != nil {
			continue // not a release this server could serve: none of its files either
		}
		for name, ctype := range earlier.files {
			if _, have := b.files[name]; !have && strings.HasPrefix(name, assetsPrefix) {
				if _, have := b.earlier[name]; !have {
					b.earlier[name] = [2]string{release, ctype}
				}
			}
		}
	}
	return nil
}

// fileAt reports whether clean names a file served by name, and its type.
// The shell and the not-found page serve in their roles only: by name, the
// shell would render the app's 404 view with 200.
func (b *build) fileAt(clean string) (string, bool) {
	ctype, ok := b.files[clean]
	return ctype, ok && clean != b.shell && clean != b.notFound
}

// Types Go's built-in table lacks (a minimal image has no /etc/mime.types).
var extraTypes = map[string]string{
	".woff2": "font/woff2", ".woff": "font/woff", ".ico": "image/x-icon",
	".txt": "text/plain; charset=utf-8", ".webmanifest": "application/manifest+json",
	".map": "application/json", ".xml": "application/xml; charset=utf-8",
}

// atomType is RFC 4287's, which the pages' <link rel="alternate"> announces.
const atomType = "application/atom+xml; charset=utf-8"

// contentType names the type of the file at p by its extension, or as an
// Atom feed if it is XML whose root element is Atom's <feed>.
func contentType(p string) string {
	ext := path.Ext(p)
	if ext == ".xml" && isAtomFeed(p) {
		return atomType
	}
	return cmp.Or(extraTypes[ext], mime.TypeByExtension(ext))
}

// isAtomFeed reads the file's first 512 bytes, up to its root element.
func isAtomFeed(p string) bool {
	f, err := os.Open(p)
	if err != nil {
		return false
	}
	defer f.Close()
	d := xml.NewDecoder(io.LimitReader(f, 512))
	for {
		tok, err := d.Token()
		if el, ok := tok.(xml.StartElement); ok || err != nil {
			return ok && el.Name.Space == "http://www.w3.org/2005/Atom" && el.Name.Local == "feed"
		}
	}
}
