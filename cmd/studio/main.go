// Command studio is Caddy with its standard modules plus the studio's spa
// handler and its batching log writer: the one binary that serves the site,
// in development and in the container.
package main

import (
	caddycmd "github.com/caddyserver/caddy/v2/cmd"

	_ "github.com/caddyserver/caddy/v2/modules/standard"

	_ "github.com/chowkstudio/studio/logbuffer"
	_ "github.com/chowkstudio/studio/spa"
)

func main() {
	caddycmd.Main()
}
