// Package certwatch makes a certificate Caddy cannot get or keep loud. Caddy
// retries a failed order for up to 30 days and renews a certificate when a
// third of its life is left, logging each failure as it goes; nothing says
// when the retries have gone on too long, and no CA emails about an
// unrenewed certificate any more. This package:
//
//  1. follows Caddy's certificate events (the names it manages, the CA's
//     last error for each);
//  2. answers the health check on Caddy's admin endpoint (admin.go), which
//     turns a site waiting too long for its first certificate, or holding
//     one Caddy has not renewed, unhealthy (cmd/studio/healthcheck.go);
//  3. logs a warning, at every check, for each certificate with less than a
//     sixth of its life left (Caddy renews at a third);
//  4. serves each managed certificate's seconds to expiry as a Prometheus
//     gauge, studio_certificate_expiry_seconds, on the config's metrics.
package certwatch

import (
	"context"
	"fmt"
	"sync"
	"sync/atomic"
	"time"

	"github.com/caddyserver/caddy/v2"
	"github.com/caddyserver/caddy/v2/caddyconfig"
	"github.com/caddyserver/caddy/v2/caddyconfig/caddyfile"
	"github.com/caddyserver/caddy/v2/caddyconfig/httpcaddyfile"
	"github.com/caddyserver/caddy/v2/modules/caddyevents"
	"github.com/caddyserver/caddy/v2/modules/caddytls"
	"github.com/caddyserver/certmagic"
	"github.com/prometheus/client_golang/prometheus"
	"go.uber.org/zap"
)

func init() {
	caddy.RegisterModule(Watch{})
	caddy.RegisterModule(adminRoutes{})
	httpcaddyfile.RegisterGlobalOption("certificate_watch", parseCaddyfile)
}

// started is when this process began: how long a site has waited for its
// first certificate counts from here, across config reloads.
var started = time.Now()

// known is what the events have told this process, shared by the app and
// the admin routes (Caddy makes each module on its own).
var known = &names{byName: map[string]*name{}}

// withTLS is set once a config with Caddy's TLS app loads: before, Caddy's
// certificate cache does not exist to be asked.
var withTLS atomic.Bool

type names struct {
	mu     sync.Mutex
	byName map[string]*name
}

// name is one name Caddy manages a certificate for.
type name struct {
	LastError   string    `json:"last_error,omitempty"`
	LastErrorAt time.Time `json:"last_error_at,omitzero"`
}

func (n *names) see(id string) *name {
	if n.byName[id] == nil {
		n.byName[id] = &name{}
	}
	return n.byName[id]
}

// Watch is the app: the events it follows, its log check and its gauge.
type Watch struct {
	// Every is how often certificates are checked for the log (default 10m).
	Every caddy.Duration `json:"every,omitempty"`

	logger *zap.Logger
	cancel context.CancelFunc
}

// CaddyModule returns the module's ID and constructor.
func (Watch) CaddyModule() caddy.ModuleInfo {
	return caddy.ModuleInfo{ID: "certwatch", New: func() caddy.Module { return new(Watch) }}
}

// Provision subscribes to the certificate events and registers the gauge.
func (w *Watch) Provision(ctx caddy.Context) error {
	w.logger = ctx.Logger()
	if w.Every <= 0 {
		w.Every = caddy.Duration(10 * time.Minute)
	}
	app, err := ctx.App("events")
	if err != nil {
		return err
	}
	err = app.(*caddyevents.App).Subscribe(&caddyevents.Subscription{
		Events:   []string{"cached_managed_cert", "cert_obtaining", "cert_obtained", "cert_failed"},
		Handlers: []caddyevents.Handler{handler{}},
	})
	if err != nil {
		return err
	}
	if _, err := ctx.AppIfConfigured("tls"); err == nil {
		withTLS.Store(true)
	}
	return ctx.GetMetricsRegistry().Register(gauge{})
}

// Start checks the certificates now and at every interval.
func (w *Watch) Start() error {
	ctx, cancel := context.WithCancel(context.Background())
	w.cancel = cancel
	go func() {
		tick := time.NewTicker(time.Duration(w.Every))
		defer tick.Stop()
		for {
			now := time.Now()
			w.logUnrenewed(Report(now), now)
			select {
			case <-ctx.Done():
				return
			case <-tick.C:
			}
		}
	}()
	return nil
}

// Stop ends the checks.
func (w *Watch) Stop() error {
	if w.cancel != nil {
		w.cancel()
	}
	return nil
}

// logUnrenewed warns of each certificate with less than a sixth of its life left.
func (w *Watch) logUnrenewed(statuses []Status, now time.Time) {
	for _, s := range statuses {
		if s.Unrenewed(now) {
			w.logger.Warn("certificate not renewed", zap.String("name", s.Name), zap.Time("expires", s.NotAfter),
				zap.Duration("left", s.NotAfter.Sub(now).Round(time.Minute)), zap.String("last_error", s.LastError))
		}
	}
}

// handler records what each certificate event says of its name.
type handler struct{}

func (handler) Handle(_ context.Context, e caddy.Event) error {
	known.mu.Lock()
	defer known.mu.Unlock()
	switch e.Name() {
	case "cached_managed_cert":
		sans, _ := e.Data["sans"].([]string)
		for _, s := range sans {
			known.see(s)
		}
	case "cert_failed":
		id, _ := e.Data["identifier"].(string)
		n := known.see(id)
		n.LastError, n.LastErrorAt = fmt.Sprint(e.Data["error"]), e.Timestamp()
	default: // obtaining, obtained
		id, _ := e.Data["identifier"].(string)
		known.see(id)
	}
	return nil
}

// Status is what the process knows of one name's certificate.
type Status struct {
	Name      string    `json:"name"`
	NotBefore time.Time `json:"not_before,omitzero"` // zero: no certificate yet
	NotAfter  time.Time `json:"not_after,omitzero"`
	name
}

// Unrenewed reports whether less than a sixth of the certificate's life is
// left: Caddy renews at a third (or earlier, as the CA's renewal info
// says), so it has failed to for a sixth of the certificate's life.
func (s Status) Unrenewed(now time.Time) bool {
	life := s.NotAfter.Sub(s.NotBefore)
	return !s.NotAfter.IsZero() && s.NotAfter.Sub(now) < life/6
}

// Report is the status of every name the process has heard of, and of
// those asked about, with the certificate Caddy serves for each.
func Report(now time.Time, asked ...string) []Status {
	known.mu.Lock()
	defer known.mu.Unlock()
	for _, a := range asked {
		known.see(a)
	}
	out := make([]Status, 0, len(known.byName))
	for id, n := range known.byName {
		s := Status{Name: id, name: *n}
		for _, c := range certificatesFor(id) {
			if c.Leaf != nil && c.Leaf.NotAfter.After(s.NotAfter) {
				s.NotBefore, s.NotAfter = c.Leaf.NotBefore, c.Leaf.NotAfter
			}
		}
		out = append(out, s)
	}
	return out
}

func certificatesFor(name string) []certmagic.Certificate {
	if !withTLS.Load() {
		return nil
	}
	return caddytls.AllMatchingCertificates(name)
}

var expiryDesc = prometheus.NewDesc("studio_certificate_expiry_seconds",
	"Seconds until the certificate Caddy serves for a managed name expires.", []string{"name"}, nil)

// gauge is studio_certificate_expiry_seconds, read at each scrape.
type gauge struct{}

func (gauge) Describe(ch chan<- *prometheus.Desc) { ch <- expiryDesc }

func (gauge) Collect(ch chan<- prometheus.Metric) {
	now := time.Now()
	for _, s := range Report(now) {
		if !s.NotAfter.IsZero() {
			ch <- prometheus.MustNewConstMetric(expiryDesc, prometheus.GaugeValue, s.NotAfter.Sub(now).Seconds(), s.Name)
		}
	}
}

// parseCaddyfile reads the global option
//
//	certificate_watch [<interval>]
func parseCaddyfile(d *caddyfile.Dispenser, _ any) (any, error) {
	d.Next()
	w := new(Watch)
	if d.NextArg() {
		every, err := caddy.ParseDuration(d.Val())
		if err != nil {
			return nil, d.Errf("certificate_watch: %v", err)
		}
		w.Every = caddy.Duration(every)
	}
	if d.NextArg() {
		return nil, d.ArgErr()
	}
	return httpcaddyfile.App{Name: "certwatch", Value: caddyconfig.JSON(w, nil)}, nil
}

// Interface guards
var (
	_ caddy.App            = (*Watch)(nil)
	_ caddy.Provisioner    = (*Watch)(nil)
	_ caddyevents.Handler  = handler{}
	_ prometheus.Collector = gauge{}
)
