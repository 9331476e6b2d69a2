package lang

import "syscall"

// Strerror is C's strerror for errno, as CPython's OSError and
// SWI-Prolog's I/O errors quote it ("No space left on device"): Go's
// text with C's capital.
func Strerror(errno syscall.Errno) string {
	s := errno.Error()
	if s == "" {
		return "Unknown error"
	}
	if 'a' <= s[0] && s[0] <= 'z' {
		return string(s[0]-'a'+'A') + s[1:]
	}
	return s
}
