package main

import (
	"crypto/tls"
	"net/http"
	"path/filepath"
	"testing"

	"github.com/chowkstudio/studio/internal/servertest"
)

func TestStrictSNIHostIsOnWhenEverySiteAddressNamesAHost(t *testing.T) {
	for addresses, want := range map[string]string{
		"localhost":                          "on",
		"chowkstudio.in, www.chowkstudio.in": "on",
		"https://chowkstudio.in:8443":        "on",
		"*.chowkstudio.in":                   "on",
		// An IP gets no SNI; a bare port has no host to compare.
		"https://203.0.113.5":         "insecure_off",
		"https://[2001:db8::1]:8443":  "insecure_off",
		"chowkstudio.in, 203.0.113.5": "insecure_off",
		":80":                         "insecure_off",
		"":                            "insecure_off",
	} {
		if got := strictSNIHostFor(addresses); got != want {
			t.Errorf("strictSNIHostFor(%q) = %q, want %q", addresses, got, want)
		}
	}
}

func TestStrictSNIHostSetByTheOperatorIsKept(t *testing.T) {
	env := map[string]string{"SITE_ADDRESS": "localhost", strictSNIHostEnv: "insecure_off"}
	setenv := func(k, v string) error { env[k] = v; return nil }
	if err := applyStrictSNIHost(func(k string) string { return env[k] }, setenv); err != nil || env[strictSNIHostEnv] != "insecure_off" {
		t.Errorf("%s = %q, %v; want the operator's insecure_off", strictSNIHostEnv, env[strictSNIHostEnv], err)
	}
	delete(env, strictSNIHostEnv)
	if err := applyStrictSNIHost(func(k string) string { return env[k] }, setenv); err != nil || env[strictSNIHostEnv] != "on" {
		t.Errorf("unset: %s = %q, %v; want on for localhost", strictSNIHostEnv, env[strictSNIHostEnv], err)
	}
}

// As the container runs it (SITE_ADDRESS=localhost): a request on the site's
// TLS connection (SNI localhost) for another host gets 421 Misdirected
// Request, where Caddy, finding no site for it, sent an empty 200; the
// site's own name is served. The operator's insecure_off brings the old
// answer back. The site addressed by IP, which gets no SNI, is
// TestAnHTTPSSiteAddressedByIPIsServedThoughItsClientsSendNoSNI.
func TestARequestForAnotherHostOnTheSitesTLSConnectionGets421(t *testing.T) {
	bin := servertest.StudioBinary(t, "../..")
	for _, c := range []struct {
		env        []string
		otherHost  int
		otherNamed string
	}{
		{nil, http.StatusMisdirectedRequest, "derived from SITE_ADDRESS"},
		{[]string{strictSNIHostEnv + "=insecure_off"}, http.StatusOK, "the operator's insecure_off"},
	} {
		httpsPort := servertest.FreePort(t, "127.0.0.1")
		env := append([]string{"SITE_ADDRESS=localhost", "STUDIO_HTTPS_PORT=" + httpsPort, "STUDIO_HTTP_PORT=" + servertest.FreePort(t, "127.0.0.1")}, c.env...)
		s := launchStudio(t, bin, filepath.Join("..", "..", "spa", "testdata", "dist"), env...)
		s.url = "https://localhost:" + httpsPort
		s.waitHealthy(t)
		client := &http.Client{Transport: &http.Transport{
			TLSClientConfig: &tls.Config{InsecureSkipVerify: true}, //nolint:gosec // loopback, Caddy's internal CA
		}}
		for host, want := range map[string]int{"localhost": http.StatusOK, "studio.example.com": c.otherHost} {
			req, err := http.NewRequest(http.MethodGet, "https://localhost:"+httpsPort+"/about", nil)
			if err != nil {
				t.Fatal(err)
			}
			req.Host = host // the SNI stays localhost, from the URL
			resp, err := client.Do(req)
			if err != nil {
				t.Fatal(err)
			}
			resp.Body.Close()
			if resp.StatusCode != want {
				t.Errorf("%s: Host %s on a connection for localhost: %d, want %d", c.otherNamed, host, resp.StatusCode, want)
			}
		}
		s.stop(t)
	}
}
