package logbuffer

import (
	"github.com/caddyserver/caddy/v2"
	"github.com/caddyserver/caddy/v2/caddyconfig/caddyfile"
	"github.com/dustin/go-humanize"
)

// UnmarshalCaddyfile sets up the writer from Caddyfile tokens:
//
//	output buffered_stdout {
//	    size           <bytes>
//	    flush_interval <duration>
//	}
func (w *Writer) UnmarshalCaddyfile(d *caddyfile.Dispenser) error {
	d.Next() // the writer's name
	if d.NextArg() {
		return d.ArgErr()
	}
	for d.NextBlock(0) {
		key := d.Val()
		var val string
		if !d.AllArgs(&val) {
			return d.ArgErr()
		}
		switch key {
		case "size":
			size, err := humanize.ParseBytes(val)
			if err != nil || size == 0 || size > 16<<20 {
				return d.Errf("size: want 1 byte to 16MiB, got %q", val)
			}
			w.Size = int(size)
		case "flush_interval":
			dur, err := caddy.ParseDuration(val)
			if err != nil || dur <= 0 {
				return d.Errf("flush_interval: want a positive duration, got %q", val)
			}
			w.FlushInterval = caddy.Duration(dur)
		default:
			return d.Errf("unrecognized buffered_stdout option %q", key)
		}
	}
	return nil
}

// Interface guard
var _ caddyfile.Unmarshaler = (*Writer)(nil)
