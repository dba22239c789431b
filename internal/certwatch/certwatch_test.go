package certwatch

import (
	"errors"
	"testing"
	"time"

	"github.com/caddyserver/caddy/v2"
	"go.uber.org/zap"
	"go.uber.org/zap/zaptest/observer"
)

func TestACertificateWithLessThanASixthOfItsLifeLeftIsUnrenewed(t *testing.T) {
	issued := time.Date(2026, 9, 1, 0, 0, 0, 0, time.UTC)
	s := Status{Name: "chowkstudio.in", NotBefore: issued, NotAfter: issued.Add(90 * 24 * time.Hour)}
	for days, want := range map[int]bool{60: false, 74: false, 76: true, 89: true} {
		if got := s.Unrenewed(issued.Add(time.Duration(days) * 24 * time.Hour)); got != want {
			t.Errorf("after %d days: Unrenewed = %v, want %v", days, got, want)
		}
	}
	if (Status{Name: "waiting.example"}).Unrenewed(issued) {
		t.Error("a name with no certificate yet counts as unrenewed")
	}
}

func TestEachUnrenewedCertificateIsLoggedAsAWarning(t *testing.T) {
	core, logs := observer.New(zap.InfoLevel)
	w := &Watch{logger: zap.New(core)}
	issued := time.Date(2026, 9, 1, 0, 0, 0, 0, time.UTC)
	old := Status{Name: "chowkstudio.in", NotBefore: issued, NotAfter: issued.Add(90 * 24 * time.Hour)}
	old.LastError = "rate limited"
	fresh := Status{Name: "www.chowkstudio.in", NotBefore: issued.Add(70 * 24 * time.Hour), NotAfter: issued.Add(160 * 24 * time.Hour)}
	w.logUnrenewed([]Status{old, fresh}, issued.Add(80*24*time.Hour))
	entries := logs.All()
	if len(entries) != 1 || entries[0].Level != zap.WarnLevel || entries[0].Message != "certificate not renewed" {
		t.Fatalf("logged %+v, want one warning", entries)
	}
	if f := entries[0].ContextMap(); f["name"] != "chowkstudio.in" || f["last_error"] != "rate limited" {
		t.Errorf("fields %v", f)
	}
}

func TestTheEventsRecordEachNameAndTheCAsLastError(t *testing.T) {
	known = &names{byName: map[string]*name{}}
	ctx := caddy.Context{}
	emit := func(n string, data map[string]any) {
		e, _ := caddy.NewEvent(ctx, n, data)
		if err := (handler{}).Handle(ctx, e); err != nil {
			t.Fatal(err)
		}
	}
	emit("cached_managed_cert", map[string]any{"sans": []string{"chowkstudio.in"}})
	emit("cert_obtaining", map[string]any{"identifier": "www.chowkstudio.in"})
	emit("cert_failed", map[string]any{"identifier": "www.chowkstudio.in", "error": errors.New("DNS problem: NXDOMAIN")})
	got := map[string]string{}
	for _, s := range Report(time.Now(), "asked.example") {
		got[s.Name] = s.LastError
	}
	want := map[string]string{"chowkstudio.in": "", "www.chowkstudio.in": "DNS problem: NXDOMAIN", "asked.example": ""}
	if len(got) != len(want) {
		t.Fatalf("Report: %v, want %v", got, want)
	}
	for k, v := range want {
		if got[k] != v {
			t.Errorf("%s: last error %q, want %q", k, got[k], v)
		}
	}
}
