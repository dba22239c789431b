package main

import (
	"fmt"
	"strings"
)

// STUDIO_METRICS_ADDRESS is where Prometheus metrics are served in plain
// HTTP at /metrics (":9180"): a listener of its own, never the site's nor
// Caddy's admin API. The compose file publishes it on its network only.
const metricsAddressEnv = "STUDIO_METRICS_ADDRESS"

// metricsOptions returns the global option that turns Caddy's HTTP metrics
// on and the site block that serves them, or nothing when the address is unset.
func metricsOptions(getenv func(string) string) (option, site string, err error) {
	address := getenv(metricsAddressEnv)
	if address == "" {
		return "", "", nil
	}
	if !strings.Contains(address, ":") {
		return "", "", fmt.Errorf("%s=%q: an address with a port, such as :9180", metricsAddressEnv, address)
	}
	return "metrics", "http://" + address + " {\n\tmetrics /metrics\n}", nil
}
