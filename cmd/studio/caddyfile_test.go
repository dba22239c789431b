package main

import (
	"bytes"
	"encoding/json"
	"os"
	"testing"

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
		{},                                     // make run: http://localhost:8080
		{"SITE_ADDRESS": "localhost"},          // the container's default: HTTPS with the internal CA
		{"SITE_ADDRESS": "studio.example.com"}, // production: automatic HTTPS
		{"SITE_ADDRESS": "studio.example.com, www.studio.example.com"}, // the README's several names
	} {
		for k, v := range env {
			t.Setenv(k, v)
		}
		cfg, warnings, err := caddyfile.Adapter{ServerType: httpcaddyfile.ServerType{}}.Adapt(body, nil)
		if err != nil {
			t.Fatalf("%v: adapt: %v", env, err)
		}
		if len(warnings) > 0 {
			t.Errorf("%v: warnings: %+v", env, warnings)
		}
		if env["SITE_ADDRESS"] == "studio.example.com, www.studio.example.com" && !bytes.Contains(cfg, []byte(`"host":["studio.example.com","www.studio.example.com"]`)) {
			t.Errorf("%v: both names should serve the site: %s", env, cfg)
		}
		if !bytes.Contains(cfg, []byte(`"handler":"spa"`)) || bytes.Contains(cfg, []byte(`"handler":"encode"`)) {
			t.Errorf("%v: the site should be served by spa, with no on-the-fly encode: %s", env, cfg)
		}
		var parsed struct {
			Apps struct {
				HTTP struct {
					Servers map[string]struct {
						ListenerWrappers []struct {
							Wrapper string `json:"wrapper"`
						} `json:"listener_wrappers"`
					} `json:"servers"`
				} `json:"http"`
			} `json:"apps"`
		}
		if err := json.Unmarshal(cfg, &parsed); err != nil {
			t.Fatalf("%v: adapted config is not JSON: %v", env, err)
		}
		// Every server sends responses in one write: spa_coalesce, before TLS.
		for name, srv := range parsed.Apps.HTTP.Servers {
			var got []string
			for _, w := range srv.ListenerWrappers {
				got = append(got, w.Wrapper)
			}
			if len(got) != 2 || got[0] != "spa_coalesce" || got[1] != "tls" {
				t.Errorf("%v: server %s has listener wrappers %v, want [spa_coalesce tls]", env, name, got)
			}
		}
	}
}
