// Command studio is Caddy with its standard modules plus the studio's spa
// handler: the one binary that serves the site, in development and in the
// container.
package main

import (
	"fmt"
	"os"
	"strings"

	"github.com/caddyserver/caddy/v2"
	caddycmd "github.com/caddyserver/caddy/v2/cmd"

	_ "github.com/caddyserver/caddy/v2/modules/standard"

	_ "github.com/chowkstudio/studio/internal/certwatch"
	_ "github.com/chowkstudio/studio/spa"
)

// applyBeforeCaddy sets what the Caddyfile reads from the environment and
// the binary derives, before Caddy reads it: the site address every command
// sees (its default, then its public HTTPS port), then the strict_sni_host
// for it, then the ACME and metrics options, then the release store's root.
func applyBeforeCaddy(getenv func(string) string, setenv func(string, string) error) error {
	for _, apply := range []func(func(string) string, func(string, string) error) error{applySiteAddress, applyPublicHTTPSPort, applyStrictSNIHost, applyOptionsFromEnv, applyReleaseStore} {
		if err := apply(getenv, setenv); err != nil {
			return err
		}
	}
	return nil
}

// longDescription heads `studio --help`, in place of stock Caddy's.
const longDescription = `studio serves the Chowk Design Studio website. It is Caddy, with its
standard modules and the studio's own spa handler, which decides what each
request to the built site is and hands the file to Caddy's file_server.

	- 'studio run --config Caddyfile' serves the site (the container's command).
	- 'studio reload --config Caddyfile' loads a new build or config without
	  dropping a request.
	- 'studio healthcheck' asks the running site for /healthz (the container's
	  HEALTHCHECK).
	- 'studio precompress site/dist' writes a build's brotli, zstd and gzip copies.

The other commands below are Caddy's own, but for add-package and upgrade:
Caddy's build server cannot make this binary (build it from the repository).
The README has the rest.
`

// unsetEmptySettings unsets each of the site's settings (SITE_* and
// STUDIO_*) that is set but empty, as compose passes one .env leaves out:
// the Caddyfile takes an empty variable as it is, not its default.
func unsetEmptySettings(environ []string, unsetenv func(string) error) {
	for _, kv := range environ {
		if name, value, _ := strings.Cut(kv, "="); value == "" && (strings.HasPrefix(name, "SITE_") || strings.HasPrefix(name, "STUDIO_")) {
			_ = unsetenv(name)
		}
	}
}

func main() {
	unsetEmptySettings(os.Environ(), os.Unsetenv)
	if err := applyBeforeCaddy(os.Getenv, os.Setenv); err != nil {
		fmt.Fprintln(os.Stderr, "studio:", err)
		os.Exit(1)
	}
	if len(os.Args) > 1 && os.Args[1] == "run" {
		if siteAddressUnset {
			caddy.Log().Warn(siteAddressUnsetWarning)
		}
		if why := noLiveRelease(os.Getenv); why != "" {
			fmt.Fprintln(os.Stderr, "studio:", why)
			os.Exit(1)
		}
	}
	// Help and usage lines name this binary, not stock Caddy.
	caddy.CustomBinaryName = "studio"
	caddy.CustomLongDescription = longDescription
	caddycmd.Main()
}
