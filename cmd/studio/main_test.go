package main

import (
	"runtime/debug"
	"testing"
)

func gcPercent() int {
	p := debug.SetGCPercent(100)
	debug.SetGCPercent(p)
	return p
}

func TestGCPercentDefaultsTo400(t *testing.T) {
	defer debug.SetGCPercent(gcPercent())
	debug.SetGCPercent(100)
	tuneGC(func(string) string { return "" })
	if got := gcPercent(); got != defaultGCPercent {
		t.Fatalf("GOGC unset: GC percent %d, want %d", got, defaultGCPercent)
	}
}

func TestGCPercentFromTheEnvironmentWins(t *testing.T) {
	defer debug.SetGCPercent(gcPercent())
	debug.SetGCPercent(150) // what the runtime would have read from GOGC=150
	tuneGC(func(k string) string {
		if k == "GOGC" {
			return "150"
		}
		return ""
	})
	if got := gcPercent(); got != 150 {
		t.Fatalf("GOGC=150: GC percent %d, want 150", got)
	}
}
