package spa

import "net/http"

// Sending a response whole.
//
// net/http writes a response through a 4 KiB connection buffer, so a page
// or script larger than what the headers leave of it goes out in two
// writes: two TCP segments, and the client wakes twice to read one
// response. An HTTP/1 response this module writes from memory leaves whole
// instead: in one write when the listener has the spa_coalesce wrapper
// (coalesce.go, as in the project's Caddyfile), else corked (cork.go).
// HTTP/2 multiplexes streams on one connection and has its own framing, so
// it is left alone. Measured in docs/performance.md, section 4.

// wholeMinBody is the smallest body worth the trouble: a smaller one leaves
// in one write together with its headers (about 1 KiB) anyway.
const wholeMinBody = 3 << 10

// writeBody writes body as the whole response body, in one write or
// corked when that saves a segment.
func writeBody(w http.ResponseWriter, r *http.Request, body []byte) {
	if r.ProtoMajor != 1 || len(body) < wholeMinBody {
		_, _ = w.Write(body)
		return
	}
	cc := coalescerOf(r)
	if cc == nil {
		writeCorked(w, r, body)
		return
	}
	cc.hold(body)
	defer func() { _ = cc.release() }()
	_, _ = w.Write(body)
	_ = http.NewResponseController(w).Flush()
}
