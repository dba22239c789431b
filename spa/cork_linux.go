package spa

import (
	"cmp"
	"syscall"
)

// setCork sets or clears TCP_CORK on the socket.
func setCork(sock syscall.RawConn, on bool) error {
	v := 0
	if on {
		v = 1
	}
	var err error
	ctlErr := sock.Control(func(fd uintptr) {
		err = syscall.SetsockoptInt(int(fd), syscall.IPPROTO_TCP, syscall.TCP_CORK, v)
	})
	return cmp.Or(ctlErr, err)
}
