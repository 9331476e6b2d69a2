package fileiomod

import (
	"os"
	"strings"
)

// openMode is a parsed open() mode string.
type openMode struct {
	text                  bool
	read, write, append   bool
	create, truncate, exc bool
	plus                  bool
}

// parseMode reads mode as io.open does; the error is ValueError's
// message.
func parseMode(mode string) (openMode, string) {
	var m openMode
	seen := map[rune]bool{}
	kinds := 0
	for _, c := range mode {
		if !strings.ContainsRune("rwxabt+", c) || seen[c] {
			return m, "invalid mode: '" + mode + "'"
		}
		seen[c] = true
		switch c {
		case 'r':
			m.read = true
			kinds++
		case 'w':
			m.write, m.create, m.truncate = true, true, true
			kinds++
		case 'x':
			m.write, m.create, m.exc = true, true, true
			kinds++
		case 'a':
			m.write, m.create, m.append = true, true, true
			kinds++
		case '+':
			m.plus = true
		}
	}
	if seen['t'] && seen['b'] {
		return m, "can't have text and binary mode at once"
	}
	if kinds != 1 {
		return m, "must have exactly one of create/read/write/append mode"
	}
	if m.plus {
		m.read, m.write = true, true
	}
	m.text = !seen['b']
	return m, ""
}

// flags are the os.OpenFile flags of m.
func (m openMode) flags() int {
	f := os.O_RDONLY
	switch {
	case m.read && m.write:
		f = os.O_RDWR
	case m.write:
		f = os.O_WRONLY
	}
	if m.create {
		f |= os.O_CREATE
	}
	if m.truncate {
		f |= os.O_TRUNC
	}
	if m.exc {
		f |= os.O_EXCL
	}
	if m.append {
		f |= os.O_APPEND
	}
	return f
}

// rawMode is the mode a binary file shows (FileIO's): the kind, then
// "b", then "+" when it reads and writes.
func (m openMode) rawMode() string {
	k := "r"
	switch {
	case m.exc:
		k = "x"
	case m.append:
		k = "a"
	case m.create:
		k = "w"
	}
	if m.plus {
		return k + "b+"
	}
	return k + "b"
}

// className is the class of a file opened with m.
func (m openMode) className() string {
	switch {
	case m.text:
		return "TextIOWrapper"
	case m.read && m.write:
		return "BufferedRandom"
	case m.write:
		return "BufferedWriter"
	}
	return "BufferedReader"
}
