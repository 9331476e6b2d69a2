package format

import (
	"errors"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/microjit/microjit/langs/prolog/arith"
	"github.com/microjit/microjit/langs/prolog/term"
)

// Style is how a Host writes a term.
type Style uint8

const (
	Write     Style = iota // write/1: ~w, and ~a of a non-atom
	Writeq                 // writeq/1: ~q
	Print                  // print/1: ~p
	Canonical              // write_canonical/1: ~k
)

// Host writes terms for Format with the solver's current operators and
// flags (and portray/1 hooks for Print), and runs ~@'s goals.
type Host interface {
	// Text is t written in style s, starting at column; on an error,
	// the text written before it and the error.
	Text(t term.Term, s Style, column int) (string, error)
	// Call runs goal once with its output captured, starting at column:
	// the text it wrote (also when it failed or raised an error), whether
	// it succeeded, and its error.
	Call(goal term.Term, column int) (string, bool, error)
}

// ErrFailed is Format's error when a ~@ goal failed: format/2 fails
// after writing the text before it.
var ErrFailed = errors.New("format: the goal of ~@ failed")

// Defaults of the numeric argument.
const (
	defaultDigits   = 6 // ~e ~f ~g
	defaultColumns  = 8 // ~+
	defaultRadix    = 8 // ~r
	maxRadix        = 36
	groupSeparator  = ","
	groupDigits     = 3
	defaultFillChar = ' '
	// maxNumericArg bounds a numeric argument (a count, a column, a
	// number of digits), so that one directive cannot ask for gigabytes.
	maxNumericArg = 1 << 24
)

// Args returns format/2's argument list: the elements of a proper list,
// or the term itself as the only argument (as SWI-Prolog does).
func Args(t term.Term) []term.Term {
	var items []term.Term
	for l := t; ; {
		if l == term.Nil {
			return items
		}
		c, ok := term.IsCons(l)
		if !ok {
			return []term.Term{t}
		}
		items = append(items, c.Args[0])
		l = c.Args[1]
	}
}

// Format interprets control with args. column is the output's current
// column, where the text will start. On an error it returns the text
// before the directive that failed, which format/2 still writes.
func Format(h Host, column int, control string, args []term.Term) (string, error) {
	f := &formatter{host: h, args: args, segCol: column}
	err := f.run(control)
	if err == nil && len(f.args) > 0 {
		err = formatError("too many arguments")
	}
	f.out.WriteString(string(f.seg))
	return f.out.String(), err
}

// formatter is the state of one Format call.
type formatter struct {
	host     Host
	args     []term.Term
	out      strings.Builder // text before the pending segment
	seg      []rune          // the text since the last column stop
	fills    []fill          // fill points in seg
	segCol   int             // the column where seg starts
	lastStop int             // the column of the last column stop
}

// fill is a ~t fill point: where in seg, and with which character.
type fill struct {
	at   int
	char rune
}

// emit adds s to the output; a newline ends the pending segment.
func (f *formatter) emit(s string) {
	if i := strings.LastIndexByte(s, '\n'); i >= 0 {
		f.out.WriteString(string(f.seg))
		f.out.WriteString(s[:i+1])
		f.seg, f.fills, f.segCol, f.lastStop = f.seg[:0], f.fills[:0], 0, 0
		s = s[i+1:]
	}
	f.seg = append(f.seg, []rune(s)...)
}

// columnStop pads the pending segment to target and starts a new one.
func (f *formatter) columnStop(target int) {
	end := f.segCol + len(f.seg)
	if pad := target - end; pad > 0 {
		f.pad(pad)
		end = target
	}
	f.out.WriteString(string(f.seg))
	f.seg, f.fills, f.segCol, f.lastStop = f.seg[:0], f.fills[:0], end, end
}

// pad inserts n fill characters at the fill points (at the end when
// there are none), the remainder of an unequal share going to the last.
func (f *formatter) pad(n int) {
	if len(f.fills) == 0 {
		f.fills = append(f.fills, fill{at: len(f.seg), char: defaultFillChar})
	}
	k := len(f.fills)
	var padded []rune
	prev := 0
	for i, fl := range f.fills {
		padded = append(padded, f.seg[prev:fl.at]...)
		share := n / k
		if i >= k-n%k {
			share++
		}
		for range share {
			padded = append(padded, fl.char)
		}
		prev = fl.at
	}
	f.seg = append(padded, f.seg[prev:]...)
}

// column is the column the output is at.
func (f *formatter) column() int { return f.segCol + len(f.seg) }

// next takes the next argument.
func (f *formatter) next() (term.Term, error) {
	if len(f.args) == 0 {
		return nil, formatError("not enough arguments")
	}
	a := f.args[0]
	f.args = f.args[1:]
	return a, nil
}

// run interprets the control text.
func (f *formatter) run(control string) error {
	for i := 0; i < len(control); {
		r, size := utf8.DecodeRuneInString(control[i:])
		i += size
		if r != '~' {
			f.emit(string(r))
			continue
		}
		n, hasN, rest, err := f.numericArg(control[i:])
		if err != nil {
			return err
		}
		i = len(control) - len(rest)
		if i >= len(control) {
			return formatError("truncated format specification")
		}
		d, size := utf8.DecodeRuneInString(control[i:])
		i += size
		if err := f.directive(d, n, hasN); err != nil {
			return err
		}
	}
	return nil
}

// numericArg reads the optional numeric argument of a directive: digits,
// * (the next argument) or `c (c's code).
func (f *formatter) numericArg(s string) (n int, ok bool, rest string, err error) {
	switch {
	case strings.HasPrefix(s, "*"):
		a, err := f.next()
		if err != nil {
			return 0, false, s, err
		}
		v, isInt := a.(term.Int)
		if !isInt || v < 0 {
			return 0, false, s, formatError("no or negative integer for `*' argument")
		}
		if v > maxNumericArg {
			return 0, false, s, formatError("numeric argument too large")
		}
		return int(v), true, s[1:], nil
	case strings.HasPrefix(s, "`") && len(s) > 1:
		r, size := utf8.DecodeRuneInString(s[1:])
		return int(r), true, s[1+size:], nil
	}
	end := 0
	for end < len(s) && '0' <= s[end] && s[end] <= '9' {
		end++
	}
	if end == 0 {
		return 0, false, s, nil
	}
	v, err := strconv.Atoi(s[:end])
	if err != nil || v > maxNumericArg {
		return 0, false, s, formatError("numeric argument too large")
	}
	return v, true, s[end:], nil
}

// directive runs one directive d with its numeric argument n (hasN says
// whether there was one).
func (f *formatter) directive(d rune, n int, hasN bool) error {
	or := func(def int) int {
		if hasN {
			return n
		}
		return def
	}
	switch d {
	case '~':
		f.emit("~")
	case 'n':
		f.emit(strings.Repeat("\n", or(1)))
	case 'N': // a newline unless at the start of a line
		if f.segCol+len(f.seg) != 0 {
			f.emit("\n")
		}
	case 't':
		f.fills = append(f.fills, fill{at: len(f.seg), char: rune(or(defaultFillChar))})
	case '|':
		f.columnStop(or(f.segCol + len(f.seg)))
	case '+':
		f.columnStop(f.lastStop + or(defaultColumns))
	case 'i':
		_, err := f.next()
		return err
	case 'w', 'p', 'q', 'k':
		return f.term(d)
	case '@':
		return f.call()
	case 'a':
		return f.atomic()
	case 'c':
		return f.char(or(1))
	case 's':
		return f.codes()
	case 'd', 'D':
		return f.integer(or(0), d == 'D')
	case 'r', 'R':
		return f.radix(or(defaultRadix), d == 'R')
	case 'e', 'f', 'g':
		return f.float(byte(d), or(defaultDigits))
	default:
		return &arith.Error{Formal: term.New("existence_error", term.Intern("format_character"), term.Intern(string(d)))}
	}
	return nil
}

// styles maps the term directives to how the host writes them.
var styles = map[rune]Style{'w': Write, 'p': Print, 'q': Writeq, 'k': Canonical}

func (f *formatter) term(d rune) error {
	a, err := f.next()
	if err != nil {
		return err
	}
	s, err := f.host.Text(a, styles[d], f.column())
	f.emit(s)
	return err
}

// call is ~@: the next argument is a goal, run once, whose output goes in
// here (its bindings undone, as SWI-Prolog does); the numeric argument is
// ignored.
func (f *formatter) call() error {
	a, err := f.next()
	if err != nil {
		return err
	}
	s, ok, err := f.host.Call(a, f.column())
	f.emit(s)
	if err == nil && !ok {
		err = ErrFailed
	}
	return err
}

// atomic is ~a: an atom's name, or any atomic term as write/1 writes it.
func (f *formatter) atomic() error {
	a, err := f.next()
	if err != nil {
		return err
	}
	switch x := a.(type) {
	case term.Atom:
		f.emit(x.Name())
		return nil
	case term.String:
		f.emit(string(x))
		return nil
	case *term.Var:
		return arith.ErrInstantiation
	case *term.Compound:
		return arith.TypeError("atomic", a)
	}
	n, _ := arith.FromTerm(a)
	f.emit(n.String())
	return nil
}

// char is ~Nc: a character code, n times.
func (f *formatter) char(n int) error {
	a, err := f.next()
	if err != nil {
		return err
	}
	code, err := charCode(a)
	if err != nil {
		return err
	}
	f.emit(strings.Repeat(string(code), n))
	return nil
}

// charCode is the character whose code t is.
func charCode(t term.Term) (rune, error) {
	switch x := t.(type) {
	case *term.Var:
		return 0, arith.ErrInstantiation
	case term.Int:
		if x < 0 || x > utf8.MaxRune {
			return 0, &arith.Error{Formal: term.New("representation_error", term.Intern("character_code"))}
		}
		return rune(x), nil
	}
	return 0, arith.TypeError("integer", t)
}

// codes is ~s: a list of character codes or characters, or a string.
func (f *formatter) codes() error {
	a, err := f.next()
	if err != nil {
		return err
	}
	if s, ok := a.(term.String); ok {
		f.emit(string(s))
		return nil
	}
	var b strings.Builder
	for l := a; l != term.Nil; {
		c, ok := term.IsCons(l)
		if !ok {
			if _, isVar := l.(*term.Var); isVar {
				return arith.ErrInstantiation
			}
			return arith.TypeError("list", a)
		}
		switch x := c.Args[0].(type) {
		case term.Atom:
			if utf8.RuneCountInString(x.Name()) != 1 {
				return arith.TypeError("character", x)
			}
			b.WriteString(x.Name())
		default:
			r, err := charCode(x)
			if err != nil {
				return err
			}
			b.WriteRune(r)
		}
		l = c.Args[1]
	}
	f.emit(b.String())
	return nil
}

// evaluate takes the next argument and evaluates it as is/2 does.
func (f *formatter) evaluate() (arith.Num, error) {
	a, err := f.next()
	if err != nil {
		return arith.Num{}, err
	}
	return arith.EvalTerm(a)
}

// integer is ~Nd and ~ND.
func (f *formatter) integer(point int, group bool) error {
	n, err := f.evaluate()
	if err != nil {
		return err
	}
	v, ok := n.BigInt()
	if !ok {
		return arith.TypeError("integer", n.Term())
	}
	sign := ""
	if v.Sign() < 0 {
		sign = "-"
		v.Neg(v)
	}
	digits := v.String()
	if len(digits) <= point {
		digits = strings.Repeat("0", point-len(digits)+1) + digits
	}
	whole, frac := digits[:len(digits)-point], digits[len(digits)-point:]
	if group {
		whole = groupThousands(whole)
	}
	if point > 0 {
		whole += "." + frac
	}
	f.emit(sign + whole)
	return nil
}

// groupThousands puts a separator between groups of three digits.
func groupThousands(digits string) string {
	var b strings.Builder
	for i, c := range digits {
		if i > 0 && (len(digits)-i)%groupDigits == 0 {
			b.WriteString(groupSeparator)
		}
		b.WriteRune(c)
	}
	return b.String()
}

// radix is ~Nr and ~NR.
func (f *formatter) radix(base int, upper bool) error {
	n, err := f.evaluate()
	if err != nil {
		return err
	}
	v, ok := n.BigInt()
	if !ok {
		return arith.TypeError("integer", n.Term())
	}
	if base < 2 || base > maxRadix {
		return &arith.Error{Formal: term.New("domain_error", term.Intern("radix"), term.Int(base))}
	}
	s := v.Text(base)
	if upper {
		s = strings.ToUpper(s)
	}
	f.emit(s)
	return nil
}

// float is ~Ne, ~Nf and ~Ng, as C's printf; ~f prints integers exactly.
func (f *formatter) float(verb byte, digits int) error {
	n, err := f.evaluate()
	if err != nil {
		return err
	}
	if v, ok := n.BigInt(); ok && verb == 'f' {
		s := v.String()
		if digits > 0 {
			s += "." + strings.Repeat("0", digits)
		}
		f.emit(s)
		return nil
	}
	x, err := arith.Eval("float", []arith.Num{n})
	if err != nil {
		return err
	}
	v, _ := x.Float64()
	if verb == 'g' && digits == 0 {
		digits = 1
	}
	f.emit(strconv.FormatFloat(v, verb, digits, 64))
	return nil
}

func formatError(msg string) error {
	return &arith.Error{Formal: term.New("format", term.Intern(msg))}
}
