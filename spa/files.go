package spa

import (
	"bytes"
	"encoding/xml"
	"io"
	"mime"
	"os"
	"path"
)

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

// contentType names a file's type by its extension, or "" to let
// http.ServeContent decide. An XML file whose root element is an Atom
// feed is application/atom+xml rather than plain XML; head is the file's
// start (sniffLen bytes are enough), nil when the name alone decides.
func contentType(name string, head []byte) string {
	if typeNeedsHead(name) && isAtomFeed(head) {
		return atomType
	}
	ext := path.Ext(name)
	if t, ok := extraTypes[ext]; ok {
		return t
	}
	return mime.TypeByExtension(ext)
}

// typeNeedsHead reports whether contentType looks at the file's start for
// this name: an XML file may be an Atom feed.
func typeNeedsHead(name string) bool { return path.Ext(name) == ".xml" }

// sniffLen is how much of a file contentType needs to see.
const sniffLen = 512

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

// readHead reads the first sniffLen bytes of a file, for contentType.
func readHead(name string) ([]byte, error) {
	f, err := os.Open(name)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	head := make([]byte, sniffLen)
	n, err := io.ReadFull(f, head)
	if err != nil && err != io.ErrUnexpectedEOF {
		return nil, err
	}
	return head[:n], nil
}
