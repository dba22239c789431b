package route

import (
	"encoding/json"
	"os"
	"strings"
	"testing"
)

// The server reads a path as the app's router will, so that it sends the
// page the app then shows. testdata/router-agreement.json records what React
// Router itself matches each address to; the site's Vitest suite checks that
// record against the router (site/src/app/router-agreement.test.tsx), and
// this test checks the server's reading against the same record.
func TestServerReadsEveryCorpusAddressAsReactRouterDoes(t *testing.T) {
	data, err := os.ReadFile("testdata/router-agreement.json")
	if err != nil {
		t.Fatal(err)
	}
	var corpus struct {
		Manifest json.RawMessage
		Cases    []struct{ Path, Route string }
	}
	if err := json.Unmarshal(data, &corpus); err != nil {
		t.Fatal(err)
	}
	// The site's route manifest, which the Vitest test keeps equal to the router's.
	table, err := ParseManifest(corpus.Manifest)
	if err != nil {
		t.Fatal(err)
	}
	if len(corpus.Cases) < 40 {
		t.Fatalf("the corpus holds %d addresses", len(corpus.Cases))
	}
	// And a generated sample of addresses (fast-check, a fixed seed), with
	// React Router's reading of each, written by the same Vitest file.
	generated, err := os.ReadFile("testdata/router-agreement-generated.json")
	if err != nil {
		t.Fatal(err)
	}
	var sample struct {
		Cases []struct{ Path, Route string }
	}
	if err := json.Unmarshal(generated, &sample); err != nil {
		t.Fatal(err)
	}
	if len(sample.Cases) < 400 {
		t.Fatalf("the generated sample holds %d addresses", len(sample.Cases))
	}
	for _, c := range append(corpus.Cases, sample.Cases...) {
		m, spelled := table.Resolve(RouterSegments(c.Path))
		switch {
		case c.Route == "*" && m != NoRoute:
			t.Errorf("%s: the router shows the not-found page; the server reads route %q (%v)", c.Path, spelled, m)
		case c.Route != "*" && m == NoRoute:
			t.Errorf("%s: the router shows %s; the server reads no route", c.Path, c.Route)
		case m == Route && !strings.Contains(c.Route, ":") && spelled != c.Route:
			t.Errorf("%s: the router shows %s; the server reads %s", c.Path, c.Route, spelled)
		case m == ImpossibleParam && c.Route != "/blog/:id":
			t.Errorf("%s: the server reads an impossible id for %s", c.Path, c.Route)
		}
	}
}
