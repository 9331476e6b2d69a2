package text

import (
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/microjit/microjit/jitcore/heap"
	"github.com/microjit/microjit/langs/prolog/engine"
	"github.com/microjit/microjit/langs/prolog/term"
)

// writef is writef/1,2 (args 0: none): the text with %w (write), %p
// (print), %d (an integer), %s (a list of codes or characters) and the
// column forms %Nl, %Nr, %Nc (the argument written left-aligned,
// right-aligned or centred in N columns) replaced by the arguments in
// turn, and the two-character sequences \n and \l written as a newline
// (SWI-Prolog: a directive without an argument left, or %s of a
// non-list, is written as it is).
func writef(m *engine.Machine, f, args heap.Value) (bool, error) {
	format, err := textOf(m, f)
	if err != nil {
		return false, err
	}
	var items []heap.Value
	if args != 0 {
		var ok bool
		if items, ok = m.ListItems(args); !ok {
			items = []heap.Value{args}
		}
	}
	var b strings.Builder
	next := func() (heap.Value, bool) {
		if len(items) == 0 {
			return 0, false
		}
		v := items[0]
		items = items[1:]
		return v, true
	}
	for i := 0; i < len(format); {
		c := format[i]
		switch {
		case c == '\\' && i+1 < len(format) && (format[i+1] == 'n' || format[i+1] == 'l'):
			b.WriteByte('\n')
			i += 2
			continue
		case c != '%' || i+1 == len(format):
			b.WriteByte(c)
			i++
			continue
		}
		j := i + 1
		for j < len(format) && '0' <= format[j] && format[j] <= '9' {
			j++
		}
		if j == len(format) {
			b.WriteString(format[i:])
			break
		}
		width, _ := strconv.Atoi(format[i+1 : j])
		directive := format[i : j+1]
		var text string
		switch d := format[j]; {
		case j == i+1 && (d == 'w' || d == 'p' || d == 'd'):
			hv, have := next()
			if !have {
				text = directive
				break
			}
			text = m.Format(hv, d == 'p')
		case j == i+1 && d == 's':
			hv, have := next()
			s, err := textOf(m, hv)
			if _, isList := m.Term(hv).(*term.Compound); !have || err != nil || !isList {
				text = directive
				break
			}
			text = s
		case j > i+1 && (d == 'l' || d == 'r' || d == 'c'):
			hv, have := next()
			if !have {
				text = directive
				break
			}
			text = pad(m.Format(hv, false), width, d)
		default:
			text = directive
		}
		b.WriteString(text)
		i = j + 1
	}
	return true, m.WriteOutput(b.String())
}

// pad is s in width columns: left-aligned (l), right-aligned (r) or
// centred (c, the extra space on the right).
func pad(s string, width int, align byte) string {
	n := width - utf8.RuneCountInString(s)
	if n <= 0 {
		return s
	}
	switch align {
	case 'l':
		return s + strings.Repeat(" ", n)
	case 'r':
		return strings.Repeat(" ", n) + s
	}
	left := (n + 1) / 2
	return strings.Repeat(" ", left) + s + strings.Repeat(" ", n-left)
}
