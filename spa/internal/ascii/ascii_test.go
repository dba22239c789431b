package ascii

import "testing"

func TestEqualFoldFoldsASCIILettersOnly(t *testing.T) {
	for _, c := range []struct {
		a, b string
		want bool
	}{
		{"gzip", "GZIP", true},
		{"Blog", "bLOG", true},
		{"", "", true},
		{"zstd", "zſtd", false}, // long s: strings.EqualFold says true
		{"k", "\u212a", false},  // Kelvin sign
		{"br", "bR ", false},    // lengths differ
		{"@[`{", "`{@[", false}, // the neighbours of the letters do not fold
		{"é", "É", false},       // nor letters outside ASCII
	} {
		if got := EqualFold(c.a, c.b); got != c.want {
			t.Errorf("EqualFold(%q, %q) = %v, want %v", c.a, c.b, got, c.want)
		}
	}
}
