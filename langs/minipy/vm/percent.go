package vm

import (
	"strings"
)

// percentFormat is str % args (printf-style formatting).
func (vm *VM) percentFormat(f string, arg Value) (Value, error) {
	var args []Value
	var mapping Value = Null
	if t, ok := vm.obj(arg).(*Tuple); ok && arg.IsHandle() {
		args = t.items
	} else if _, ok := vm.obj(arg).(*Dict); ok && arg.IsHandle() {
		mapping = arg
		args = []Value{arg}
	} else {
		args = []Value{arg}
	}
	next := 0
	take := func() (Value, error) {
		if next >= len(args) {
			return 0, vm.raise(vm.types.TypeError, "not enough arguments for format string")
		}
		next++
		return args[next-1], nil
	}
	var b strings.Builder
	for i := 0; i < len(f); i++ {
		if f[i] != '%' {
			b.WriteByte(f[i])
			continue
		}
		i++
		if i >= len(f) {
			return 0, vm.raise(vm.types.ValueError, "incomplete format")
		}
		var v Value
		hasV := false
		if f[i] == '(' {
			j := strings.IndexByte(f[i:], ')')
			if j < 0 || mapping == Null {
				if mapping == Null {
					return 0, vm.raise(vm.types.TypeError, "format requires a mapping")
				}
				return 0, vm.raise(vm.types.ValueError, "incomplete format key")
			}
			key := f[i+1 : i+j]
			var err error
			if v, err = vm.getItem(mapping, vm.str(key)); err != nil {
				return 0, err
			}
			hasV = true
			i += j + 1
		}
		// flags, width, precision
		start := i
		for i < len(f) && strings.IndexByte("-+ #0", f[i]) >= 0 {
			i++
		}
		flags := f[start:i]
		width := ""
		if i < len(f) && f[i] == '*' {
			w, err := take()
			if err != nil {
				return 0, err
			}
			n, err := vm.toInt(w)
			if err != nil {
				return 0, err
			}
			width = itoa(n)
			i++
		} else {
			ws := i
			for i < len(f) && f[i] >= '0' && f[i] <= '9' {
				i++
			}
			width = f[ws:i]
		}
		prec := ""
		if i < len(f) && f[i] == '.' {
			i++
			if i < len(f) && f[i] == '*' {
				p, err := take()
				if err != nil {
					return 0, err
				}
				n, err := vm.toInt(p)
				if err != nil {
					return 0, err
				}
				prec = "." + itoa(n)
				i++
			} else {
				ps := i
				for i < len(f) && f[i] >= '0' && f[i] <= '9' {
					i++
				}
				prec = "." + f[ps:i]
				if prec == "." {
					prec = ".0"
				}
			}
		}
		for i < len(f) && (f[i] == 'l' || f[i] == 'h' || f[i] == 'L') {
			i++
		}
		if i >= len(f) {
			return 0, vm.raise(vm.types.ValueError, "incomplete format")
		}
		conv := f[i]
		if conv == '%' {
			b.WriteByte('%')
			continue
		}
		if !hasV {
			var err error
			if v, err = take(); err != nil {
				return 0, err
			}
		}
		align := ">"
		if strings.Contains(flags, "-") {
			align = "<"
		}
		sign := ""
		if strings.Contains(flags, "+") {
			sign = "+"
		} else if strings.Contains(flags, " ") {
			sign = " "
		}
		zero := ""
		if strings.Contains(flags, "0") && align == ">" {
			zero = "0"
		}
		alt := ""
		if strings.Contains(flags, "#") {
			alt = "#"
		}
		var s string
		var err error
		switch conv {
		case 's', 'r', 'a':
			if conv == 's' {
				s, err = vm.strOf(v)
			} else {
				s, err = vm.reprOf(v)
				if conv == 'a' {
					s = asciiEscape(s)
				}
			}
			if err != nil {
				return 0, err
			}
			if prec != "" {
				n := atoi(prec[1:])
				if r := []rune(s); len(r) > n {
					s = string(r[:n])
				}
			}
			s, err = vm.format(vm.str(s), align+width)
		case 'd', 'i', 'u':
			k := vm.numKindOf(v)
			if k == numNone {
				return 0, vm.raise(vm.types.TypeError, "%%%c format: a real number is required, not %s", conv, vm.typeName(v))
			}
			if k == numFloat {
				if v, err = vm.toIntValue(v, Null); err != nil {
					return 0, err
				}
			}
			s, err = vm.format(v, align+sign+zero+width+"d")
		case 'x', 'X', 'o':
			if k := vm.numKindOf(v); k != numSmall && k != numBig {
				return 0, vm.raise(vm.types.TypeError, "%%%c format: an integer is required, not %s", conv, vm.typeName(v))
			}
			s, err = vm.format(v, align+sign+alt+zero+width+string(conv))
		case 'e', 'E', 'f', 'F', 'g', 'G':
			if vm.numKindOf(v) == numNone {
				return 0, vm.raise(vm.types.TypeError, "must be real number, not %s", vm.typeName(v))
			}
			if prec == "" {
				prec = ".6"
			}
			s, err = vm.format(v, align+sign+alt+zero+width+prec+string(conv))
		case 'c':
			if cs, ok := vm.strValue(v); ok {
				s = cs
			} else {
				n, err2 := vm.toInt(v)
				if err2 != nil {
					return 0, err2
				}
				s = string(rune(n))
			}
			s, err = vm.format(vm.str(s), align+width)
		default:
			return 0, vm.raise(vm.types.ValueError, "unsupported format character '%c' (0x%x) at index %d", conv, conv, i)
		}
		if err != nil {
			return 0, err
		}
		b.WriteString(s)
	}
	if next < len(args) && mapping == Null {
		return 0, vm.raise(vm.types.TypeError, "not all arguments converted during string formatting")
	}
	return vm.str(b.String()), nil
}

func itoa(n int64) string {
	neg := n < 0
	if neg {
		n = -n
	}
	s := ""
	for {
		s = string(rune('0'+n%10)) + s
		n /= 10
		if n == 0 {
			break
		}
	}
	if neg {
		s = "-" + s
	}
	return s
}

func atoi(s string) int {
	n := 0
	for _, c := range s {
		n = n*10 + int(c-'0')
	}
	return n
}
