package main

import (
	"fmt"
	"strings"
)

// Settings ops give in the environment that the Caddyfile can only take as
// whole global options and a whole site block, present or not: where
// certificates come from (acme.go) and the metrics listener (metrics.go).
// The binary checks them and writes those options into two variables the
// Caddyfile expands in place, STUDIO_GLOBAL_OPTIONS and
// STUDIO_METRICS_SITE; empty when nothing is set, so Caddy's defaults stand.
const (
	globalOptionsEnv = "STUDIO_GLOBAL_OPTIONS"
	metricsSiteEnv   = "STUDIO_METRICS_SITE"
)

// applyOptionsFromEnv sets STUDIO_GLOBAL_OPTIONS and STUDIO_METRICS_SITE
// from the settings, or refuses a setting Caddy would misread, naming it.
// It always sets both, so a value left in the environment by hand never
// reaches the Caddyfile.
func applyOptionsFromEnv(getenv func(string) string, setenv func(string, string) error) error {
	global, site, err := optionsFromEnv(getenv)
	if err != nil {
		return err
	}
	if err := setenv(globalOptionsEnv, global); err != nil {
		return err
	}
	return setenv(metricsSiteEnv, site)
}

// optionsFromEnv returns the global option lines and the metrics site block.
func optionsFromEnv(getenv func(string) string) (global, site string, err error) {
	for _, name := range []string{acmeCAEnv, acmeCARootEnv, acmeEmailEnv, metricsAddressEnv} {
		// Each value becomes one Caddyfile token.
		if v := getenv(name); strings.ContainsAny(v, " \t\r\n{}\"`#") {
			return "", "", fmt.Errorf("%s=%q: no spaces, quotes, braces or # in it", name, v)
		}
	}
	lines, err := acmeOptions(getenv)
	if err != nil {
		return "", "", err
	}
	option, site, err := metricsOptions(getenv)
	if err != nil {
		return "", "", err
	}
	if option != "" {
		lines = append(lines, option)
	}
	return strings.Join(lines, "\n"), site, nil
}
