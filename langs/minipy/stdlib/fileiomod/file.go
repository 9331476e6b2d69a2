package fileiomod

import (
	"bufio"
	"bytes"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"strings"
	"syscall"

	"github.com/microjit/microjit/langs/minipy/vm"
)

type (
	VM    = vm.VM
	Value = vm.Value
)

func init() { vm.Register(vm.ModuleDef{Name: "_io", Init: initIO}) }

// file is the state of a file object.
type file struct {
	f       *os.File
	r       *bufio.Reader // what was read ahead
	m       openMode
	mode    string // the mode a file shows
	name    Value  // open's file argument
	enc     Value  // text: the encoding as given ("UTF-8" by default)
	errs    Value  // text: the error handler (None: strict)
	codec   codecKind
	newline Value // text: open's newline argument (None, "", "\n"...)
	closefd bool
	closed  bool
	whole   bool // codecWhole: r reads the text, decoded, in UTF-8
}

func (f *file) VisitRoots(visit func(*Value)) {
	visit(&f.name)
	visit(&f.enc)
	visit(&f.errs)
	visit(&f.newline)
}

// codecKind says how text is cut into characters before decoding.
type codecKind int

const (
	codecUTF8   codecKind = iota // by the lead byte of each character
	codecSingle                  // a byte a character
	codecWhole                   // decoded whole at the first read, then UTF-8
)

// codecOf is the kind of the codec an encoding names.
func codecOf(enc string) codecKind {
	switch strings.ReplaceAll(strings.ToLower(enc), "_", "-") {
	case "utf-8", "utf8", "u8":
		return codecUTF8
	case "latin-1", "latin1", "iso-8859-1", "iso8859-1", "l1", "ascii", "us-ascii", "cp1252", "windows-1252":
		return codecSingle
	}
	return codecWhole
}

// defaultEncoding is what a text file uses without an encoding argument
// (CPython's locale encoding under a UTF-8 locale).
const defaultEncoding = "UTF-8"

func initIO(v *VM, m *vm.Module) error {
	classes := map[string]*vm.Class{}
	for _, n := range []string{"TextIOWrapper", "BufferedReader", "BufferedWriter", "BufferedRandom"} {
		c := v.NewType(n, "_io")
		classes[n] = c
		defFileMethods(v, c)
		m.Set(n, c.Value())
	}
	m.Def("open", func(v *VM, a []Value, kw []string) (Value, error) {
		return open(v, classes, a, kw)
	})
	return nil
}

// open is io.open.
func open(v *VM, classes map[string]*vm.Class, a []Value, kw []string) (Value, error) {
	args, err := v.BindArgs("open", a, kw, "file", "mode=", "buffering=", "encoding=", "errors=", "newline=", "closefd=", "opener=")
	if err != nil {
		return 0, err
	}
	for i := 1; i < len(args); i++ {
		if args[i] == vm.Null {
			args[i] = vm.None
		}
	}
	fileArg, modeArg, encArg, errArg, nlArg := args[0], args[1], args[3], args[4], args[5]
	mode := "r"
	if modeArg != vm.None {
		s, ok := v.AsStr(modeArg)
		if !ok {
			return 0, v.Raise("TypeError", "open() argument 'mode' must be str, not %s", v.TypeName(modeArg))
		}
		mode = s
	}
	m, bad := parseMode(mode)
	if bad != "" {
		return 0, v.Raise("ValueError", "%s", bad)
	}
	if !m.text {
		for _, x := range []struct {
			v    Value
			what string
		}{{encArg, "an encoding"}, {errArg, "an errors"}, {nlArg, "a newline"}} {
			if x.v != vm.None {
				return 0, v.Raise("ValueError", "binary mode doesn't take %s argument", x.what)
			}
		}
	}
	fl := &file{m: m, mode: mode, name: fileArg, enc: encArg, errs: errArg, newline: nlArg, closefd: true}
	if args[6] != vm.None {
		if fl.closefd, err = v.Truth(args[6]); err != nil {
			return 0, err
		}
	}
	if m.text {
		if fl.enc == vm.None {
			fl.enc = v.Str(defaultEncoding)
		}
		enc, ok := v.AsStr(fl.enc)
		if !ok {
			return 0, v.Raise("TypeError", "open() argument 'encoding' must be str or None, not %s", v.TypeName(fl.enc))
		}
		if _, err := v.Decode(nil, fl.enc, fl.errs); err != nil {
			return 0, err
		}
		fl.codec = codecOf(enc)
		if nlArg != vm.None {
			nl, ok := v.AsStr(nlArg)
			if !ok {
				return 0, v.Raise("TypeError", "open() argument 'newline' must be str or None, not %s", v.TypeName(nlArg))
			}
			switch nl {
			case "", "\n", "\r", "\r\n":
			default:
				r, _ := v.Repr(nlArg)
				return 0, v.Raise("ValueError", "illegal newline value: %s", r)
			}
		}
	} else {
		fl.mode = m.rawMode()
	}
	if fl.f, err = openOS(v, fileArg, m); err != nil {
		return 0, err
	}
	fl.r = bufio.NewReader(fl.f)
	return v.NewInstance(classes[m.className()], fl), nil
}

// openOS opens the file a str or bytes path or an int descriptor names.
func openOS(v *VM, name Value, m openMode) (*os.File, error) {
	if v.IsInt(name) {
		fd, err := v.AsIndex(name)
		if err != nil {
			return nil, err
		}
		if fd < 0 {
			return nil, v.Raise("ValueError", "negative file descriptor")
		}
		return os.NewFile(uintptr(fd), fmt.Sprint(fd)), nil
	}
	path, ok := v.AsStr(name)
	if !ok {
		b, isBytes := v.AsBytes(name)
		if !isBytes {
			return nil, v.Raise("TypeError", "expected str, bytes or os.PathLike object, not %s", v.TypeName(name))
		}
		path = string(b)
	}
	f, err := os.OpenFile(path, m.flags(), 0o666)
	if err != nil {
		return nil, v.OSError(err)
	}
	if fi, err := f.Stat(); err == nil && fi.IsDir() {
		f.Close()
		return nil, v.OSError(&fs.PathError{Op: "open", Path: path, Err: syscall.EISDIR})
	}
	return f, nil
}

// state is self's file, open, or the error of an operation on a closed
// file.
func state(v *VM, self Value) (*file, error) {
	f, ok := vm.State[*file](v, self)
	if !ok {
		return nil, v.Raise("TypeError", "descriptor requires a file object, not '%s'", v.TypeName(self))
	}
	if f.closed {
		return nil, v.Raise("ValueError", "I/O operation on closed file.")
	}
	return f, nil
}

// unsupported raises io.UnsupportedOperation(msg).
func unsupported(v *VM, msg string) error {
	io, err := v.Import("io")
	if err != nil {
		return err
	}
	c, err := v.GetAttr(io, "UnsupportedOperation")
	if err != nil {
		return err
	}
	exc, err := v.Call(c, []Value{v.Str(msg)}, nil)
	if err != nil {
		return err
	}
	return v.RaiseValue(exc)
}

// reading is f ready to read: io.UnsupportedOperation unless it reads.
func (f *file) reading(v *VM) error {
	if !f.m.read {
		return unsupported(v, "not readable")
	}
	return nil
}

// writing is f ready to write: what was read ahead is given back (the
// file position is where the program read to).
func (f *file) writing(v *VM) error {
	if !f.m.write {
		return unsupported(v, "not writable")
	}
	if n := f.r.Buffered(); n > 0 {
		if _, err := f.f.Seek(int64(-n), io.SeekCurrent); err != nil {
			return v.OSError(err)
		}
		f.r.Reset(f.f)
	}
	return nil
}

// write writes b.
func (f *file) write(v *VM, b []byte) error {
	if _, err := f.f.Write(b); err != nil {
		return v.OSError(err)
	}
	return nil
}

// readAll reads what is left, as bytes.
func (f *file) readAll(v *VM) ([]byte, error) {
	b, err := io.ReadAll(f.r)
	if err != nil {
		return nil, v.OSError(err)
	}
	return b, nil
}

// tell is the position the program read or wrote to.
func (f *file) tell(v *VM) (int64, error) {
	pos, err := f.f.Seek(0, io.SeekCurrent)
	if err != nil {
		return 0, v.OSError(err)
	}
	return pos - int64(f.r.Buffered()), nil
}

// close closes the file (once).
func (f *file) close(v *VM) error {
	if f.closed {
		return nil
	}
	f.closed = true
	if !f.closefd {
		return nil
	}
	if err := f.f.Close(); err != nil && !errors.Is(err, os.ErrClosed) {
		return v.OSError(err)
	}
	return nil
}

// sizeArg is a read's size argument: -1 for all (None or negative).
func sizeArg(v *VM, a []Value, fname string) (int64, error) {
	if len(a) < 2 || a[1] == vm.None {
		return -1, nil
	}
	if len(a) > 2 {
		return 0, v.Raise("TypeError", "%s expected at most 1 argument, got %d", fname, len(a)-1)
	}
	n, err := v.AsIndex(a[1])
	if err != nil {
		return 0, err
	}
	return max(n, -1), nil
}

// readBytes is a binary read of n bytes (-1: all).
func (f *file) readBytes(v *VM, n int64) ([]byte, error) {
	if n < 0 {
		return f.readAll(v)
	}
	b := make([]byte, n)
	got, err := io.ReadFull(f.r, b)
	if err != nil && err != io.EOF && err != io.ErrUnexpectedEOF {
		return nil, v.OSError(err)
	}
	return b[:got], nil
}

// readLineBytes is a binary readline of at most n bytes (-1: any).
func (f *file) readLineBytes(v *VM, n int64) ([]byte, error) {
	var line []byte
	for n < 0 || int64(len(line)) < n {
		c, err := f.r.ReadByte()
		if err == io.EOF {
			break
		}
		if err != nil {
			return nil, v.OSError(err)
		}
		line = append(line, c)
		if c == '\n' {
			break
		}
	}
	return line, nil
}

// text is the str of b, decoded with the file's codec.
func (f *file) text(v *VM, b []byte) (string, error) {
	enc := f.enc
	if f.codec == codecWhole {
		enc = v.Str("utf-8") // the text was decoded whole already
	}
	return v.Decode(b, enc, f.errs)
}

// wholeText makes a codecWhole file read its text, decoded at once, as
// UTF-8 from now on.
func (f *file) wholeText(v *VM) error {
	b, err := f.readAll(v)
	if err != nil {
		return err
	}
	s, err := v.Decode(b, f.enc, f.errs)
	if err != nil {
		return err
	}
	f.r = bufio.NewReader(strings.NewReader(s))
	f.whole = true
	return nil
}

// charBytes reads the bytes of the next character (nil at the end).
func (f *file) charBytes(v *VM) ([]byte, error) {
	lead, err := f.r.ReadByte()
	if err == io.EOF {
		return nil, nil
	}
	if err != nil {
		return nil, v.OSError(err)
	}
	n := 1
	if f.codec != codecSingle {
		switch {
		case lead >= 0xF0:
			n = 4
		case lead >= 0xE0:
			n = 3
		case lead >= 0xC0:
			n = 2
		}
	}
	b := []byte{lead}
	for len(b) < n {
		c, err := f.r.ReadByte()
		if err == io.EOF {
			break
		}
		if err != nil {
			return nil, v.OSError(err)
		}
		if c&0xC0 != 0x80 {
			f.r.UnreadByte()
			break
		}
		b = append(b, c)
	}
	return b, nil
}

// newlineMode is the file's newline argument: translate (None: line
// ends become "\n"), and the line end ("" when any of the three ends a
// line).
func (f *file) newlineMode(v *VM) (translate bool, end string) {
	if f.newline == vm.None {
		return true, ""
	}
	s, _ := v.AsStr(f.newline)
	return false, s
}

// readText reads up to n characters (-1: all), or up to the end of a
// line as well when line is set, decoded and with line ends as the
// newline argument says.
func (f *file) readText(v *VM, n int64, line bool) (string, error) {
	if f.codec == codecWhole && !f.whole {
		if err := f.wholeText(v); err != nil {
			return "", err
		}
	}
	translate, end := f.newlineMode(v)
	if n < 0 && !line {
		b, err := f.readAll(v)
		if err != nil {
			return "", err
		}
		s, err := f.text(v, b)
		if err != nil || !translate {
			return s, err
		}
		return translateEnds(s), nil
	}
	var out []byte
	for count := int64(0); n < 0 || count < n; count++ {
		c, err := f.charBytes(v)
		if err != nil {
			return "", err
		}
		if c == nil {
			break
		}
		if translate && c[0] == '\r' {
			f.skipLF()
			c[0] = '\n'
		}
		out = append(out, c...)
		if line && endsLine(out, translate, end) {
			if end == "" && c[0] == '\r' && (n < 0 || count+1 < n) && f.skipLF() {
				out = append(out, '\n')
			}
			break
		}
	}
	return f.text(v, out)
}

// skipLF reads a "\n" if one comes next, reporting whether it did.
func (f *file) skipLF() bool {
	if next, err := f.r.Peek(1); err == nil && next[0] == '\n' {
		f.r.ReadByte()
		return true
	}
	return false
}

// endsLine reports whether out, a line read so far, is at a line end.
func endsLine(out []byte, translate bool, end string) bool {
	last := out[len(out)-1]
	switch {
	case translate:
		return last == '\n'
	case end == "":
		return last == '\n' || last == '\r'
	}
	return bytes.HasSuffix(out, []byte(end))
}

// translateEnds makes "\r\n" and "\r" "\n".
func translateEnds(s string) string {
	if !strings.Contains(s, "\r") {
		return s
	}
	return strings.ReplaceAll(strings.ReplaceAll(s, "\r\n", "\n"), "\r", "\n")
}
