package main

import (
	"encoding/json"
	"fmt"
	"net/http"
	"net/url"
	"slices"
	"strings"
	"time"

	caddycmd "github.com/caddyserver/caddy/v2/cmd"

	"github.com/chowkstudio/studio/internal/certwatch"
)

// STUDIO_CERTIFICATE_WAIT is how long, from the server's start, a name may
// wait for its first certificate before the health check turns unhealthy.
// 15 minutes: a CA answering takes seconds; Caddy's retries after a failed
// order come at 1, 2, 2, 5 and 10 minutes, so by then it has tried six
// times, and a name that failed six times (a DNS record pointing elsewhere,
// a typo, ports 80 and 443 closed) needs a person.
const (
	certificateWaitEnv     = "STUDIO_CERTIFICATE_WAIT"
	defaultCertificateWait = "15m"
	defaultAdmin           = "localhost:2019" // the Caddyfile's admin default
)

// certificateProblems asks Caddy's admin endpoint for the certificates of
// the site's HTTPS names and returns why the site is unhealthy for them, or
// "" (also when the admin endpoint is off or does not answer: the site's
// own answer then decides).
func certificateProblems(admin, addresses string, p ports, wait, timeout time.Duration) string {
	names := httpsNames(addresses, p)
	if admin == "off" || admin == "" || len(names) == 0 {
		return ""
	}
	// Over TCP or the Unix socket the container's admin endpoint is, as
	// Caddy's own commands ask it; given up after timeout.
	answered := make(chan *http.Response, 1)
	go func() {
		resp, err := caddycmd.AdminAPIRequest(admin, http.MethodGet, certwatch.StatusPath+"?"+url.Values{"name": names}.Encode(), nil, nil)
		if err != nil {
			resp = nil
		}
		answered <- resp
	}()
	var resp *http.Response
	select {
	case resp = <-answered:
	case <-time.After(timeout):
	}
	if resp == nil {
		return ""
	}
	defer resp.Body.Close()
	var answer certwatch.Answer
	if resp.StatusCode != http.StatusOK || json.NewDecoder(resp.Body).Decode(&answer) != nil {
		return ""
	}
	return judgeCertificates(answer, names, wait, time.Now())
}

// judgeCertificates names each of names that has waited longer than wait
// for its first certificate, or whose certificate Caddy has not renewed.
func judgeCertificates(a certwatch.Answer, names []string, wait time.Duration, now time.Time) string {
	var problems []string
	for _, n := range names {
		i := slices.IndexFunc(a.Certificates, func(s certwatch.Status) bool { return s.Name == n })
		if i < 0 {
			continue
		}
		s := a.Certificates[i]
		switch waited := now.Sub(a.Started); {
		case s.NotAfter.IsZero() && waited > wait:
			problems = append(problems, fmt.Sprintf("no certificate for %s after %s; the CA's last error: %s", n, waited.Round(time.Second), lastError(s)))
		case s.Unrenewed(now):
			problems = append(problems, fmt.Sprintf("the certificate for %s expires in %s and has not been renewed (Caddy renews with a third of its life left); the CA's last error: %s",
				n, s.NotAfter.Sub(now).Round(time.Minute), lastError(s)))
		}
	}
	return strings.Join(problems, "; ")
}

func lastError(s certwatch.Status) string {
	if s.LastError == "" {
		return "none yet"
	}
	return s.LastError
}

// httpsNames are the host names of the site's HTTPS addresses: those that
// get a certificate.
func httpsNames(addresses string, p ports) []string {
	var names []string
	for _, address := range siteAddresses(addresses) {
		if t, err := siteTarget(address, p); err == nil && t.scheme == "https" && t.host != "" && !slices.Contains(names, t.host) {
			names = append(names, t.host)
		}
	}
	return names
}
