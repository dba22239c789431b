package main

import "testing"

func TestPort8080ProtocolsAreAllThreeOnlyWhereASiteIsServedOverHTTPSOn8080(t *testing.T) {
	moved := ports{http: "8080", https: "8443"} // the README's container moved to 8080 and 8443
	for _, c := range []struct {
		addresses string
		p         ports
		want      string
	}{
		{"", defaultPorts, "h1"},      // make run: plain HTTP on :8080
		{":8080", defaultPorts, "h1"}, // a bare port is plain HTTP
		{"http://localhost:8080", defaultPorts, "h1"},
		{"localhost", defaultPorts, "h1"},            // HTTPS on 443
		{"localhost:8080", defaultPorts, "h1 h2 h3"}, // compose's HTTPS_PORT=8080, after the rewrite
		{"https://:8080", defaultPorts, "h1 h2 h3"},
		{"studio.example.com, localhost:8080", defaultPorts, "h1 h2 h3"},
		{"localhost", ports{http: "80", https: "8080"}, "h1 h2 h3"}, // STUDIO_HTTPS_PORT=8080
		{"localhost", moved, "h1"},                                  // only the redirect from http:// is on 8080
		{"localhost:8080", moved, "h1"},                             // the HTTP port: plain HTTP
	} {
		if got := port8080ProtocolsFor(c.addresses, c.p); got != c.want {
			t.Errorf("port8080ProtocolsFor(%q, %+v) = %q, want %q", c.addresses, c.p, got, c.want)
		}
	}
}

func TestPort8080ProtocolsSetByTheOperatorAreKept(t *testing.T) {
	env := map[string]string{"SITE_ADDRESS": "localhost:8080", port8080ProtocolsEnv: "h1 h2"}
	setenv := func(k, v string) error { env[k] = v; return nil }
	getenv := func(k string) string { return env[k] }
	if err := applyPort8080Protocols(getenv, setenv); err != nil || env[port8080ProtocolsEnv] != "h1 h2" {
		t.Errorf("%s = %q, %v; want the operator's h1 h2", port8080ProtocolsEnv, env[port8080ProtocolsEnv], err)
	}
	delete(env, port8080ProtocolsEnv)
	if err := applyPort8080Protocols(getenv, setenv); err != nil || env[port8080ProtocolsEnv] != "h1 h2 h3" {
		t.Errorf("unset: %s = %q, %v; want h1 h2 h3 for localhost:8080", port8080ProtocolsEnv, env[port8080ProtocolsEnv], err)
	}
}
