// Package negotiate picks a response's content coding from the request's
// Accept-Encoding field, as RFC 9110 (section 12.5.3) asks. It imports
// nothing of Caddy's: a fuzz target instruments every package in its test
// binary, and here that binary is small.
//
// Caddy's encode.AcceptedEncodings reads the same field, but it allocates
// its answer on every request and gives "*" and "identity" no meaning; this
// runs on every request the spa module answers, and honours both.
package negotiate

import (
	"strconv"
	"strings"

	"github.com/chowkstudio/studio/spa/internal/ascii"
)

// ows is HTTP's optional whitespace: spaces and tabs, nothing else.
const ows = " \t"

// MaxOffered is how many codings Encoding weighs; more are never chosen.
const MaxOffered = 8

// Encoding returns the coding of offered that the Accept-Encoding field
// lines accept with the highest weight. offered is in the server's order of
// preference, best first, and breaks ties: "gzip, br" gets br when offered
// is br, zstd, gzip, but "gzip, br;q=0.5" gets gzip.
//
// It returns "" for no coding (identity) when no field was sent, when no
// offered coding is acceptable (weight 0, or not listed and no "*"), or when
// identity is weighted above every acceptable one ("br;q=0.5, identity").
// Names and the "q" parameter are ASCII case-insensitive ("zſtd" is not
// zstd); field lines are one comma-separated list; a coding listed twice
// takes its last weight; a weight that is not a number from 0 to 1 counts
// as 1, as Caddy's encode handler reads it.
//
// It runs on every request, so it reads the lines in place and does not
// allocate (unless a weight fails to parse).
func Encoding(lines []string, offered []string) string {
	if len(lines) == 0 || len(offered) == 0 {
		return ""
	}
	n := min(len(offered), MaxOffered)
	var weight [MaxOffered]float64
	var listed [MaxOffered]bool
	star, starListed := 0.0, false
	identity, identityListed := 0.0, false
	for _, line := range lines {
		for rest := line; rest != ""; {
			var item string
			item, rest, _ = strings.Cut(rest, ",")
			name, params, _ := strings.Cut(item, ";")
			name = strings.Trim(name, ows)
			if name == "" {
				continue
			}
			q := weightOf(params)
			switch {
			case name == "*":
				star, starListed = q, true
			case ascii.EqualFold(name, "identity"):
				identity, identityListed = q, true
			default:
				for i := range n {
					if ascii.EqualFold(name, offered[i]) {
						weight[i], listed[i] = q, true
					}
				}
			}
		}
	}

	best, bestQ := "", 0.0
	for i := range n {
		q, ok := weight[i], listed[i]
		if !ok {
			q, ok = star, starListed
		}
		if ok && q > bestQ { // strictly: an equal weight keeps the earlier, preferred coding
			best, bestQ = offered[i], q
		}
	}
	// "*" stands for identity too when identity is not named. Unweighted
	// (neither listed), identity is acceptable but never preferred.
	if !identityListed {
		identity, identityListed = star, starListed
	}
	if identityListed && identity > bestQ {
		return ""
	}
	return best
}

// weightOf reads the weight from a coding's parameters (" q=0.5"), 1 when
// there is none or it is not a number from 0 to 1.
func weightOf(params string) float64 {
	first, _, _ := strings.Cut(params, ";")
	first = strings.Trim(first, ows)
	if len(first) < 2 || !ascii.EqualFold(first[:2], "q=") {
		return 1
	}
	q, err := strconv.ParseFloat(first[2:], 64)
	if err != nil || !(q >= 0 && q <= 1) { // NaN fails both comparisons
		return 1
	}
	return q
}
