package fileiomod

import (
	"fmt"
	"io"
	"io/fs"
	"strings"

	"github.com/microjit/microjit/langs/minipy/vm"
)

// defFileMethods defines the methods and properties of a file class.
func defFileMethods(v *VM, c *vm.Class) {
	method := func(name string, fn func(v *VM, f *file, a []Value) (Value, error)) {
		v.DefMethod(c, name, func(v *VM, a []Value, kw []string) (Value, error) {
			if len(kw) > 0 {
				return 0, v.Raise("TypeError", "%s() takes no keyword arguments", name)
			}
			f, err := state(v, a[0])
			if err != nil {
				return 0, err
			}
			return fn(v, f, a)
		})
	}
	method("read", func(v *VM, f *file, a []Value) (Value, error) {
		n, err := sizeArg(v, a, "read")
		if err == nil {
			err = f.reading(v)
		}
		if err != nil {
			return 0, err
		}
		if f.m.text {
			s, err := f.readText(v, n, false)
			return v.Str(s), err
		}
		b, err := f.readBytes(v, n)
		return v.Bytes(b), err
	})
	readline := func(v *VM, f *file, n int64) (Value, error) {
		if err := f.reading(v); err != nil {
			return 0, err
		}
		if f.m.text {
			s, err := f.readText(v, n, true)
			return v.Str(s), err
		}
		b, err := f.readLineBytes(v, n)
		return v.Bytes(b), err
	}
	method("readline", func(v *VM, f *file, a []Value) (Value, error) {
		n, err := sizeArg(v, a, "readline")
		if err != nil {
			return 0, err
		}
		return readline(v, f, n)
	})
	method("readlines", func(v *VM, f *file, a []Value) (Value, error) {
		hint, err := sizeArg(v, a, "readlines")
		if err != nil {
			return 0, err
		}
		var lines []Value
		total := int64(0)
		for hint <= 0 || total < hint {
			l, err := readline(v, f, -1)
			if err != nil {
				return 0, err
			}
			n, _ := v.Len(l)
			if n == 0 {
				break
			}
			lines = append(lines, l)
			total += int64(n)
		}
		return v.List(lines), nil
	})
	method("__next__", func(v *VM, f *file, a []Value) (Value, error) {
		l, err := readline(v, f, -1)
		if err != nil {
			return 0, err
		}
		if n, _ := v.Len(l); n == 0 {
			return 0, v.RaiseArgs("StopIteration")
		}
		return l, nil
	})
	method("__iter__", func(v *VM, f *file, a []Value) (Value, error) { return a[0], nil })
	method("__enter__", func(v *VM, f *file, a []Value) (Value, error) { return a[0], nil })
	write := func(v *VM, f *file, x Value) (int, error) {
		if err := f.writing(v); err != nil {
			return 0, err
		}
		if f.m.text {
			s, ok := v.AsStr(x)
			if !ok {
				return 0, v.Raise("TypeError", "write() argument must be str, not %s", v.TypeName(x))
			}
			b, err := v.Encode(f.translateOut(v, s), f.enc, f.errs)
			if err != nil {
				return 0, err
			}
			return len([]rune(s)), f.write(v, b)
		}
		b, ok := v.AsBytes(x)
		if !ok {
			return 0, v.Raise("TypeError", "a bytes-like object is required, not '%s'", v.TypeName(x))
		}
		return len(b), f.write(v, b)
	}
	method("write", func(v *VM, f *file, a []Value) (Value, error) {
		if err := v.CheckArgs("write", a[1:], nil, 1, 1); err != nil {
			return 0, err
		}
		n, err := write(v, f, a[1])
		return v.Int(int64(n)), err
	})
	method("writelines", func(v *VM, f *file, a []Value) (Value, error) {
		if err := v.CheckArgs("writelines", a[1:], nil, 1, 1); err != nil {
			return 0, err
		}
		lines, err := v.Iterate(a[1])
		if err != nil {
			return 0, err
		}
		for _, l := range lines {
			if _, err := write(v, f, l); err != nil {
				return 0, err
			}
		}
		return vm.None, nil
	})
	method("seek", func(v *VM, f *file, a []Value) (Value, error) {
		if err := v.CheckArgs("seek", a[1:], nil, 1, 2); err != nil {
			return 0, err
		}
		off, err := v.AsIndex(a[1])
		if err != nil {
			return 0, err
		}
		whence := int64(io.SeekStart)
		if len(a) > 2 {
			if whence, err = v.AsIndex(a[2]); err != nil {
				return 0, err
			}
		}
		if f.m.text && off != 0 && whence != io.SeekStart {
			what := map[int64]string{io.SeekCurrent: "cur", io.SeekEnd: "end"}[whence]
			if what != "" {
				return 0, unsupported(v, "can't do nonzero "+what+"-relative seeks")
			}
		}
		if whence < io.SeekStart || whence > io.SeekEnd {
			return 0, v.Raise("ValueError", "invalid whence (%d, should be 0, 1 or 2)", whence)
		}
		if whence == io.SeekCurrent {
			off -= int64(f.r.Buffered())
		}
		pos, err := f.f.Seek(off, int(whence))
		if err != nil {
			return 0, v.OSError(err)
		}
		f.r.Reset(f.f)
		return v.Int(pos), nil
	})
	method("tell", func(v *VM, f *file, a []Value) (Value, error) {
		pos, err := f.tell(v)
		return v.Int(pos), err
	})
	method("truncate", func(v *VM, f *file, a []Value) (Value, error) {
		if err := f.writing(v); err != nil {
			return 0, err
		}
		size, err := f.tell(v)
		if err != nil {
			return 0, err
		}
		if len(a) > 1 && a[1] != vm.None {
			if size, err = v.AsIndex(a[1]); err != nil {
				return 0, err
			}
		}
		if err := f.f.Truncate(size); err != nil {
			return 0, v.OSError(err)
		}
		return v.Int(size), nil
	})
	method("flush", func(v *VM, f *file, a []Value) (Value, error) { return vm.None, nil })
	method("fileno", func(v *VM, f *file, a []Value) (Value, error) { return v.Int(int64(f.f.Fd())), nil })
	method("readable", func(v *VM, f *file, a []Value) (Value, error) { return vm.Bool(f.m.read), nil })
	method("writable", func(v *VM, f *file, a []Value) (Value, error) { return vm.Bool(f.m.write), nil })
	method("seekable", func(v *VM, f *file, a []Value) (Value, error) {
		_, err := f.f.Seek(0, io.SeekCurrent)
		return vm.Bool(err == nil), nil
	})
	method("isatty", func(v *VM, f *file, a []Value) (Value, error) {
		fi, err := f.f.Stat()
		return vm.Bool(err == nil && fi.Mode()&fsCharDevice != 0), nil
	})
	// close, __exit__ and the properties work on a closed file too
	closeFn := func(v *VM, a []Value, kw []string) (Value, error) {
		f, ok := vm.State[*file](v, a[0])
		if !ok {
			return 0, v.Raise("TypeError", "descriptor 'close' requires a file object")
		}
		return vm.None, f.close(v)
	}
	v.DefMethod(c, "close", closeFn)
	v.DefMethod(c, "__exit__", closeFn)
	prop := func(name string, get func(v *VM, f *file) Value) {
		v.DefProperty(c, name, func(v *VM, self Value) (Value, error) {
			f, ok := vm.State[*file](v, self)
			if !ok {
				return 0, v.Raise("AttributeError", "'%s' object has no attribute '%s'", v.TypeName(self), name)
			}
			return get(v, f), nil
		})
	}
	prop("closed", func(v *VM, f *file) Value { return vm.Bool(f.closed) })
	prop("name", func(v *VM, f *file) Value { return f.name })
	prop("mode", func(v *VM, f *file) Value { return v.Str(f.mode) })
	if c.Name() == "TextIOWrapper" {
		prop("encoding", func(v *VM, f *file) Value { return f.enc })
		prop("errors", func(v *VM, f *file) Value {
			if f.errs == vm.None {
				return v.Str("strict")
			}
			return f.errs
		})
	}
	v.DefMethod(c, "__repr__", func(v *VM, a []Value, kw []string) (Value, error) {
		f, ok := vm.State[*file](v, a[0])
		if !ok {
			return 0, v.Raise("TypeError", "descriptor '__repr__' requires a file object")
		}
		name, err := v.Repr(f.name)
		if err != nil {
			return 0, err
		}
		s := fmt.Sprintf("<_io.%s name=%s", c.Name(), name)
		if f.m.text {
			enc, _ := v.Repr(f.enc)
			s += fmt.Sprintf(" mode='%s' encoding=%s", f.mode, enc)
		}
		return v.Str(s + ">"), nil
	})
}

// translateOut is s as a text file writes it: "\n" becomes the newline
// argument when that is "\r" or "\r\n".
func (f *file) translateOut(v *VM, s string) string {
	if f.newline == vm.None {
		return s
	}
	nl, _ := v.AsStr(f.newline)
	if nl == "\r" || nl == "\r\n" {
		return replaceLF(s, nl)
	}
	return s
}

// replaceLF replaces each "\n" of s by nl.
func replaceLF(s, nl string) string { return strings.ReplaceAll(s, "\n", nl) }

// fsCharDevice is the mode bit of a terminal.
const fsCharDevice = fs.ModeCharDevice
