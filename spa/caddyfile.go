package spa

import (
	"slices"
	"strings"

	"github.com/caddyserver/caddy/v2"
	"github.com/caddyserver/caddy/v2/caddyconfig/caddyfile"
	"github.com/caddyserver/caddy/v2/caddyconfig/httpcaddyfile"
	"github.com/caddyserver/caddy/v2/modules/caddyhttp"
)

func init() {
	caddy.RegisterModule(SPA{})
	httpcaddyfile.RegisterHandlerDirective("spa", parseCaddyfile)
	// It sets the security headers of every response, so it runs before
	// anything that answers: respond (the health check, 405) and file_server.
	httpcaddyfile.RegisterDirectiveOrder("spa", httpcaddyfile.Before, "respond")
}

func parseCaddyfile(h httpcaddyfile.Helper) (caddyhttp.MiddlewareHandler, error) {
	s := new(SPA)
	return s, s.UnmarshalCaddyfile(h.Dispenser)
}

// UnmarshalCaddyfile sets up the handler from Caddyfile tokens:
//
//	spa {
//	    root <path>
//	    pass <paths...>
//	    demo_admin on|off
//	    releases <path>
//	}
func (s *SPA) UnmarshalCaddyfile(d *caddyfile.Dispenser) error {
	d.Next()         // the directive name
	if d.NextArg() { // it would read as a request matcher: the root goes in the block
		return d.ArgErr()
	}
	for d.NextBlock(0) {
		switch d.Val() {
		case "root":
			if !d.AllArgs(&s.Root) {
				return d.ArgErr()
			}
		case "pass":
			paths := d.RemainingArgs()
			if len(paths) == 0 || slices.ContainsFunc(paths, func(p string) bool { return !strings.HasPrefix(p, "/") }) {
				return d.Errf("pass takes paths, each starting with /")
			}
			s.Pass = append(s.Pass, paths...)
		case "demo_admin":
			if !d.AllArgs(&s.DemoAdmin) {
				return d.ArgErr()
			}
		case "releases":
			if !d.AllArgs(&s.Releases) {
				return d.ArgErr()
			}
		default:
			return d.Errf("unrecognized spa subdirective %q", d.Val())
		}
	}
	return nil
}
