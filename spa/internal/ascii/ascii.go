// Package ascii compares the ASCII words of HTTP and of the app's routes.
package ascii

// EqualFold reports whether a and b are equal when ASCII letters are read
// in either case. Nothing else folds: strings.EqualFold would also match
// the long s "ſ" to "s" and the Kelvin sign to "k", which neither HTTP's
// tokens nor the app's router do.
func EqualFold(a, b string) bool {
	if len(a) != len(b) {
		return false
	}
	for i := 0; i < len(a); i++ {
		if lower(a[i]) != lower(b[i]) {
			return false
		}
	}
	return true
}

func lower(c byte) byte {
	if 'A' <= c && c <= 'Z' {
		return c + ('a' - 'A')
	}
	return c
}
