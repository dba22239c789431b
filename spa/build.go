package spa

import (
	"bytes"
	"cmp"
	"encoding/xml"
	"fmt"
	"io"
	"io/fs"
	"mime"
	"os"
	"path"
	"path/filepath"
	"strings"

	"github.com/chowkstudio/studio/spa/internal/route"
)

// build is what the module knows of the build directory, read once per load
// (a config reload reads a new build): which files it has and their types,
// which routes are prerendered, and the client routes. The bytes stay on
// disk for file_server.
type build struct {
	root     string            // the directory, with a link to it resolved
	files    map[string]string // by cleaned request path ("/assets/app.js"): its Content-Type, "" for file_server's
	pages    map[string]string // prerendered page by route as the build spells it ("/", "/about"): its file ("/about/index.html")
	shell    string            // "/shell.html"
	notFound string            // "/404.html", or the shell
	routes   route.Table
}

// loadBuild reads the build at root. Hidden files, links and the
// precompressed copies beside a file (app.js.br) are not files of the site:
// no request is ever handed on to them. The shell and the not-found page
// serve only in their roles: by name, the shell would render the app's 404
// view with status 200.
func loadBuild(root string) (*build, error) {
	abs, err := filepath.Abs(root)
	if err != nil {
		return nil, fmt.Errorf("root %q: %w", root, err)
	}
	// A root that is itself a link (the deploy layout current -> releases/N)
	// is followed here, once per load: the build is the release it names now,
	// for this module and, through {http.vars.root}, for file_server.
	if abs, err = filepath.EvalSymlinks(abs); err != nil {
		return nil, fmt.Errorf("root %q: %w", root, err)
	}
	b := &build{root: abs, files: map[string]string{}, pages: map[string]string{}, shell: "/" + shellFile, notFound: "/" + notFoundFile}

	data, err := os.ReadFile(filepath.Join(abs, routeManifest))
	if err != nil {
		return nil, fmt.Errorf("reading route manifest (is the site built? run 'make build'): %w", err)
	}
	if b.routes, err = route.ParseManifest(data); err != nil {
		return nil, fmt.Errorf("%s: %w", routeManifest, err)
	}
	if len(b.routes) == 0 {
		return nil, fmt.Errorf("%s lists no route", routeManifest)
	}
	if err := b.readFiles(); err != nil {
		return nil, fmt.Errorf("reading %s: %w", abs, err)
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
	}
	for name := range b.files {
		if original, isCopy := precompressedCopyOf(name); isCopy {
			if _, beside := b.files[original]; beside {
				delete(b.files, name)
			}
		}
	}
	return b, nil
}

// precompressedCopyOf names the file a copy that file_server's precompressed
// option would serve in its place is of (app.js.br → app.js).
func precompressedCopyOf(name string) (string, bool) {
	for _, ext := range []string{".br", ".zst", ".gz"} {
		if original, ok := strings.CutSuffix(name, ext); ok {
			return original, true
		}
	}
	return "", false
}

// readFiles lists every regular, non-hidden file under the root with its type.
func (b *build) readFiles() error {
	return filepath.WalkDir(b.root, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if p != b.root && strings.HasPrefix(d.Name(), ".") {
			if d.IsDir() {
				return filepath.SkipDir
			}
			return nil
		}
		if !d.Type().IsRegular() {
			return nil
		}
		rel, _ := filepath.Rel(b.root, p)
		ctype, err := contentType(p)
		if err != nil {
			return err
		}
		b.files["/"+filepath.ToSlash(rel)] = ctype
		return nil
	})
}

// fileAt reports whether clean names a file the site serves by name.
func (b *build) fileAt(clean string) (string, bool) {
	if clean == b.shell || clean == b.notFound {
		return "", false
	}
	ctype, ok := b.files[clean]
	return ctype, ok
}

// page names the file to hand on for a client route, given its path as the
// route table spells it (route.Table.Resolve): the build's prerendered HTML
// for it, or the app shell for routes that exist only in the browser (the
// admin, ids created in it).
func (b *build) page(spelled string) string {
	if page, ok := b.pages[spelled]; ok {
		return page
	}
	return b.shell
}

const htmlType = "text/html; charset=utf-8"

// Types Go's built-in table lacks; a minimal container image has no
// /etc/mime.types to fill the gap.
var extraTypes = map[string]string{
	".woff2":       "font/woff2",
	".woff":        "font/woff",
	".ico":         "image/x-icon",
	".txt":         "text/plain; charset=utf-8",
	".webmanifest": "application/manifest+json",
	".map":         "application/json",
	".xml":         "application/xml; charset=utf-8",
}

// atomType is the type RFC 4287 registers for Atom feeds: the one a page's
// <link rel="alternate"> announces, and feed readers and validators expect.
const atomType = "application/atom+xml; charset=utf-8"

// contentType names the type of the file at p by its extension: an XML
// file whose root element is an Atom feed is application/atom+xml.
func contentType(p string) (string, error) {
	ext := path.Ext(p)
	if ext == ".xml" {
		head, err := readHead(p)
		if err != nil {
			return "", err
		}
		if isAtomFeed(head) {
			return atomType, nil
		}
	}
	if t, ok := extraTypes[ext]; ok {
		return t, nil
	}
	return mime.TypeByExtension(ext), nil
}

// isAtomFeed reports whether the XML document's root element is Atom's
// <feed>, in Atom's namespace (prefixed or not). It reads up to the root's
// start tag only.
func isAtomFeed(head []byte) bool {
	d := xml.NewDecoder(bytes.NewReader(head))
	for {
		tok, err := d.Token()
		if err != nil {
			return false
		}
		if el, ok := tok.(xml.StartElement); ok {
			return el.Name.Space == "http://www.w3.org/2005/Atom" && el.Name.Local == "feed"
		}
	}
}

// readHead reads a file's first 512 bytes, enough for its root element.
func readHead(name string) ([]byte, error) {
	f, err := os.Open(name)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	head := make([]byte, 512)
	n, err := io.ReadFull(f, head)
	if err != nil && err != io.ErrUnexpectedEOF && err != io.EOF {
		return nil, err
	}
	return head[:n], nil
}
