package engine

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/microjit/microjit/jitcore/heap"
	"github.com/microjit/microjit/langs/prolog/syntax"
	"github.com/microjit/microjit/langs/prolog/term"
)

// format/1,2,3: the directives the benchmark programs and most code use
// (~w ~p ~q ~a ~d ~s ~e ~f ~g ~n ~c ~r ~t ~| ~+ ~i ~*c ~~).
func formatBuiltins(t builtinTable) {
	{
		t.add("format", 1, func(m *Machine, a []heap.Value) (bool, error) { return m.format(m.out(), a[0], m.s.Atom(term.Nil)) })
		t.add("format", 2, func(m *Machine, a []heap.Value) (bool, error) { return m.format(m.out(), a[0], a[1]) })
		t.add("format", 3, func(m *Machine, a []heap.Value) (bool, error) {
			st, err := m.streamArg(a[0], false)
			if err != nil {
				return false, err
			}
			return m.format(st, a[1], a[2])
		})
	}
}

func (m *Machine) format(st *stream, f, args heap.Value) (bool, error) {
	var text string
	fv := m.s.Deref(f)
	switch m.s.kindOf(fv) {
	case kindAtom:
		text = m.s.AtomOf(fv).Name()
	default:
		items, ok := m.listItems(fv)
		if !ok {
			return false, m.typeError("text", fv)
		}
		var err error
		if text, err = m.listText(items, true); err != nil {
			if text, err = m.listText(items, false); err != nil {
				return false, err
			}
		}
	}
	argv, ok := m.listItems(args)
	if !ok {
		argv = []heap.Value{args}
	}
	next := func() (heap.Value, error) {
		if len(argv) == 0 {
			return 0, isoError(term.New("format", term.Intern("not enough arguments")))
		}
		v := argv[0]
		argv = argv[1:]
		return m.s.Deref(v), nil
	}
	var out strings.Builder
	lineStart := 0
	var fill []int // column fill positions (~t) in the current segment
	segStart := 0
	rs := []rune(text)
	for i := 0; i < len(rs); i++ {
		c := rs[i]
		if c != '~' {
			out.WriteRune(c)
			if c == '\n' {
				lineStart = out.Len()
				segStart = out.Len()
				fill = nil
			}
			continue
		}
		i++
		if i >= len(rs) {
			return false, isoError(term.New("format", term.Intern("truncated format")))
		}
		num := -1
		if rs[i] == '*' {
			v, err := next()
			if err != nil {
				return false, err
			}
			n, err := m.intArg(v)
			if err != nil {
				return false, err
			}
			num = int(n)
			i++
		} else if rs[i] == '`' {
			num = int(rs[i+1])
			i += 2
		} else {
			j := i
			for j < len(rs) && rs[j] >= '0' && rs[j] <= '9' {
				j++
			}
			if j > i {
				num, _ = strconv.Atoi(string(rs[i:j]))
				i = j
			}
		}
		d := rs[i]
		switch d {
		case '~':
			out.WriteByte('~')
		case 'n':
			for range max(num, 1) {
				out.WriteByte('\n')
			}
			lineStart = out.Len()
			segStart = out.Len()
			fill = nil
		case 'w', 'p', 'q', 'a':
			v, err := next()
			if err != nil {
				return false, err
			}
			opts := syntax.WriteOpts
			if d == 'q' || d == 'p' {
				opts = syntax.WriteqOpts
			}
			if d == 'a' && m.s.kindOf(v) == kindVar {
				return false, instantiationError()
			}
			out.WriteString(m.formatTerm(v, opts))
		case 'd', 'D':
			v, err := next()
			if err != nil {
				return false, err
			}
			n, err := m.eval(v)
			if err != nil {
				return false, err
			}
			if n.isFloat {
				return false, m.typeError("integer", v)
			}
			s := n.asBig().String()
			neg := strings.HasPrefix(s, "-")
			s = strings.TrimPrefix(s, "-")
			if num > 0 {
				for len(s) <= num {
					s = "0" + s
				}
				s = s[:len(s)-num] + "." + s[len(s)-num:]
			}
			if d == 'D' {
				intPart, frac, _ := strings.Cut(s, ".")
				var g []string
				for len(intPart) > 3 {
					g = append([]string{intPart[len(intPart)-3:]}, g...)
					intPart = intPart[:len(intPart)-3]
				}
				g = append([]string{intPart}, g...)
				s = strings.Join(g, ",")
				if frac != "" {
					s += "." + frac
				}
			}
			if neg {
				s = "-" + s
			}
			out.WriteString(s)
		case 'f', 'e', 'g':
			v, err := next()
			if err != nil {
				return false, err
			}
			n, err := m.eval(v)
			if err != nil {
				return false, err
			}
			if num < 0 {
				num = 6
			}
			out.WriteString(fmt.Sprintf("%."+strconv.Itoa(num)+string(d), n.asFloat()))
		case 's':
			v, err := next()
			if err != nil {
				return false, err
			}
			items, _ := m.listItems(v)
			s, err := m.listText(items, true)
			if err != nil {
				if s, err = m.listText(items, false); err != nil {
					return false, err
				}
			}
			out.WriteString(s)
		case 'c':
			v, err := next()
			if err != nil {
				return false, err
			}
			n, err := m.intArg(v)
			if err != nil {
				return false, err
			}
			for range max(num, 1) {
				out.WriteRune(rune(n))
			}
		case 'r':
			v, err := next()
			if err != nil {
				return false, err
			}
			n, err := m.eval(v)
			if err != nil {
				return false, err
			}
			out.WriteString(n.asBig().Text(num))
		case 'i':
			if _, err := next(); err != nil {
				return false, err
			}
		case 't':
			fill = append(fill, out.Len())
		case '|', '+':
			cur := runeCount(out.String()[lineStart:])
			col := num
			segCol := runeCount(out.String()[lineStart:segStart])
			if d == '+' {
				if num < 0 {
					num = 8
				}
				col = segCol + num
			} else if num < 0 {
				col = cur
			}
			if pad := col - cur; pad > 0 {
				s := out.String()
				pos := segStart
				if len(fill) > 0 {
					pos = fill[0]
				} else if d == '+' {
					pos = segStart // right-align: pad before the text
				} else {
					pos = len(s)
				}
				out.Reset()
				out.WriteString(s[:pos] + strings.Repeat(" ", pad) + s[pos:])
			}
			segStart = out.Len()
			fill = nil
		default:
			return false, isoError(term.New("format", term.Intern("unknown directive ~"+string(d))))
		}
	}
	return true, m.write(st, out.String())
}
