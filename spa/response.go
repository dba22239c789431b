package spa

import (
	"net/http"

	"github.com/caddyserver/caddy/v2/modules/caddyhttp"
)

// response is the writer the next handler sends a file through. It puts
// the status decided here (the not-found page's 404) in place of the one
// http.ServeContent picks, without the page's validators: the same page
// stands for every missing path. Any other status outside the file's own
// (200, 206, 304) carries none of the file's body: http.ServeContent's 412
// writes nothing under the length file_server stated for a precompressed
// copy, and its 416 writes plain text under the copy's Content-Encoding. So
// those go out without them, and with no-store: no cache keeps an error
// for a year because the file's policy said immutable.
type response struct {
	*caddyhttp.ResponseWriterWrapper
	status int
}

func newResponse(w http.ResponseWriter, status int) *response {
	return &response{&caddyhttp.ResponseWriterWrapper{ResponseWriter: w}, status}
}

// WriteHeader implements http.ResponseWriter.
func (w *response) WriteHeader(code int) {
	hdr := w.Header()
	switch {
	case w.status != 0:
		code = w.status
		hdr.Del("ETag")
		hdr.Del("Last-Modified")
		hdr.Del("Accept-Ranges")
	case code != http.StatusOK && code != http.StatusPartialContent && code != http.StatusNotModified:
		hdr.Set("Cache-Control", "no-store")
		for _, name := range []string{"Content-Length", "Content-Encoding", "ETag", "Last-Modified"} {
			hdr.Del(name)
		}
	}
	w.ResponseWriterWrapper.WriteHeader(code)
}

// preconditions are the request fields that make a file's response
// conditional or partial (RFC 9110 §13.1, §14.2).
var preconditions = []string{"If-Match", "If-None-Match", "If-Modified-Since", "If-Unmodified-Since", "If-Range", "Range"}

// dropPreconditions removes them from a request whose answer is not the
// file's own (RFC 9110 §13.2.1: a server ignores preconditions when it
// would answer other than 2xx), in a copy of the fields, so the access log
// still shows what the client sent.
func dropPreconditions(r *http.Request) {
	for _, name := range preconditions {
		if _, ok := r.Header[name]; ok {
			r.Header = r.Header.Clone()
			for _, name := range preconditions {
				delete(r.Header, name)
			}
			return
		}
	}
}
