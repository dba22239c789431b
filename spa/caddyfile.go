package spa

import (
	"github.com/caddyserver/caddy/v2/caddyconfig/caddyfile"
	"github.com/caddyserver/caddy/v2/caddyconfig/httpcaddyfile"
	"github.com/caddyserver/caddy/v2/modules/caddyhttp"
)

func init() {
	httpcaddyfile.RegisterHandlerDirective("spa", parseCaddyfile)
	// It sets the security headers of every response, so it runs before
	// anything that answers: respond (the health check, 405) and file_server.
	httpcaddyfile.RegisterDirectiveOrder("spa", httpcaddyfile.Before, "respond")
}

func parseCaddyfile(h httpcaddyfile.Helper) (caddyhttp.MiddlewareHandler, error) {
	s := new(SPA)
	err := s.UnmarshalCaddyfile(h.Dispenser)
	return s, err
}

// UnmarshalCaddyfile sets up the handler from Caddyfile tokens:
//
//	spa {
//	    root <path>
//	    pass <paths...>
//	}
func (s *SPA) UnmarshalCaddyfile(d *caddyfile.Dispenser) error {
	d.Next() // the directive name
	if d.NextArg() {
		// A path argument here would be read as a request matcher by the
		// handler-directive machinery, so the root goes in the block only.
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
			if len(paths) == 0 {
				return d.ArgErr()
			}
			s.Pass = append(s.Pass, paths...)
		default:
			return d.Errf("unrecognized spa subdirective %q", d.Val())
		}
	}
	return nil
}

// Interface guard
var _ caddyfile.Unmarshaler = (*SPA)(nil)
