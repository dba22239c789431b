package main

import (
	"encoding/json"
	"maps"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// A root certificate on disk, as ops would mount one for their CA.
func rootFile(t *testing.T) string {
	t.Helper()
	pem, err := os.ReadFile("../../e2e/fixtures/photo-host/cert.pem")
	if err != nil {
		t.Fatal(err)
	}
	name := filepath.Join(t.TempDir(), "root.pem")
	if err := os.WriteFile(name, pem, 0o644); err != nil {
		t.Fatal(err)
	}
	return name
}

func TestACMEAndMetricsSettingsBecomeGlobalOptionsAndASite(t *testing.T) {
	root := rootFile(t)
	for _, c := range []struct {
		env          map[string]string
		global, site string
	}{
		{map[string]string{}, "", ""},
		{map[string]string{acmeCAEnv: "https://ca.internal:14000/dir", acmeCARootEnv: root}, "acme_ca https://ca.internal:14000/dir\nacme_ca_root " + root, ""},
		{map[string]string{acmeEmailEnv: "ops@chowkstudio.in"}, "email ops@chowkstudio.in", ""},
		{map[string]string{metricsAddressEnv: ":9180"}, "metrics", "http://:9180 {\n\tmetrics /metrics\n}"},
	} {
		global, site, err := optionsFromEnv(func(k string) string { return c.env[k] })
		if err != nil || global != c.global || site != c.site {
			t.Errorf("%v: %q, %q, %v; want %q, %q", c.env, global, site, err, c.global, c.site)
		}
	}
}

func TestACMEAndMetricsSettingsCaddyWouldMisreadAreRefusedByName(t *testing.T) {
	notPEM := filepath.Join(t.TempDir(), "root.txt")
	if err := os.WriteFile(notPEM, []byte("not a certificate"), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		env  map[string]string
		want string
	}{
		{map[string]string{acmeCAEnv: "http://ca.internal/dir"}, acmeCAEnv},
		{map[string]string{acmeCAEnv: "ca.internal"}, acmeCAEnv},
		{map[string]string{acmeCARootEnv: rootFile(t)}, "set " + acmeCAEnv},
		{map[string]string{acmeCAEnv: "https://ca.internal/dir", acmeCARootEnv: notPEM}, "no PEM certificate"},
		{map[string]string{acmeCAEnv: "https://ca.internal/dir", acmeCARootEnv: "/no/such/root.pem"}, acmeCARootEnv},
		{map[string]string{acmeEmailEnv: "ops at chowkstudio"}, acmeEmailEnv},
		{map[string]string{acmeEmailEnv: "Ops <ops@chowkstudio.in>"}, acmeEmailEnv},
		// One Caddyfile token each: a value cannot carry another option in.
		{map[string]string{acmeEmailEnv: "ops@chowkstudio.in\nadmin 0.0.0.0:2019"}, acmeEmailEnv},
		{map[string]string{metricsAddressEnv: "9180"}, metricsAddressEnv},
	} {
		_, _, err := optionsFromEnv(func(k string) string { return c.env[k] })
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%q: %v, want an error naming %s", c.env, err, c.want)
		}
	}
}

// What the project's Caddyfile makes of each setting, as Caddy adapts it:
// the CA (and nothing else) when one is named; with an email and no CA,
// Let's Encrypt and then ZeroSSL; with neither, Caddy's default issuer
// (Let's Encrypt) with no email; metrics on a listener of their own.
func TestTheCaddyfileTakesItsCertificatesFromTheCAsTheEnvironmentNames(t *testing.T) {
	body, err := os.ReadFile("../../Caddyfile")
	if err != nil {
		t.Fatal(err)
	}
	root := rootFile(t)
	type issuer struct{ CA, Email string }
	for _, c := range []struct {
		env     map[string]string
		issuers []issuer
	}{
		{map[string]string{}, nil},
		{map[string]string{acmeEmailEnv: "ops@chowkstudio.in"}, []issuer{{"", "ops@chowkstudio.in"}, {"https://acme.zerossl.com/v2/DV90", "ops@chowkstudio.in"}}},
		{map[string]string{acmeCAEnv: "https://ca.internal:14000/dir", acmeCARootEnv: root}, []issuer{{"https://ca.internal:14000/dir", ""}}},
		{map[string]string{acmeCAEnv: "https://ca.internal:14000/dir", acmeEmailEnv: "ops@chowkstudio.in"}, []issuer{{"https://ca.internal:14000/dir", "ops@chowkstudio.in"}}},
	} {
		t.Run(strings.Join(slices.Sorted(maps.Keys(c.env)), ","), func(t *testing.T) {
			env := map[string]string{"SITE_ADDRESS": "chowkstudio.in"}
			maps.Copy(env, c.env)
			out, _ := adaptIn(t, body, env)
			var cfg struct {
				Apps struct {
					TLS struct {
						Automation struct {
							Policies []struct{ Issuers []issuer }
						}
					}
				}
			}
			if err := json.Unmarshal(out, &cfg); err != nil {
				t.Fatal(err)
			}
			var got []issuer
			for _, p := range cfg.Apps.TLS.Automation.Policies {
				got = append(got, p.Issuers...)
			}
			if len(got) != len(c.issuers) {
				t.Fatalf("issuers %+v, want %+v", got, c.issuers)
			}
			for i := range got {
				if got[i] != c.issuers[i] {
					t.Errorf("issuer %d: %+v, want %+v", i, got[i], c.issuers[i])
				}
			}
		})
	}
}
