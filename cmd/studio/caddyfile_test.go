package main

import (
	"bytes"
	"fmt"
	"os"
	"testing"

	"github.com/caddyserver/caddy/v2/caddyconfig"
	"github.com/caddyserver/caddy/v2/caddyconfig/caddyfile"
	"github.com/caddyserver/caddy/v2/caddyconfig/httpcaddyfile"
)

// The project's Caddyfile must adapt with no warning and be formatted, or
// `studio run` prints warnings at every start.
func TestProjectCaddyfileAdaptsWithoutWarnings(t *testing.T) {
	body, err := os.ReadFile("../../Caddyfile")
	if err != nil {
		t.Fatal(err)
	}
	if formatted := caddyfile.Format(body); !bytes.Equal(formatted, body) {
		t.Errorf("Caddyfile is not formatted; run 'bin/studio fmt --overwrite Caddyfile'")
	}
	for _, env := range []map[string]string{
		{},                            // unset: localhost, with a warning
		{"SITE_ADDRESS": ":8080"},     // make run: http://localhost:8080
		{"SITE_ADDRESS": "localhost"}, // a trial: HTTPS with the internal CA
		{"SITE_ADDRESS": "localhost", "STUDIO_DEMO_ADMIN": "off"},                                                // the demo admin off the site
		{"SITE_ADDRESS": "", "STUDIO_DEMO_ADMIN": "", "STUDIO_RENEW_INTERVAL": "", "STUDIO_STRICT_SNI_HOST": ""}, // compose, .env setting none of them
		{"SITE_ADDRESS": "studio.example.com"},                                                                   // production: automatic HTTPS
		{"SITE_ADDRESS": "studio.example.com, www.studio.example.com"},                                           // several names (docs/operations.md)
		{"SITE_ADDRESS": "localhost", publicHTTPSPortEnv: "8080"},                                                // compose's trial with HTTPS_PORT=8080
		{"SITE_ADDRESS": "localhost", metricsAddressEnv: ":9180"},                                                // the container's metrics
		{"SITE_ADDRESS": "studio.example.com", acmeEmailEnv: "ops@studio.example.com", "STUDIO_RENEW_INTERVAL": "1m"},
	} {
		t.Run(fmt.Sprint(env), func(t *testing.T) { adaptsWithoutWarnings(t, body, env) })
	}
}

// adaptIn adapts the Caddyfile in env, with what the binary derives from it
// before Caddy starts (applyBeforeCaddy), and returns Caddy's JSON config
// and its warnings.
func adaptIn(t *testing.T, body []byte, env map[string]string) ([]byte, []caddyconfig.Warning) {
	t.Helper()
	for k, v := range env {
		t.Setenv(k, v)
	}
	unsetEmptySettings(os.Environ(), os.Unsetenv)
	if err := applyBeforeCaddy(os.Getenv, func(k, v string) error { t.Setenv(k, v); return nil }); err != nil {
		t.Fatal(err)
	}
	cfg, warnings, err := caddyfile.Adapter{ServerType: httpcaddyfile.ServerType{}}.Adapt(body, nil)
	if err != nil {
		t.Fatalf("%v: adapt: %v", env, err)
	}
	return cfg, warnings
}

// adaptsWithoutWarnings adapts the Caddyfile in env (adaptIn): no warning,
// and the site served by spa.
func adaptsWithoutWarnings(t *testing.T, body []byte, env map[string]string) {
	cfg, warnings := adaptIn(t, body, env)
	if len(warnings) > 0 {
		t.Errorf("%v: warnings: %+v", env, warnings)
	}
	if env["SITE_ADDRESS"] == "studio.example.com, www.studio.example.com" && !bytes.Contains(cfg, []byte(`"host":["studio.example.com","www.studio.example.com"]`)) {
		t.Errorf("%v: both names should serve the site: %s", env, cfg)
	}
	if !bytes.Contains(cfg, []byte(`"handler":"spa"`)) || bytes.Contains(cfg, []byte(`"handler":"encode"`)) {
		t.Errorf("%v: the site should be served by spa, with no on-the-fly encode: %s", env, cfg)
	}
}
