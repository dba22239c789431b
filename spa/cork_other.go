//go:build !linux

package spa

import (
	"errors"
	"syscall"
)

// setCork is Linux only (BSD's TCP_NOPUSH behaves differently); elsewhere
// responses are written plainly.
func setCork(syscall.RawConn, bool) error { return errors.ErrUnsupported }
