package main

import (
	"context"
	"crypto/tls"
	"errors"
	"fmt"
	"io"
	"net"
	"net/http"
	"net/url"
	"os"
	"strings"
	"time"

	"github.com/caddyserver/caddy/v2/caddyconfig/httpcaddyfile"
	caddycmd "github.com/caddyserver/caddy/v2/cmd"
	"github.com/spf13/cobra"
)

// The container image has no shell and no curl, so its HEALTHCHECK runs the
// binary itself: `studio healthcheck` asks the running server for /healthz
// over loopback, on the port and scheme that SITE_ADDRESS implies.
func init() {
	caddycmd.RegisterCommand(caddycmd.Command{
		Name:  "healthcheck",
		Usage: "[--address <site address>] [--http-port <port>] [--https-port <port>] [--path </healthz>] [--timeout <duration>]",
		Short: "Checks that the local site answers its health check",
		Long: `
Requests the health path of the site served by this machine, over loopback,
and exits 0 when it answers 200. The address defaults to $SITE_ADDRESS and
the ports to $STUDIO_HTTP_PORT and $STUDIO_HTTPS_PORT (80 and 443), as in the
Caddyfile: a domain or localhost means HTTPS on the HTTPS port, ":8080" or an
http:// address means plain HTTP. The certificate is not verified: the
request never leaves the machine.

A site still waiting for its first certificate (the CA is slow or out of
reach, and Caddy keeps trying) refuses the HTTPS handshake but answers on
its HTTP port with its redirect to HTTPS. That is "up, waiting for its
certificate", exit 0, for --certificate-wait ($STUDIO_CERTIFICATE_WAIT,
15m) from the server's start: restarting it would not bring the
certificate sooner. After that it is unhealthy, naming the name and the
CA's last error (a wrong DNS record, a typo in the domain).

It is unhealthy too when a certificate has less than a sixth of its life
left (Caddy renews at a third), and when SITE_ADDRESS is not set (the site
then serves only https://localhost). The certificates' status comes from
Caddy's admin endpoint, --admin ($STUDIO_ADMIN); with it off, only the
site is asked.
`,
		CobraFunc: func(cmd *cobra.Command) {
			setRootExamples(cmd)
			env := portsFromEnv(os.Getenv)
			cmd.Flags().String("address", envOr("SITE_ADDRESS", defaultSiteAddress), "Site address, as in the Caddyfile")
			cmd.Flags().String("http-port", env.http, "The port Caddy serves plain HTTP on (the Caddyfile's http_port)")
			cmd.Flags().String("https-port", env.https, "The port Caddy serves HTTPS on (the Caddyfile's https_port)")
			cmd.Flags().String("path", "/healthz", "Health check path")
			cmd.Flags().Duration("timeout", 3*time.Second, "How long to wait for the answer")
			cmd.Flags().String("admin", envOr("STUDIO_ADMIN", defaultAdmin), "Caddy's admin endpoint, for the certificates' status (off: not asked)")
			cmd.Flags().String("certificate-wait", envOr(certificateWaitEnv, defaultCertificateWait), "How long a name may wait for its first certificate")
			cmd.RunE = caddycmd.WrapCommandFuncForCobra(func(fl caddycmd.Flags) (int, error) {
				timeout, _ := fl.GetDuration("timeout")
				wait, err := time.ParseDuration(fl.String("certificate-wait"))
				if err != nil {
					return exitUnhealthy, fmt.Errorf("%s: %w", certificateWaitEnv, err)
				}
				ports := ports{http: fl.String("http-port"), https: fl.String("https-port")}
				address := fl.String("address")
				err = healthcheck(address, ports, fl.String("path"), timeout)
				var waiting waitingForCertificate
				if err == nil || errors.As(err, &waiting) {
					if problem := certificateProblems(fl.String("admin"), address, ports, wait, timeout); problem != "" {
						return exitUnhealthy, errors.New(problem)
					}
				}
				switch {
				case errors.As(err, &waiting):
					fmt.Println(waiting)
					return 0, nil
				case err != nil:
					return exitUnhealthy, err
				case siteAddressUnset:
					return exitUnhealthy, errors.New(siteAddressUnsetWarning)
				}
				fmt.Println("healthy")
				return 0, nil
			})
		},
	})
}

const exitUnhealthy = 1 // exit code for an unhealthy server

func envOr(key, fallback string) string { return orDefault(os.Getenv(key), fallback) }

func orDefault(value, fallback string) string {
	if value == "" {
		return fallback
	}
	return value
}

// target is where and how to reach a Caddyfile site address from the machine itself.
type target struct {
	scheme string // http or https
	host   string // the site's host name, for SNI and the Host header ("" for any)
	port   string
}

// ports are the Caddyfile's http_port and https_port: where Caddy listens for
// a site address that names no port of its own.
type ports struct{ http, https string }

// defaultPorts are Caddy's, which the Caddyfile keeps unless told otherwise.
var defaultPorts = ports{http: "80", https: "443"}

// portsFromEnv reads the ports as the Caddyfile does: STUDIO_HTTP_PORT and
// STUDIO_HTTPS_PORT, else Caddy's.
func portsFromEnv(getenv func(string) string) ports {
	return ports{http: orDefault(getenv("STUDIO_HTTP_PORT"), defaultPorts.http), https: orDefault(getenv("STUDIO_HTTPS_PORT"), defaultPorts.https)}
}

// parseSiteAddress reads the first address of a site address list, the one
// the health check asks, by siteTarget's rules.
func parseSiteAddress(addr string, p ports) (target, error) {
	all := siteAddresses(addr)
	if len(all) == 0 {
		return target{}, errors.New("empty site address")
	}
	return siteTarget(all[0], p)
}

// siteTarget follows Caddy's rules for one site address: an explicit scheme
// wins; otherwise a host name means automatic HTTPS, and a bare port
// (":8080") or the HTTP port means plain HTTP. With no port, the site is on
// the HTTP or HTTPS port of p, by its scheme.
func siteTarget(address string, p ports) (target, error) {
	a, err := httpcaddyfile.ParseAddress(address)
	if err != nil {
		return target{}, err
	}
	host, port := a.Host, a.Port
	t := target{scheme: strings.ToLower(a.Scheme), host: host}
	if t.scheme != "" && t.scheme != "http" && t.scheme != "https" {
		return target{}, fmt.Errorf("unsupported scheme %q", t.scheme)
	}
	switch {
	case t.scheme == "" && (host == "" || port == p.http):
		t.scheme = "http"
	case t.scheme == "":
		t.scheme = "https"
	}
	if port == "" {
		port = map[string]string{"http": p.http, "https": p.https}[t.scheme]
	}
	t.port = port
	return t, nil
}

func healthcheck(address string, p ports, path string, timeout time.Duration) error {
	t, err := parseSiteAddress(address, p)
	if err != nil {
		return err
	}
	client := &http.Client{
		Timeout: timeout,
		Transport: &http.Transport{
			// Whatever the host, this machine: the port the request names, over loopback.
			DialContext: func(ctx context.Context, network, address string) (net.Conn, error) {
				_, port, err := net.SplitHostPort(address)
				if err != nil {
					return nil, err
				}
				return (&net.Dialer{}).DialContext(ctx, network, net.JoinHostPort("127.0.0.1", port))
			},
			TLSClientConfig: &tls.Config{ServerName: t.host, InsecureSkipVerify: true}, //nolint:gosec // loopback only
		},
		CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse },
	}
	host := t.host
	if host == "" || host == "*" {
		host = "localhost"
	}
	u := url.URL{Scheme: t.scheme, Host: net.JoinHostPort(host, t.port), Path: path}
	resp, err := client.Get(u.String())
	if err != nil {
		if alert := handshakeRefused(err); alert != nil && t.scheme == "https" && redirectsToHTTPS(client, host, p.http, path) {
			return waitingForCertificate{alert}
		}
		return fmt.Errorf("health check %s: %w", u.String(), err)
	}
	defer resp.Body.Close()
	body, _ := io.ReadAll(io.LimitReader(resp.Body, 256))
	if resp.StatusCode != http.StatusOK {
		return fmt.Errorf("health check %s: status %d: %s", u.String(), resp.StatusCode, strings.TrimSpace(string(body)))
	}
	return nil
}

// waitingForCertificate is the health check's answer for a site whose HTTPS
// handshake is refused while its HTTP port redirects to HTTPS: Caddy is up,
// and still obtaining the site's first certificate.
type waitingForCertificate struct{ alert error }

func (w waitingForCertificate) Error() string {
	return "up, waiting for its certificate (the HTTPS handshake got " + w.alert.Error() + ")"
}

// handshakeRefused returns the alert the server answered the TLS handshake
// with, having taken the connection: Caddy's answer for a name it has no
// certificate for yet. Nil for anything else (a refused or timed-out
// connection, an HTTP error).
func handshakeRefused(err error) error {
	var op *net.OpError
	if errors.As(err, &op) && op.Op == "remote error" {
		return op
	}
	return nil
}

// redirectsToHTTPS reports whether the site's HTTP port answers path with a
// redirect to HTTPS for host, as Caddy's automatic HTTPS does for a site it
// manages a certificate for.
func redirectsToHTTPS(client *http.Client, host, port, path string) bool {
	u := url.URL{Scheme: "http", Host: net.JoinHostPort(host, port), Path: path}
	resp, err := client.Get(u.String())
	if err != nil {
		return false
	}
	resp.Body.Close()
	return resp.StatusCode >= 300 && resp.StatusCode < 400 && strings.HasPrefix(resp.Header.Get("Location"), "https://"+host)
}
