//go:build linux

package main

import (
	"errors"
	"math"
	"testing"
)

// Each probe must measure something: a positive, finite figure, or an error.
func TestEachProbeGivesAPositiveFigure(t *testing.T) {
	fault, err := pageFaultNanos(1 << 20)
	if err != nil {
		t.Fatal(err)
	}
	start, err := processStartMicros(2)
	if err != nil {
		t.Fatal(err)
	}
	trip, err := pipeRoundTripMicros(10)
	if err != nil {
		t.Fatal(err)
	}
	for name, v := range map[string]float64{"page fault": fault, "process start": start, "system call": syscallNanos(1000), "pipe round trip": trip, "memory read": memoryReadNanos(1<<20, 10_000), "sha256": sha256MBps(1 << 20)} {
		if !(v > 0) || math.IsInf(v, 0) {
			t.Errorf("%s: %v, want a positive finite figure", name, v)
		}
	}
	if model := cpuModel(); model == "" {
		t.Error("empty CPU model")
	}
}

func TestMedianIsTheMiddleRoundAndStopsAtAnError(t *testing.T) {
	values := []float64{5, 1, 9, 3, 7}
	i := 0
	got, err := median(len(values), func() (float64, error) { i++; return values[i-1], nil })
	if err != nil || got != 5 {
		t.Errorf("median = %v, %v; want 5", got, err)
	}
	boom := errors.New("boom")
	if _, err := median(3, func() (float64, error) { return 0, boom }); !errors.Is(err, boom) {
		t.Errorf("err = %v, want boom", err)
	}
}
