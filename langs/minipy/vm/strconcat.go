package vm

import (
	"slices"
	"unsafe"
)

// str + str appends in place when it can, as Go's append does: the text
// of a str made by + is in a strBuf, whose bytes in use are never
// written again, so the strs over them stay valid while more text goes
// after them. a + b, when a's text ends where its buffer's does, puts
// b's text after it (in the buffer's room, or in a larger array the
// buffer moves to) and returns a new str over the longer text; a keeps
// its own length, so it is unchanged, and a later a + c finds that a no
// longer ends the buffer and copies. A loop that builds a string a piece
// at a time (out = out + ch) copies each byte once, not once per piece,
// and makes one header per piece (strSlab).

// strBuf is the text of the strs made by + from one first sum: b holds
// what is in use, first is its array until it outgrows it.
type strBuf struct {
	b     []byte
	first [strBufFirst]byte
}

// strBufFirst is the room in a strBuf itself, which fills its
// allocation's size class (48 bytes).
const strBufFirst = 24

// end reports whether s ends where b's text does, in b's current
// array, and where in that array s starts.
func (b *strBuf) end(s string) (start int, ok bool) {
	base := uintptr(unsafe.Pointer(unsafe.SliceData(b.b)))
	p := uintptr(unsafe.Pointer(unsafe.StringData(s)))
	start = int(p - base)
	return start, p >= base && start+len(s) == len(b.b)
}

// concat makes the str x + y, ASCII when both are.
func (vm *VM) concat(x, y *Str) Value {
	n := len(x.s) + len(y.s)
	if n <= 1 {
		return vm.str(max(x.s, y.s)) // "" or the one character
	}
	if b := x.buf; b != nil {
		if start, ok := b.end(x.s); ok {
			b.b = append(b.b, y.s...)
			vm.charge(len(y.s))
			return vm.bufStr(b, start, n, x.ascii && y.ascii)
		}
	}
	b := &strBuf{}
	b.b = append(append(slices.Grow(b.first[:0], n), x.s...), y.s...)
	vm.charge(n)
	return vm.bufStr(b, 0, n, x.ascii && y.ascii)
}

// bufStr makes the str of the n bytes of b's text from start.
func (vm *VM) bufStr(b *strBuf, start, n int, ascii bool) Value {
	o := vm.strHeads.take()
	o.s = unsafe.String(&b.b[start], n)
	o.ascii = ascii
	o.buf = b
	return vm.newObj(o)
}
