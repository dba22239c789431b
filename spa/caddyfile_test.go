package spa

import (
	"slices"
	"testing"

	"github.com/caddyserver/caddy/v2/caddyconfig/caddyfile"
)

func TestTheCaddyfileSetsTheRootAndThePaths(t *testing.T) {
	d := caddyfile.NewTestDispenser(`spa {
		root /srv/dist
		pass /healthz /readyz
	}`)
	var s SPA
	if err := s.UnmarshalCaddyfile(d); err != nil {
		t.Fatal(err)
	}
	if s.Root != "/srv/dist" || !slices.Equal(s.Pass, []string{"/healthz", "/readyz"}) {
		t.Errorf("fields not set: %+v", s)
	}
}

func TestTheCaddyfileRefusesWhatTheModuleDoesNotTake(t *testing.T) {
	for _, in := range []string{
		"spa a",
		"spa {\n bogus x\n}",
		"spa {\n root\n}",
		"spa {\n root a b\n}",
		"spa {\n pass\n}",
		"spa {\n pass healthz\n}",
	} {
		var s SPA
		if err := s.UnmarshalCaddyfile(caddyfile.NewTestDispenser(in)); err == nil {
			t.Errorf("%s: accepted", in)
		}
	}
}
