package systemtest

// A real domain's certificate, as the container gets it: the image started
// with docker-compose.yml (and a test override that names the CA), a
// public-looking name, and Let's Encrypt's test CA, Pebble, which validates
// each order by a real challenge (HTTP-01 or TLS-ALPN-01) against the
// container's published ports. The name resolves, for Pebble only, through
// pebble-challtestsrv's DNS to this machine. make test-acme
// (scripts/acme-test.sh) builds the tools and runs this; elsewhere it skips.
//
//	STUDIO_TEST_COMPOSE       the Docker Compose binary (DOCKER_HOST names podman's API)
//	STUDIO_TEST_PEBBLE        the pebble binary
//	STUDIO_TEST_CHALLTESTSRV  the pebble-challtestsrv binary
//	STUDIO_TEST_PEBBLE_CERTS  Pebble's test/certs folder: its listener's certificate and root

import (
	"bytes"
	"context"
	"crypto/tls"
	"crypto/x509"
	"encoding/json"
	"fmt"
	"io"
	"net"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/quic-go/quic-go"
	"github.com/quic-go/quic-go/http3"

	"github.com/chowkstudio/studio/internal/servertest"
)

// acmeSiteName looks public to Caddy (not localhost, not an IP, not .local
// or .internal, which get its internal CA); .test is reserved for testing.
const acmeSiteName = "www.chowkstudio.test"

// acmeGateway is the host as the container sees it, on a compose network
// of the test's own: Pebble listens there (and Pebble's listener certificate
// names "pebble", which the container resolves to it).
const (
	acmeSubnet  = "10.89.213.0/24"
	acmeGateway = "10.89.213.1"
)

// pebble is one running Pebble CA.
type pebble struct {
	cmd    *exec.Cmd
	out    syncBuffer
	port   string // its ACME directory's, on every address
	mgmt   string // its management interface's, on loopback
	certs  string
	config string
	dns    string
}

// syncBuffer is a bytes.Buffer that a process writes to while a test reads it.
type syncBuffer struct {
	mu  sync.Mutex
	buf bytes.Buffer
}

func (b *syncBuffer) Write(p []byte) (int, error) {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.Write(p)
}

func (b *syncBuffer) String() string {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.String()
}

// newPebble writes a Pebble config whose challenges go to the container's
// published ports and whose certificates live for validity.
func newPebble(t *testing.T, certs, dns string, httpPort, httpsPort string, validity time.Duration) *pebble {
	t.Helper()
	p := &pebble{port: servertest.FreePort(t, "0.0.0.0"), mgmt: servertest.FreePort(t, "127.0.0.1"), certs: certs, dns: dns}
	config := map[string]any{"pebble": map[string]any{
		"listenAddress":                  "0.0.0.0:" + p.port,
		"managementListenAddress":        "127.0.0.1:" + p.mgmt,
		"certificate":                    filepath.Join(certs, "localhost", "cert.pem"),
		"privateKey":                     filepath.Join(certs, "localhost", "key.pem"),
		"httpPort":                       mustAtoi(t, httpPort),
		"tlsPort":                        mustAtoi(t, httpsPort),
		"ocspResponderURL":               "",
		"externalAccountBindingRequired": false,
		"profiles":                       map[string]any{"default": map[string]any{"description": "the test's", "validityPeriod": int(validity.Seconds())}},
	}}
	data, _ := json.Marshal(config)
	p.config = filepath.Join(t.TempDir(), "pebble.json")
	if err := os.WriteFile(p.config, data, 0o644); err != nil {
		t.Fatal(err)
	}
	return p
}

func mustAtoi(t *testing.T, s string) int {
	t.Helper()
	var n int
	if _, err := fmt.Sscan(s, &n); err != nil {
		t.Fatal(err)
	}
	return n
}

// start runs Pebble until the test ends. No PEBBLE_VA_ALWAYS_VALID: every
// challenge is checked for real. No random nonce rejections or VA sleeps.
func (p *pebble) start(t *testing.T) {
	t.Helper()
	p.cmd = exec.Command(os.Getenv("STUDIO_TEST_PEBBLE"), "-config", p.config, "-dnsserver", "127.0.0.1:"+p.dns)
	p.cmd.Env = append(os.Environ(), "PEBBLE_VA_NOSLEEP=1", "PEBBLE_WFE_NONCEREJECT=0")
	p.cmd.Stdout, p.cmd.Stderr = &p.out, &p.out
	if err := p.cmd.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = p.cmd.Process.Kill(); _ = p.cmd.Wait() })
	waitListening(t, "127.0.0.1:"+p.port)
}

// root is the CA's issuing root, as its management interface gives it.
func (p *pebble) root(t *testing.T) *x509.CertPool {
	t.Helper()
	minica, err := os.ReadFile(filepath.Join(p.certs, "pebble.minica.pem"))
	if err != nil {
		t.Fatal(err)
	}
	trust := x509.NewCertPool()
	trust.AppendCertsFromPEM(minica)
	client := &http.Client{Transport: &http.Transport{TLSClientConfig: &tls.Config{RootCAs: trust}}, Timeout: 5 * time.Second}
	_, body := servertest.Send(t, client, "GET", "https://localhost:"+p.mgmt+"/roots/0")
	roots := x509.NewCertPool()
	if !roots.AppendCertsFromPEM(body) {
		t.Fatalf("Pebble's root is not PEM: %q", body)
	}
	return roots
}

// issued counts the certificates the CA has issued.
func (p *pebble) issued() int { return strings.Count(p.out.String(), "Issued certificate serial") }

func waitListening(t *testing.T, address string) {
	t.Helper()
	for deadline := time.Now().Add(10 * time.Second); time.Now().Before(deadline); time.Sleep(50 * time.Millisecond) {
		if conn, err := net.Dial("tcp", address); err == nil {
			conn.Close()
			return
		}
	}
	t.Fatalf("nothing listens on %s", address)
}

// acmeRun is the container, its ports and the CAs of one run.
type acmeRun struct {
	*runningContainer
	a, b    *pebble  // the CA with 90-day certificates; the one with short-lived ones
	rebuilt []string // the images the run built, removed at its end
}

// siteClient is an HTTPS client for the site that trusts roots only, and
// reaches the site's name at the published port over loopback.
func (r *acmeRun) siteClient(roots *x509.CertPool) *http.Client {
	return &http.Client{
		Timeout:       10 * time.Second,
		CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse },
		Transport: &http.Transport{
			TLSClientConfig:   &tls.Config{RootCAs: roots, ServerName: acmeSiteName},
			ForceAttemptHTTP2: true,
			DialContext: func(ctx context.Context, network, address string) (net.Conn, error) {
				_, port, _ := net.SplitHostPort(address)
				return (&net.Dialer{}).DialContext(ctx, network, net.JoinHostPort("127.0.0.1", port))
			},
		},
	}
}

func (r *acmeRun) url(path string) string {
	return "https://" + acmeSiteName + ":" + r.httpsPort + path
}

// served is the site's certificate as a new connection gets it now, verified
// against roots, or nil while it cannot be had.
func (r *acmeRun) served(roots *x509.CertPool) *x509.Certificate {
	conn, err := tls.DialWithDialer(&net.Dialer{Timeout: 3 * time.Second}, "tcp", "127.0.0.1:"+r.httpsPort, &tls.Config{RootCAs: roots, ServerName: acmeSiteName})
	if err != nil {
		return nil
	}
	defer conn.Close()
	return conn.ConnectionState().PeerCertificates[0]
}

// certificateFrom waits up to within for a certificate chained to roots.
func (r *acmeRun) certificateFrom(t *testing.T, roots *x509.CertPool, within time.Duration) *x509.Certificate {
	t.Helper()
	for deadline := time.Now().Add(within); time.Now().Before(deadline); time.Sleep(250 * time.Millisecond) {
		if cert := r.served(roots); cert != nil {
			return cert
		}
	}
	t.Fatalf("no certificate from the CA within %v; the container's last log lines:\n%s", within, tail(r.logs(t), 15))
	return nil
}

func tail(s string, n int) string {
	lines := strings.Split(strings.TrimSpace(s), "\n")
	return strings.Join(lines[max(0, len(lines)-n):], "\n")
}

// startACME starts the DNS, writes the compose override and brings the
// container up with the CA out of reach; the first subtest checks that.
func startACME(t *testing.T) *acmeRun {
	t.Helper()
	for _, name := range []string{"STUDIO_TEST_COMPOSE", "STUDIO_TEST_PEBBLE", "STUDIO_TEST_CHALLTESTSRV", "STUDIO_TEST_PEBBLE_CERTS"} {
		if os.Getenv(name) == "" {
			t.Skip("no ACME test run: make test-acme sets " + name)
		}
	}
	certs := os.Getenv("STUDIO_TEST_PEBBLE_CERTS")
	httpPort, httpsPort := servertest.FreePort(t, "0.0.0.0"), servertest.FreePort(t, "0.0.0.0")
	t.Setenv("HTTP_PORT", httpPort)
	t.Setenv("HTTPS_PORT", httpsPort)
	t.Setenv("COMPOSE_PROJECT_NAME", "chowk-studio-acme")

	// The name resolves to this machine, for Pebble's checks, and nothing else does.
	dns := servertest.FreePort(t, "127.0.0.1")
	challtestsrv := exec.Command(os.Getenv("STUDIO_TEST_CHALLTESTSRV"), "-dnsserver", "127.0.0.1:"+dns, "-defaultIPv4", "127.0.0.1", "-defaultIPv6", "",
		"-management", "127.0.0.1:"+servertest.FreePort(t, "127.0.0.1"), "-http01", "", "-https01", "", "-tlsalpn01", "", "-doh", "")
	if err := challtestsrv.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = challtestsrv.Process.Kill(); _ = challtestsrv.Wait() })

	r := &acmeRun{
		a: newPebble(t, certs, dns, httpPort, httpsPort, 90*24*time.Hour),
		b: newPebble(t, certs, dns, httpPort, httpsPort, 90*time.Second),
	}
	writeOverride(t, certs, r.a)
	r.runningContainer = &runningContainer{compose: os.Getenv("STUDIO_TEST_COMPOSE"), httpPort: httpPort, httpsPort: httpsPort}
	t.Cleanup(func() {
		if out, err := r.try("compose", "down", "--volumes", "--remove-orphans", "--timeout", "5"); err != nil {
			t.Errorf("docker compose down: %v %s", err, out)
		}
		for _, image := range r.rebuilt {
			_, _ = r.try("podman", "rmi", image)
		}
	})
	r.run(t, "compose", "up", "--detach", "--no-build")
	r.id = strings.TrimSpace(r.run(t, "compose", "ps", "--all", "--quiet", "site"))
	return r
}

// writeOverride writes the test's compose override, and names it with
// docker-compose.yml in COMPOSE_FILE: the site's name, its CA (ACME_TEST_CA,
// the first Pebble's unless set), the CA's listener root, a renewal check
// every 5 s, and a network of the test's own whose gateway is Pebble's host.
// Where make container built the image on local stand-ins (no registry),
// a rebuild uses them too.
func writeOverride(t *testing.T, certs string, first *pebble) {
	t.Helper()
	t.Setenv("ACME_TEST_CA", "https://pebble:"+first.port+"/dir")
	standIns := func(images map[string]string) string {
		var args strings.Builder
		for arg, image := range images {
			if exec.Command("podman", "image", "exists", image).Run() == nil {
				fmt.Fprintf(&args, "        %s: %s\n", arg, image)
			}
		}
		return args.String()
	}
	artifacts := "localhost/chowk-studio-artifacts:latest"
	override := fmt.Sprintf(`services:
  publish:
    build:
      args:
%s  site:
    build:
      args:
%s    environment:
      SITE_ADDRESS: %s
      STUDIO_ACME_CA: ${ACME_TEST_CA}
      STUDIO_ACME_CA_ROOT: /etc/studio/acme-ca-root.pem
      STUDIO_RENEW_INTERVAL: 5s
    volumes:
      - %s:/etc/studio/acme-ca-root.pem:ro
    extra_hosts:
      - "pebble:%s"
networks:
  default:
    ipam:
      config:
        - subnet: %s
          gateway: %s
`, standIns(map[string]string{"NODE_IMAGE": "localhost/chowk-studio-node:latest", "SITE": "localhost/chowk-studio-site-build:latest", "ARTIFACTS": artifacts}),
		standIns(map[string]string{"BASE_IMAGE": "localhost/chowk-studio-base:latest", "ARTIFACTS": artifacts}), acmeSiteName, filepath.Join(certs, "pebble.minica.pem"), acmeGateway, acmeSubnet, acmeGateway)
	name := filepath.Join(t.TempDir(), "acme-override.yml")
	if err := os.WriteFile(name, []byte(override), 0o644); err != nil {
		t.Fatal(err)
	}
	abs, _ := filepath.Abs(filepath.Join(repoRoot, "docker-compose.yml"))
	t.Setenv("COMPOSE_FILE", abs+string(os.PathListSeparator)+name)
}

// caddyLines are the container's log lines, decoded.
func (r *acmeRun) caddyLines(t *testing.T) []map[string]any {
	t.Helper()
	var all []map[string]any
	for _, line := range strings.Split(strings.TrimSpace(r.logs(t)), "\n") {
		var entry map[string]any
		if json.Unmarshal([]byte(line), &entry) == nil {
			all = append(all, entry)
		}
	}
	return all
}

func countLines(lines []map[string]any, msg string) int {
	n := 0
	for _, l := range lines {
		if l["msg"] == msg {
			n++
		}
	}
	return n
}

func TestACMEGetsAndKeepsTheCertificateOfARealDomain(t *testing.T) {
	r := startACME(t)
	var first *x509.Certificate
	var rootA *x509.CertPool
	// Each check is a subtest of its own; one that fails leaves the rest unrun.
	ok := true
	check := func(name string, f func(t *testing.T)) {
		if ok {
			ok = t.Run(name, f)
		}
	}

	check("with its CA out of reach the container runs and says it is up, waiting for its certificate", func(t *testing.T) {
		for deadline := time.Now().Add(30 * time.Second); countLines(r.caddyLines(t), "will retry") == 0; time.Sleep(250 * time.Millisecond) {
			if time.Now().After(deadline) {
				t.Fatalf("no retry logged within 30 s:\n%s", tail(r.logs(t), 15))
			}
		}
		_, _ = r.try("podman", "healthcheck", "run", r.id)
		var health struct {
			Status string
			Log    []struct{ Output string }
		}
		if err := json.Unmarshal([]byte(r.inspect(t, "{{json .State.Health}}")), &health); err != nil {
			t.Fatal(err)
		}
		if last := health.Log[len(health.Log)-1].Output; health.Status != "healthy" || !strings.Contains(last, "up, waiting for its certificate") {
			t.Errorf("health %s, %q; want healthy, up, waiting for its certificate", health.Status, last)
		}
		if state := r.inspect(t, "{{.State.Status}} {{.RestartCount}}"); state != "running 0" {
			t.Errorf("container state, restarts: %s", state)
		}
	})

	check("past STUDIO_CERTIFICATE_WAIT its health check is unhealthy, naming the name and the CA's error", func(t *testing.T) {
		// The container's own check, with a wait already over.
		out, err := r.try("podman", "exec", r.id, "/usr/bin/studio", "healthcheck", "--certificate-wait", "1s")
		if err == nil || !strings.Contains(err.Error(), "no certificate for "+acmeSiteName+" after ") || !strings.Contains(err.Error(), "the CA's last error: ") {
			t.Errorf("studio healthcheck --certificate-wait 1s: %v %q; want unhealthy, naming %s and the CA's last error", err, out, acmeSiteName)
		}
	})

	check("the certificate comes by a real challenge once the CA is back", func(t *testing.T) {
		started := time.Now()
		r.a.start(t)
		rootA = r.a.root(t)
		first = r.certificateFrom(t, rootA, 3*time.Minute)
		t.Logf("certificate served %v after the CA came back; serial %x, valid until %v", time.Since(started).Round(time.Second), first.SerialNumber, first.NotAfter.Format(time.RFC3339))
		if r.a.issued() != 1 {
			t.Errorf("Pebble issued %d certificates, want 1:\n%s", r.a.issued(), r.a.out.String())
		}
		if len(first.DNSNames) != 1 || first.DNSNames[0] != acmeSiteName {
			t.Errorf("certificate for %v, want %s", first.DNSNames, acmeSiteName)
		}
	})

	check("while the CA was out of reach it logged one line a failed attempt, with no flood", func(t *testing.T) {
		// Each failed attempt: one "will retry" line, with its number and the
		// wait before the next (a minute, then more), among a few others.
		lines := r.caddyLines(t)
		attempts := countLines(lines, "obtaining certificate")
		retries := countLines(lines, "will retry")
		if retries != attempts-1 || retries < 1 || len(lines) > 40+12*attempts {
			t.Errorf("%d attempts, %d \"will retry\" lines, %d lines in all: want one a failed attempt, and no flood", attempts, retries, len(lines))
		}
		for _, l := range lines {
			if l["msg"] == "will retry" && (l["attempt"] == nil || l["retrying_in"] == nil) {
				t.Errorf("a retry line without its attempt or its wait: %v", l)
			}
		}
	})

	check("the site answers over HTTP/2 and HTTP/3 with a certificate chained to the CA's root", func(t *testing.T) {
		resp, body := servertest.Send(t, r.siteClient(rootA), "GET", r.url("/about"))
		if resp.StatusCode != http.StatusOK || resp.ProtoMajor != 2 || !bytes.Contains(body, []byte("<main")) {
			t.Errorf("over TCP: %s %d, %d bytes; want HTTP/2 200 with the page", resp.Proto, resp.StatusCode, len(body))
		}
		transport := &http3.Transport{
			TLSClientConfig: &tls.Config{RootCAs: rootA},
			// The site's name, over loopback (UDP).
			Dial: func(ctx context.Context, _ string, tlsCfg *tls.Config, cfg *quic.Config) (*quic.Conn, error) {
				return quic.DialAddrEarly(ctx, "127.0.0.1:"+r.httpsPort, tlsCfg, cfg)
			},
		}
		defer transport.Close()
		resp, body = servertest.Send(t, &http.Client{Transport: transport, Timeout: 10 * time.Second}, "GET", r.url("/about"))
		if resp.StatusCode != http.StatusOK || resp.ProtoMajor != 3 || !bytes.Contains(body, []byte("<main")) {
			t.Errorf("over UDP: %s %d, %d bytes; want HTTP/3 200 with the page", resp.Proto, resp.StatusCode, len(body))
		}
	})

	check("http:// redirects to the site over HTTPS", func(t *testing.T) {
		resp, _ := servertest.Send(t, r.siteClient(rootA), "GET", "http://"+acmeSiteName+":"+r.httpPort+"/about?x=1")
		if want := r.url("/about?x=1"); resp.StatusCode != http.StatusPermanentRedirect || resp.Header.Get("Location") != want {
			t.Errorf("http:// answers %d to %q, want 308 to %s", resp.StatusCode, resp.Header.Get("Location"), want)
		}
	})

	keeps := func(t *testing.T, what string) {
		t.Helper()
		cert := r.certificateFrom(t, rootA, time.Minute)
		if cert.SerialNumber.Cmp(first.SerialNumber) != 0 || r.a.issued() != 1 {
			t.Errorf("after %s: serial %x (before %x), %d certificates issued; want the same certificate and no new order", what, cert.SerialNumber, first.SerialNumber, r.a.issued())
		}
	}
	check("a restart keeps the certificate, with no new order", func(t *testing.T) {
		r.run(t, "compose", "restart", "site")
		keeps(t, "docker compose restart")
	})

	check("a rebuilt server image keeps the certificate", func(t *testing.T) {
		before := r.inspect(t, "{{.Image}}")
		version := fmt.Sprintf("acme-%d", time.Now().UnixNano())
		t.Setenv("SERVER_VERSION", version)
		// No cache: podman's builder keeps a LABEL layer whose build
		// argument changed, so the same server files build the same image.
		r.run(t, "compose", "build", "--no-cache", "site")
		r.run(t, "compose", "up", "--detach", "--no-build")
		r.rebuilt = append(r.rebuilt, "chowk-studio-site:"+version)
		r.id = strings.TrimSpace(r.run(t, "compose", "ps", "--all", "--quiet", "site"))
		if after := r.inspect(t, "{{.Image}}"); after == before {
			t.Fatalf("the container still runs image %s: the rebuild made no new image", before)
		}
		keeps(t, "a rebuilt image")
	})

	check("a backup restored into fresh volumes serves the same certificate and site, with no new order", func(t *testing.T) {
		backup := t.TempDir()
		ops := func(args ...string) {
			cmd := exec.Command(filepath.Join(repoRoot, "ops", "site.sh"), args...)
			cmd.Env = append(os.Environ(), "DOCKER=podman", "COMPOSE="+r.compose)
			if out, err := cmd.CombinedOutput(); err != nil {
				t.Fatalf("ops/site.sh %s: %v\n%s", strings.Join(args, " "), err, out)
			}
		}
		ops("backup", backup)
		r.run(t, "compose", "down", "--volumes", "--timeout", "5")
		ops("restore", backup)
		r.run(t, "compose", "up", "--detach", "--no-build")
		r.id = strings.TrimSpace(r.run(t, "compose", "ps", "--all", "--quiet", "site"))
		keeps(t, "a restore into fresh volumes")
		resp, body := servertest.Send(t, r.siteClient(rootA), "GET", r.url("/about"))
		if resp.StatusCode != http.StatusOK || !bytes.Contains(body, []byte("<main")) {
			t.Errorf("after the restore /about answers %d, %d bytes; want the page", resp.StatusCode, len(body))
		}
	})

	check("with short-lived certificates it renews before expiry under load, and no request fails", func(t *testing.T) {
		r.b.start(t)
		rootB := r.b.root(t)
		t.Setenv("ACME_TEST_CA", "https://pebble:"+r.b.port+"/dir")
		started := time.Now()
		r.run(t, "compose", "up", "--detach", "--no-build")
		r.id = strings.TrimSpace(r.run(t, "compose", "ps", "--all", "--quiet", "site"))
		short := r.certificateFrom(t, rootB, 2*time.Minute)
		t.Logf("a %v certificate, served %v after the container was recreated for a CA that answers; serial %x", short.NotAfter.Sub(short.NotBefore).Round(time.Second), time.Since(started).Round(100*time.Millisecond), short.SerialNumber)

		// Four clients, each on connections of its own, until the renewal and a
		// second after it: bounded, and on loopback only.
		var requests, failures, onFirst, onRenewed atomic.Int64
		var firstFailure atomic.Value
		stop := make(chan struct{})
		var wg sync.WaitGroup
		for range 4 {
			wg.Add(1)
			go func() {
				defer wg.Done()
				client := r.siteClient(rootB)
				for i := 0; ; i++ {
					select {
					case <-stop:
						return
					default:
					}
					if i%20 == 0 {
						client.CloseIdleConnections() // new connections too, each with the certificate of the moment
					}
					requests.Add(1)
					resp, err := client.Get(r.url("/"))
					if err == nil {
						_, err = io.Copy(io.Discard, resp.Body)
						resp.Body.Close()
						if err == nil && resp.StatusCode != http.StatusOK {
							err = fmt.Errorf("status %d", resp.StatusCode)
						}
						if resp.TLS.PeerCertificates[0].SerialNumber.Cmp(short.SerialNumber) == 0 {
							onFirst.Add(1)
						} else {
							onRenewed.Add(1)
						}
					}
					if err != nil {
						failures.Add(1)
						firstFailure.CompareAndSwap(nil, err.Error())
					}
				}
			}()
		}
		var renewed *x509.Certificate
		for renewed == nil && time.Now().Before(short.NotAfter) {
			if cert := r.served(rootB); cert != nil && cert.SerialNumber.Cmp(short.SerialNumber) != 0 {
				renewed = cert
				break
			}
			time.Sleep(250 * time.Millisecond)
		}
		time.Sleep(time.Second)
		close(stop)
		wg.Wait()
		if renewed == nil {
			t.Fatalf("no renewal before the certificate expired at %v", short.NotAfter)
		}
		t.Logf("renewed %v before expiry (serial %x); %d requests meanwhile (%d on the first certificate's connections, %d on the renewed one's), %d failed",
			short.NotAfter.Sub(renewed.NotBefore).Round(time.Second), renewed.SerialNumber, requests.Load(), onFirst.Load(), onRenewed.Load(), failures.Load())
		if failures.Load() != 0 {
			t.Errorf("%d of %d requests failed during the renewal; the first: %v", failures.Load(), requests.Load(), firstFailure.Load())
		}
		if onFirst.Load() == 0 || onRenewed.Load() == 0 {
			t.Errorf("requests answered on the first certificate %d, on the renewed one %d: the renewal did not happen under the load", onFirst.Load(), onRenewed.Load())
		}
		if renewed.NotBefore.Before(short.NotBefore) {
			t.Errorf("the renewed certificate is older than the first: %v", renewed.NotBefore)
		}
	})
}
