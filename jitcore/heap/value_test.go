package heap

import (
	"math"
	"strings"
	"testing"
)

func TestSmallIntRoundTrip(t *testing.T) {
	for _, n := range []int64{0, 1, -1, 42, -42, MaxInt, MinInt, MaxInt - 1, MinInt + 1, 1 << 40, -(1 << 40)} {
		v, ok := SmallInt(n)
		if !ok {
			t.Fatalf("SmallInt(%d) does not fit", n)
		}
		if !v.IsInt() || v.Tag() != TagInt || v.IsFloat() || v.IsRef() || v.IsHandle() {
			t.Errorf("SmallInt(%d) = %#x: wrong tag %v", n, uint64(v), v.Tag())
		}
		if got := v.Int(); got != n {
			t.Errorf("SmallInt(%d).Int() = %d", n, got)
		}
		if uint64(v)&TagMask != IntTagBits {
			t.Errorf("SmallInt(%d) low bits %#x", n, uint64(v)&TagMask)
		}
	}
	for _, n := range []int64{MaxInt + 1, MinInt - 1, math.MaxInt64, math.MinInt64, 1 << 50, -(1 << 50)} {
		if _, ok := SmallInt(n); ok || IntFits(n) {
			t.Errorf("SmallInt(%d) fits", n)
		}
	}
	if v, _ := SmallInt(0); v != 0 {
		t.Errorf("integer 0 is %#x, want the zero word", uint64(v))
	}
}

// Tagged integers add, subtract and compare as plain int64s, with the
// hardware overflow flag as the range check: the int64 sum of two tagged
// integers overflows exactly when the integers' sum leaves [MinInt, MaxInt].
func TestTaggedIntArithmetic(t *testing.T) {
	for _, c := range []struct{ a, b int64 }{
		{1, 2}, {-5, 3}, {MaxInt, -1}, {MinInt, 1}, {MaxInt, 0}, {MinInt, 0},
		{1 << 46, 1 << 46}, {MaxInt, 1}, {MinInt, -1}, {MinInt, MinInt}, {MaxInt, MaxInt},
	} {
		a, _ := SmallInt(c.a)
		b, _ := SmallInt(c.b)
		sum := int64(a) + int64(b) // wraps, as the hardware does
		// The overflow flag: the operands have one sign, the sum the other.
		overflow := (int64(a) < 0) == (int64(b) < 0) && (sum < 0) != (int64(a) < 0)
		want := c.a + c.b // exact: |a|, |b| < 2^47
		if overflow == IntFits(want) {
			t.Errorf("%d+%d = %d: tagged add overflows = %v, want %v", c.a, c.b, want, overflow, !IntFits(want))
		}
		if !overflow && Value(sum).Int() != want {
			t.Errorf("%d+%d tagged = %d", c.a, c.b, Value(sum).Int())
		}
		if (int64(a) < int64(b)) != (c.a < c.b) {
			t.Errorf("compare %d %d disagrees", c.a, c.b)
		}
	}
}

func TestFloatRoundTrip(t *testing.T) {
	negZero := math.Copysign(0, -1)
	cases := []float64{0, negZero, 1, -1, 0.1, math.Pi, math.MaxFloat64, -math.MaxFloat64,
		math.SmallestNonzeroFloat64, -math.SmallestNonzeroFloat64, math.Inf(1), math.Inf(-1),
		math.Float64frombits(0x7FF0_0000_0000_0001), // signalling NaN, positive
		math.Float64frombits(0xFFF0_0000_0000_0001), // signalling NaN, negative
		math.Float64frombits(0x7FFF_FFFF_FFFF_FFFF), // quiet NaN, all payload
		math.NaN(),
	}
	for _, f := range cases {
		v := Float(f)
		if !v.IsFloat() || v.Tag() != TagFloat || v.IsInt() || v.IsRef() {
			t.Errorf("Float(%v) = %#x: not a float", f, uint64(v))
		}
		if got := v.Float(); math.Float64bits(got) != math.Float64bits(f) {
			t.Errorf("Float(%v [%#x]) round trip = %#x", f, math.Float64bits(f), math.Float64bits(got))
		}
	}
	// Negative quiet NaNs collide with the non-float encodings: canonical.
	for _, b := range []uint64{0xFFF8_0000_0000_0000, 0xFFFF_FFFF_FFFF_FFFF, 0xFFF8_0000_0000_0001} {
		v := Float(math.Float64frombits(b))
		if !v.IsFloat() || math.Float64bits(v.Float()) != CanonicalNaN {
			t.Errorf("Float(%#x) = %#x, want the canonical NaN", b, math.Float64bits(v.Float()))
		}
	}
	if Float(negZero) == Float(0) {
		t.Error("-0.0 and 0.0 encode the same")
	}
}

// Every float word has nonzero low bits; every other word has zero low bits.
func TestEncodingsDisjoint(t *testing.T) {
	words := []struct {
		v   Value
		tag Tag
	}{
		{Nil, TagSpecial}, {True, TagSpecial}, {False, TagSpecial}, {Unbound, TagSpecial},
		{Symbol(0), TagSymbol}, {Symbol(math.MaxUint32), TagSymbol},
		{ref(0), TagRef}, {ref(1<<PayloadBits - 1), TagRef},
		{Value(HandleTagBits), TagHandle},
	}
	seen := map[Value]bool{}
	for _, w := range words {
		if w.v.Tag() != w.tag || w.v.IsFloat() {
			t.Errorf("%#x: tag %v, want %v", uint64(w.v), w.v.Tag(), w.tag)
		}
		if seen[w.v] {
			t.Errorf("%#x encoded twice", uint64(w.v))
		}
		seen[w.v] = true
	}
	if Bool(true) != True || Bool(false) != False {
		t.Error("Bool")
	}
	if Symbol(7).SymbolID() != 7 || !Symbol(7).IsSymbol() {
		t.Error("Symbol round trip")
	}
	if ref(12345).Offset() != 12345 {
		t.Error("ref round trip")
	}
}

func TestHeaderLayout(t *testing.T) {
	for _, c := range []struct {
		kind  ObjKind
		class uint32
		n     int
		body  int
	}{
		{ObjWords, 0, 0, 0}, {ObjWords, math.MaxUint32, MaxLen, MaxLen}, {ObjBytes, 7, 9, 2},
		{ObjBytes, 1, 16, 2}, {ObjInt64, 0, 1, 1},
	} {
		h := MakeHeader(c.kind, c.class, c.n)
		if h.Kind() != c.kind || h.Class() != c.class || h.Len() != c.n || h.BodyWords() != c.body {
			t.Errorf("MakeHeader(%v,%d,%d) = %#x: %v %d %d %d", c.kind, c.class, c.n, uint64(h), h.Kind(), h.Class(), h.Len(), h.BodyWords())
		}
	}
	if MakeHeader(ObjInt64, 0, 1) != BoxedInt64Header {
		t.Error("BoxedInt64Header")
	}
}

// TestAccessorPanics checks that the accessors still refuse a misuse (a
// bug in a language or the JIT) with a message, now that their checks
// panic with values so that they inline.
func TestAccessorPanics(t *testing.T) {
	h := newTestHeap(t, Config{})
	obj, err := h.AllocWords(7, 2)
	if err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		name string
		f    func()
		want string
	}{
		{"Header of an int", func() { h.Header(Value(5 << PayloadShift)) }, "is not a ref"},
		{"BodyWord past the end", func() { h.BodyWord(obj, 2) }, "out of range"},
		{"BodyWord below 0", func() { h.BodyWord(obj, -1) }, "out of range"},
		{"SetBodyWord past the end", func() { h.SetBodyWord(obj, 2, 0) }, "out of range"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			defer func() {
				p := recover()
				err, ok := p.(error)
				if !ok || !strings.Contains(err.Error(), tt.want) {
					t.Errorf("panicked with %v, want an error containing %q", p, tt.want)
				}
			}()
			tt.f()
		})
	}
}

// TestAppendObjects checks that AppendObjects adds one ref per header
// after the refs it is given, each object with its header and a zero body.
func TestAppendObjects(t *testing.T) {
	h := newTestHeap(t, Config{})
	first, err := h.AllocWords(1, 1)
	if err != nil {
		t.Fatal(err)
	}
	headers := []Header{MakeHeader(ObjWords, 2, 3), MakeHeader(ObjInt64, 0, 1)}
	refs, err := h.AppendObjects([]Value{first}, headers)
	if err != nil {
		t.Fatal(err)
	}
	if len(refs) != 3 || refs[0] != first {
		t.Fatalf("refs %v, want first then two new", refs)
	}
	for i, hd := range headers {
		r := refs[i+1]
		if h.Header(r) != hd || h.BodyWord(r, 0) != 0 {
			t.Errorf("object %d: header %#x body %d, want %#x and 0", i, h.Header(r), h.BodyWord(r, 0), hd)
		}
	}
}

// TestAppendObjectsReusedMemory checks that AppendObjects zeroes bodies in
// memory that held other objects: garbage is left in both semispaces,
// and two collections make the first one active again.
func TestAppendObjectsReusedMemory(t *testing.T) {
	h := newTestHeap(t, Config{})
	for range 2 {
		for range 64 {
			r, err := h.AllocWords(1, 4)
			if err != nil {
				t.Fatal(err)
			}
			for i := range 4 {
				h.SetBodyWord(r, i, ^uint64(0))
			}
		}
		h.Collect()
	}
	headers := []Header{MakeHeader(ObjWords, 2, 3), MakeHeader(ObjWords, 3, 4), MakeHeader(ObjInt64, 0, 1)}
	refs, err := h.AppendObjects(nil, headers)
	if err != nil {
		t.Fatal(err)
	}
	for i, hd := range headers {
		r := refs[i]
		for j := range hd.BodyWords() {
			if w := h.BodyWord(r, j); w != 0 {
				t.Errorf("object %d word %d: %#x, want 0", i, j, w)
			}
		}
	}
}

// TestAllocBlock checks that objects placed in a block from AllocBlock
// are objects like any other: their headers, zero bodies, links between
// them, and a collection that copies them from a root.
func TestAllocBlock(t *testing.T) {
	h := newTestHeap(t, Config{})
	pair, leaf := MakeHeader(ObjWords, 2, 2), MakeHeader(ObjWords, 3, 1)
	b, err := h.AllocBlock(3 + 2)
	if err != nil {
		t.Fatal(err)
	}
	p := h.PlaceObject(b, 0, pair)
	l := h.PlaceObject(b, 3, leaf)
	if p != b || h.Header(p) != pair || h.Header(l) != leaf || h.Field(l, 0) != 0 {
		t.Fatalf("placed objects: %#x %#x, want %#x %#x with zero bodies", h.Header(p), h.Header(l), pair, leaf)
	}
	h.SetField(p, 1, l)
	f := &frame{acc: p}
	h.AddRoots(f)
	h.Collect()
	if got := h.Stats().LiveWords; got != 5 {
		t.Errorf("%d live words, want the block's 5", got)
	}
	if h.Header(f.acc) != pair || h.Header(h.Field(f.acc, 1)) != leaf {
		t.Error("the placed objects did not survive a collection linked")
	}
}

func TestSetClass(t *testing.T) {
	h := newTestHeap(t, Config{})
	r, err := h.AllocHeader(MakeHeader(ObjWords, 7, 2))
	if err != nil {
		t.Fatal(err)
	}
	h.SetField(r, 0, Nil)
	h.SetClass(r, 9)
	if got, want := h.Header(r), MakeHeader(ObjWords, 9, 2); got != want {
		t.Fatalf("header %#x after SetClass, want %#x", got, want)
	}
	f := &frame{acc: r}
	h.AddRoots(f)
	h.Collect()
	if h.Header(f.acc).Class() != 9 || h.Field(f.acc, 0) != Nil {
		t.Error("the object did not keep its new class and body across a collection")
	}
}
