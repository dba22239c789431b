package accesslog

import (
	"github.com/caddyserver/caddy/v2/caddyconfig/caddyfile"
	"github.com/caddyserver/caddy/v2/caddyconfig/httpcaddyfile"
	"github.com/caddyserver/caddy/v2/modules/caddyhttp"
)

func init() {
	httpcaddyfile.RegisterHandlerDirective("access_log", parseCaddyfile)
	// First in the route, so that it sees every answer the others give.
	httpcaddyfile.RegisterDirectiveOrder("access_log", httpcaddyfile.Before, "tracing")
}

func parseCaddyfile(h httpcaddyfile.Helper) (caddyhttp.MiddlewareHandler, error) {
	l := new(AccessLog)
	err := l.UnmarshalCaddyfile(h.Dispenser)
	return l, err
}

// UnmarshalCaddyfile sets up the handler from Caddyfile tokens. It takes
// no arguments:
//
//	access_log
//
// The lines go to Caddy's logs like any other logger's: to the default log,
// or to a `log` block in the global options that includes http.log.access.
func (l *AccessLog) UnmarshalCaddyfile(d *caddyfile.Dispenser) error {
	d.Next() // the directive name
	if d.NextArg() || d.NextBlock(0) {
		return d.ArgErr()
	}
	return nil
}

// Interface guard
var _ caddyfile.Unmarshaler = (*AccessLog)(nil)
