package spa

import (
	"strings"

	"github.com/dustin/go-humanize"

	"github.com/caddyserver/caddy/v2"
	"github.com/caddyserver/caddy/v2/caddyconfig/caddyfile"
	"github.com/caddyserver/caddy/v2/caddyconfig/httpcaddyfile"
	"github.com/caddyserver/caddy/v2/modules/caddyhttp"
)

func init() {
	httpcaddyfile.RegisterHandlerDirective("spa", parseCaddyfile)
	// It answers everything, like file_server, so it runs where file_server would.
	httpcaddyfile.RegisterDirectiveOrder("spa", httpcaddyfile.Before, "file_server")
}

func parseCaddyfile(h httpcaddyfile.Helper) (caddyhttp.MiddlewareHandler, error) {
	s := new(SPA)
	err := s.UnmarshalCaddyfile(h.Dispenser)
	return s, err
}

// UnmarshalCaddyfile sets up the handler from Caddyfile tokens:
//
//	spa {
//	    root            <path>
//	    index           <file>
//	    shell           <file>
//	    not_found       <file>
//	    route_manifest  <file>
//	    health_path     <path>|off
//	    assets_prefix   <path>
//	    static_max_age  <duration>
//	    max_memory_file_size <size>
//	    header          <Name> <value>
//	    header          -<Name>
//	}
func (s *SPA) UnmarshalCaddyfile(d *caddyfile.Dispenser) error {
	d.Next() // the directive name
	if d.NextArg() {
		// A path argument here would be read as a request matcher by the
		// handler-directive machinery, so the root goes in the block only.
		return d.ArgErr()
	}
	for d.NextBlock(0) {
		switch key := d.Val(); key {
		case "root", "index", "shell", "not_found", "route_manifest", "health_path", "assets_prefix":
			var val string
			if !d.AllArgs(&val) {
				return d.ArgErr()
			}
			*s.stringField(key) = val
		case "static_max_age":
			var val string
			if !d.AllArgs(&val) {
				return d.ArgErr()
			}
			dur, err := caddy.ParseDuration(val)
			if err != nil {
				return d.Errf("static_max_age: %v", err)
			}
			s.StaticMaxAge = caddy.Duration(dur)
		case "max_memory_file_size":
			var val string
			if !d.AllArgs(&val) {
				return d.ArgErr()
			}
			size, err := humanize.ParseBytes(val)
			if err != nil {
				return d.Errf("max_memory_file_size: %v", err)
			}
			s.MaxMemoryFileSize = int64(size)
		case "header":
			if err := s.parseHeader(d); err != nil {
				return err
			}
		default:
			return d.Errf("unrecognized spa subdirective %q", key)
		}
	}
	return nil
}

func (s *SPA) stringField(key string) *string {
	switch key {
	case "root":
		return &s.Root
	case "index":
		return &s.Index
	case "shell":
		return &s.Shell
	case "not_found":
		return &s.NotFound
	case "route_manifest":
		return &s.RouteManifest
	case "health_path":
		return &s.HealthPath
	default:
		return &s.AssetsPrefix
	}
}

func (s *SPA) parseHeader(d *caddyfile.Dispenser) error {
	args := d.RemainingArgs()
	if s.Headers == nil {
		s.Headers = map[string]string{}
	}
	switch {
	case len(args) == 1 && strings.HasPrefix(args[0], "-") && len(args[0]) > 1:
		s.Headers[args[0][1:]] = ""
	case len(args) == 2 && !strings.HasPrefix(args[0], "-") && args[1] != "":
		s.Headers[args[0]] = args[1]
	default:
		return d.Errf("header takes <Name> <value> or -<Name>")
	}
	return nil
}

// Interface guard
var _ caddyfile.Unmarshaler = (*SPA)(nil)
