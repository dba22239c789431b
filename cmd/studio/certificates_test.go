package main

import (
	"io"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/chowkstudio/studio/internal/certwatch"
	"github.com/chowkstudio/studio/internal/servertest"
)

func TestCertificateJudgement(t *testing.T) {
	start := time.Date(2026, 12, 1, 0, 0, 0, 0, time.UTC)
	issued := func(name string, notBefore time.Time, life time.Duration, lastError string) certwatch.Status {
		s := certwatch.Status{Name: name, NotBefore: notBefore, NotAfter: notBefore.Add(life)}
		s.LastError = lastError
		return s
	}
	waiting := certwatch.Status{Name: "chowkstudio.in"}
	waiting.LastError = "DNS problem: NXDOMAIN looking up A for chowkstudio.in"
	for _, c := range []struct {
		title string
		certs []certwatch.Status
		now   time.Time
		want  string
	}{
		{"a name waiting less than the wait is not a problem", []certwatch.Status{waiting}, start.Add(14 * time.Minute), ""},
		{"a name waiting longer is named with the CA's last error", []certwatch.Status{waiting}, start.Add(16 * time.Minute),
			"no certificate for chowkstudio.in after 16m0s; the CA's last error: DNS problem: NXDOMAIN looking up A for chowkstudio.in"},
		{"a certificate with a third of its life left is fine", []certwatch.Status{issued("chowkstudio.in", start, 90*24*time.Hour, "")}, start.Add(60 * 24 * time.Hour), ""},
		{"a certificate with less than a sixth left is not renewed", []certwatch.Status{issued("chowkstudio.in", start, 90*24*time.Hour, "rate limited")}, start.Add(76 * 24 * time.Hour),
			"the certificate for chowkstudio.in expires in 336h0m0s and has not been renewed (Caddy renews with a third of its life left); the CA's last error: rate limited"},
		{"a name the site does not serve is left out", []certwatch.Status{{Name: "other.example"}}, start.Add(time.Hour), ""},
	} {
		t.Run(c.title, func(t *testing.T) {
			got := judgeCertificates(certwatch.Answer{Started: start, Certificates: c.certs}, []string{"chowkstudio.in"}, 15*time.Minute, c.now)
			if got != c.want {
				t.Errorf("got  %q\nwant %q", got, c.want)
			}
		})
	}
}

func TestTheSitesHTTPSNamesAreTheOnesCheckedForCertificates(t *testing.T) {
	got := httpsNames("chowkstudio.in, www.chowkstudio.in, http://plain.example, :8080, chowkstudio.in:8443", defaultPorts)
	if strings.Join(got, " ") != "chowkstudio.in www.chowkstudio.in" {
		t.Errorf("httpsNames = %q", got)
	}
}

// A name whose certificate never comes (here its CA refuses every
// connection, as a wrong DNS record or a typo keeps one from ever being
// issued): within the wait the health check says it is waiting; after it,
// unhealthy, naming the name and the CA's last error. The certificates'
// status comes from Caddy's admin endpoint, over TCP or, as in the
// container, a Unix socket.
func TestHealthcheckOfANameWaitingLongerThanTheWaitIsUnhealthyWithTheCAsError(t *testing.T) {
	t.Run("admin over TCP", func(t *testing.T) {
		nameWaitingTooLong(t, "127.0.0.1:"+servertest.FreePort(t, "127.0.0.1"))
	})
	t.Run("admin over a Unix socket", func(t *testing.T) {
		dir, err := os.MkdirTemp("", "admin") // short: a socket's path has a limit
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { os.RemoveAll(dir) })
		nameWaitingTooLong(t, "unix/"+filepath.Join(dir, "admin.sock"))
	})
}

func nameWaitingTooLong(t *testing.T, admin string) {
	bin := servertest.StudioBinary(t, "../..")
	p := ports{http: servertest.FreePort(t, "127.0.0.1"), https: servertest.FreePort(t, "127.0.0.1")}
	s := launchStudio(t, bin, filepath.Join("..", "..", "spa", "testdata", "dist"), "SITE_ADDRESS=www.chowkstudio.test",
		"STUDIO_HTTP_PORT="+p.http, "STUDIO_HTTPS_PORT="+p.https, "STUDIO_ADMIN="+admin,
		"STUDIO_ACME_CA=https://127.0.0.1:"+servertest.FreePort(t, "127.0.0.1")+"/dir")
	check := func(wait string) (string, error) {
		cmd := exec.Command(bin, "healthcheck", "--timeout", "1s")
		cmd.Env = append(s.cmd.Env, certificateWaitEnv+"="+wait)
		out, err := cmd.CombinedOutput()
		return string(out), err
	}
	var out string
	var err error
	for deadline := time.Now().Add(15 * time.Second); time.Now().Before(deadline); time.Sleep(200 * time.Millisecond) {
		if out, err = check("1h"); err == nil && strings.HasPrefix(out, "up, waiting for its certificate") {
			break
		}
	}
	if err != nil || !strings.HasPrefix(out, "up, waiting for its certificate") {
		t.Fatalf("within the wait: %v %q, want up, waiting for its certificate\nserver's stderr:\n%s", err, out, s.stderr.String())
	}
	for deadline := time.Now().Add(15 * time.Second); time.Now().Before(deadline); time.Sleep(200 * time.Millisecond) {
		if out, err = check("1ns"); err != nil && strings.Contains(out, "connection refused") {
			break
		}
	}
	if err == nil || !strings.Contains(out, "no certificate for www.chowkstudio.test after ") || !strings.Contains(out, "the CA's last error: ") || !strings.Contains(out, "connection refused") {
		t.Errorf("after the wait: %v %q, want unhealthy naming the name and the CA's error", err, out)
	}
}

// Every managed certificate's seconds to expiry is a gauge on /metrics:
// here localhost's, from Caddy's internal CA (12 hours).
func TestMetricsCarryEachCertificatesSecondsToExpiry(t *testing.T) {
	bin := servertest.StudioBinary(t, "../..")
	metrics := "127.0.0.1:" + servertest.FreePort(t, "127.0.0.1")
	launchStudio(t, bin, filepath.Join("..", "..", "spa", "testdata", "dist"), "SITE_ADDRESS=localhost",
		"STUDIO_HTTP_PORT="+servertest.FreePort(t, "127.0.0.1"), "STUDIO_HTTPS_PORT="+servertest.FreePort(t, "127.0.0.1"), metricsAddressEnv+"="+metrics)
	re := regexp.MustCompile(`(?m)^studio_certificate_expiry_seconds\{name="localhost"\} (\S+)$`)
	var body string
	for deadline := time.Now().Add(15 * time.Second); time.Now().Before(deadline); time.Sleep(200 * time.Millisecond) {
		if resp, err := http.Get("http://" + metrics + "/metrics"); err == nil {
			b, _ := io.ReadAll(resp.Body)
			resp.Body.Close()
			if body = string(b); re.MatchString(body) {
				break
			}
		}
	}
	m := re.FindStringSubmatch(body)
	if m == nil {
		t.Fatalf("no studio_certificate_expiry_seconds for localhost in /metrics:\n%.2000s", body)
	}
	if seconds, err := strconv.ParseFloat(m[1], 64); err != nil || seconds < 11*3600 || seconds > 12*3600+60 {
		t.Errorf("localhost's certificate expires in %s s, want about 12 hours", m[1])
	}
}

// Compose passes SITE_ADDRESS empty when .env has none: the site serves
// localhost, and says so at start and in the health check, which is
// unhealthy, instead of looking like a deploy serving its domain.
func TestAStartWithoutASiteAddressWarnsAndIsUnhealthy(t *testing.T) {
	bin := servertest.StudioBinary(t, "../..")
	s := launchStudio(t, bin, filepath.Join("..", "..", "spa", "testdata", "dist"), "SITE_ADDRESS=",
		"STUDIO_HTTP_PORT="+servertest.FreePort(t, "127.0.0.1"), "STUDIO_HTTPS_PORT="+servertest.FreePort(t, "127.0.0.1"))
	var out []byte
	var err error
	for deadline := time.Now().Add(15 * time.Second); time.Now().Before(deadline); time.Sleep(200 * time.Millisecond) {
		check := exec.Command(bin, "healthcheck", "--timeout", "1s")
		check.Env = s.cmd.Env
		if out, err = check.CombinedOutput(); strings.Contains(string(out), "SITE_ADDRESS is not set") {
			break
		}
	}
	if err == nil || !strings.Contains(string(out), siteAddressUnsetWarning) {
		t.Errorf("healthcheck: %v %q, want unhealthy saying %q", err, out, siteAddressUnsetWarning)
	}
	warned := find(servertest.JSONLines(t, s.stderr.String()), map[string]string{"level": "warn", "msg": siteAddressUnsetWarning})
	if len(warned) != 1 {
		t.Errorf("the start logged %d warnings that SITE_ADDRESS is not set, want 1:\n%s", len(warned), s.stderr.String())
	}
}
