package negotiate

import (
	"strconv"
	"strings"
	"testing"
)

// The order the spa module offers its precompressed copies in.
var all = []string{"br", "zstd", "gzip"}

func TestEncodingPicksTheHighestWeightedAcceptableCoding(t *testing.T) {
	cases := []struct {
		lines   []string
		offered []string
		want    string
	}{
		// No field, or nothing to offer: no coding.
		{nil, all, ""},
		{[]string{""}, all, ""},
		{[]string{"br"}, nil, ""},
		// Equal weights: the server's preference.
		{[]string{"gzip, deflate, br, zstd"}, all, "br"},
		{[]string{"gzip, zstd"}, all, "zstd"},
		{[]string{"gzip"}, all, "gzip"},
		{[]string{"br, gzip"}, []string{"gzip"}, "gzip"},
		// The highest weight wins over the server's preference (RFC 9110,
		// 12.5.3: "the acceptable content coding with the highest non-zero
		// qvalue is preferred").
		{[]string{"gzip;q=1.0, br;q=0.5"}, all, "gzip"},
		{[]string{"br;q=0.8, zstd;q=0.9, gzip;q=0.1"}, all, "zstd"},
		{[]string{"br;q=0.001, gzip;q=0.002"}, all, "gzip"},
		// Weight 0 refuses a coding.
		{[]string{"br;q=0, gzip"}, all, "gzip"},
		{[]string{"gzip;q=0"}, all, ""},
		{[]string{"gzip;q=0.000"}, all, ""},
		// Case-insensitive names and parameter; spaces and tabs around them.
		{[]string{"BR"}, all, "br"},
		{[]string{"gzip;Q=0, br;Q=0"}, all, ""},
		{[]string{" gzip ; q=0 ,\tbr\t"}, all, "br"},
		// Only ASCII folds: these are not codings of ours.
		{[]string{"zſtd"}, all, ""},
		{[]string{"\u00a0br"}, all, ""},
		// "*" weighs every coding not listed.
		{[]string{"*"}, all, "br"},
		{[]string{"*;q=0, gzip"}, all, "gzip"},
		{[]string{"br;q=0, *"}, all, "zstd"},
		{[]string{"gzip;q=0.5, *;q=0.1"}, all, "gzip"},
		// Identity weighed against the codings.
		{[]string{"identity"}, all, ""},
		{[]string{"br;q=0.5, identity"}, all, ""},
		{[]string{"br, identity"}, all, "br"},
		{[]string{"br;q=0.5, identity;q=0.4"}, all, "br"},
		{[]string{"br;q=0.5, *"}, all, "zstd"},
		{[]string{"br;q=0.5, *;q=0.6, zstd;q=0, gzip;q=0"}, all, ""},
		{[]string{"br;q=0.5, identity;q=0, *"}, all, "zstd"},
		// Several field lines make one list.
		{[]string{"gzip", "br"}, all, "br"},
		{[]string{"br", "br;q=0, gzip"}, all, "gzip"},
		// Listed twice: the last weight.
		{[]string{"gzip, gzip;q=0"}, all, ""},
		// Weights that are not a number from 0 to 1 count as 1.
		{[]string{"br;q=2, gzip"}, all, "br"},
		{[]string{"br;q=-1"}, all, "br"},
		{[]string{"gzip;q=NaN, br;q=0.5"}, all, "gzip"},
		{[]string{"gzip;q=, br;q=0.5"}, all, "gzip"},
		// A parameter other than q first: no weight.
		{[]string{"gzip;level=1;q=0"}, all, "gzip"},
		// Empty items and stray separators.
		{[]string{",,;q=0, ,gzip,"}, all, "gzip"},
	}
	for _, c := range cases {
		if got := Encoding(c.lines, c.offered); got != c.want {
			t.Errorf("Encoding(%q, %q) = %q, want %q", c.lines, c.offered, got, c.want)
		}
		if want := reference(c.lines, c.offered); want != c.want {
			t.Errorf("the fuzz reference: reference(%q, %q) = %q, want %q", c.lines, c.offered, want, c.want)
		}
	}
}

// Encoding runs on every request the spa module answers from memory.
func TestEncodingDoesNotAllocate(t *testing.T) {
	for _, h := range []string{"gzip, deflate, br, zstd", "br;q=0.5, gzip;q=1.0, *;q=0", "identity"} {
		lines := []string{h}
		if n := testing.AllocsPerRun(100, func() { _ = Encoding(lines, all) }); n != 0 {
			t.Errorf("Encoding(%q) allocated %.0f times per call", h, n)
		}
	}
}

// FuzzEncoding checks the in-place reading against reference, which splits
// the field into a map first and reads the same rules off it plainly.
func FuzzEncoding(f *testing.F) {
	for _, s := range []string{
		"gzip, deflate, br, zstd", "gzip;q=1.0, br;q=0.5", "br;q=0, *", "*;q=0, identity",
		"BR;Q=0.5, Gzip", "br;q=0.5, identity", " gzip ; q=0 ,\tbr\t", "gzip;q=NaN", "zſtd",
	} {
		f.Add(s, "")
		f.Add(s, "br;q=0")
	}
	f.Fuzz(func(t *testing.T, first, second string) {
		lines := []string{first}
		if second != "" {
			lines = append(lines, second)
		}
		got := Encoding(lines, all)
		if got != "" && got != "br" && got != "zstd" && got != "gzip" {
			t.Fatalf("Encoding(%q) = %q: not offered", lines, got)
		}
		if want := reference(lines, all); got != want {
			t.Fatalf("Encoding(%q) = %q, reference %q", lines, got, want)
		}
	})
}

// reference is the rule of Encoding's comment, written for reading rather
// than speed.
func reference(lines, offered []string) string {
	if len(lines) == 0 || len(offered) == 0 {
		return ""
	}
	weights := map[string]float64{} // by lower-case name; the last one listed
	for _, item := range strings.Split(strings.Join(lines, ","), ",") {
		fields := strings.Split(item, ";")
		name := strings.ToLower(strings.Trim(fields[0], " \t"))
		if name == "" || !isASCII(name) {
			continue // no coding of ours has another spelling
		}
		q := 1.0
		if len(fields) > 1 {
			p := strings.Trim(fields[1], " \t")
			if strings.HasPrefix(p, "q=") || strings.HasPrefix(p, "Q=") {
				if v, err := strconv.ParseFloat(p[2:], 64); err == nil && v >= 0 && v <= 1 {
					q = v
				}
			}
		}
		weights[name] = q
	}
	weightOf := func(name string) (float64, bool) {
		if q, ok := weights[name]; ok {
			return q, true
		}
		q, ok := weights["*"]
		return q, ok
	}
	best, bestQ := "", 0.0
	for _, c := range offered {
		if q, ok := weightOf(c); ok && q > bestQ {
			best, bestQ = c, q
		}
	}
	if q, ok := weightOf("identity"); ok && q > bestQ {
		return ""
	}
	return best
}

func isASCII(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] >= 0x80 {
			return false
		}
	}
	return true
}
