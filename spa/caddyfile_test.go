package spa

import (
	"strings"
	"testing"
	"time"

	"github.com/caddyserver/caddy/v2"
	"github.com/caddyserver/caddy/v2/caddyconfig/caddyfile"
)

func TestUnmarshalCaddyfile(t *testing.T) {
	d := caddyfile.NewTestDispenser(`spa {
		root /srv/dist
		index page.html
		shell app.html
		not_found missing.html
		route_manifest routes.json
		health_path off
		assets_prefix /static/
		static_max_age 10m
		max_memory_file_size 512KiB
		header Content-Security-Policy "default-src 'self'"
		header -X-Frame-Options
	}`)
	var s SPA
	if err := s.UnmarshalCaddyfile(d); err != nil {
		t.Fatal(err)
	}
	if s.Root != "/srv/dist" || s.Index != "page.html" || s.Shell != "app.html" || s.NotFound != "missing.html" || s.RouteManifest != "routes.json" ||
		s.HealthPath != "off" || s.AssetsPrefix != "/static/" || s.StaticMaxAge != caddy.Duration(10*time.Minute) {
		t.Errorf("fields not set: %+v", s)
	}
	if s.MaxMemoryFileSize != 512<<10 {
		t.Errorf("MaxMemoryFileSize = %d", s.MaxMemoryFileSize)
	}
	if s.Headers["Content-Security-Policy"] != "default-src 'self'" {
		t.Errorf("CSP override = %q", s.Headers["Content-Security-Policy"])
	}
	if v, ok := s.Headers["X-Frame-Options"]; !ok || v != "" {
		t.Errorf("header removal not recorded: %q %v", v, ok)
	}
}

func TestUnmarshalCaddyfileErrors(t *testing.T) {
	for _, in := range []string{
		"spa a",
		"spa {\n bogus x\n}",
		"spa {\n root\n}",
		"spa {\n root a b\n}",
		"spa {\n header X-Only\n}",
		"spa {\n header -\n}",
		"spa {\n static_max_age soon\n}",
		"spa {\n max_memory_file_size lots\n}",
	} {
		var s SPA
		if err := s.UnmarshalCaddyfile(caddyfile.NewTestDispenser(in)); err == nil {
			t.Errorf("%s: accepted", in)
		}
	}
}

func TestSecurityHeaderOverridesMerge(t *testing.T) {
	s := newSecurityHeaders(map[string]string{"x-frame-options": "", "X-Extra": "1"})
	got := map[string]string{}
	for _, h := range s.always {
		got[h.name] = h.value
	}
	if _, ok := got["X-Frame-Options"]; ok {
		t.Error("X-Frame-Options not removed")
	}
	if got["X-Extra"] != "1" || got["Content-Security-Policy"] != DefaultCSP {
		t.Errorf("merge wrong: %v", got)
	}
	if s.hsts != DefaultHSTS {
		t.Errorf("hsts = %q", s.hsts)
	}
}

// Validate refuses what would make paths unreachable or ambiguous, and
// names the setting.
func TestValidateNamesTheSettingItRefuses(t *testing.T) {
	for _, c := range []struct {
		what string
		edit func(*SPA)
		want string // "" when valid
	}{
		{"the defaults", func(*SPA) {}, ""},
		{"no health check", func(h *SPA) { h.HealthPath = "off" }, ""},
		{"a health path without its slash", func(h *SPA) { h.HealthPath = "healthz" }, "health_path"},
		{"an assets prefix without its trailing slash", func(h *SPA) { h.AssetsPrefix = "/assets" }, "assets_prefix"},
		{"an assets prefix without its leading slash", func(h *SPA) { h.AssetsPrefix = "assets/" }, "assets_prefix"},
		{"a manifest with no route", func(h *SPA) { h.routes = nil }, "no route"},
	} {
		h := fixtureHandler(t, DefaultMaxMemoryFileSize)
		c.edit(h)
		err := h.Validate()
		if c.want == "" && err != nil || c.want != "" && (err == nil || !strings.Contains(err.Error(), c.want)) {
			t.Errorf("%s: Validate() = %v, want %q", c.what, err, c.want)
		}
	}
}
