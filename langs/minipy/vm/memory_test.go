package vm

import (
	"bytes"
	"strconv"
	"testing"
)

// newTestVM makes a VM with a memory limit (0: the default) writing to
// the buffer it returns.
func newTestVM(t *testing.T, limit int) (*VM, *bytes.Buffer) {
	t.Helper()
	var out bytes.Buffer
	v, err := New(Config{Argv: []string{"test.py"}, MaxHeapBytes: limit}, bytes.NewReader(nil), &out)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { v.Close() })
	return v, &out
}

// runMain runs src in v's __main__ module, which keeps its globals
// from one call to the next.
func (vm *VM) runMain(src string) error {
	code, err := Compile("<test>", []byte(src), false)
	if err != nil {
		return err
	}
	return vm.RunInteractive(code)
}

// testMemLimit is the memory limit of the memory tests.
const testMemLimit = 16 << 20

// Allocations whose size the program decides are counted against the
// limit before they are made, growth is counted as it happens, and
// MemoryError leaves room for its handler, after which the program goes
// on. (Without the checks, each of these either asks Go for more memory
// than the machine has, a fatal error, or grows past the limit.)
func TestMemoryLimit(t *testing.T) {
	n := strconv.Itoa(testMemLimit * 6 / 10)
	m := strconv.Itoa(testMemLimit * 4 / 10)
	attempt := func(stmt string) string {
		return "try:\n    " + stmt + "\nexcept MemoryError:\n    print('MemoryError')\n"
	}
	loop := func(init, step string) string {
		return init + "\ntry:\n    while True:\n        " + step + "\nexcept MemoryError:\n    print('MemoryError')\n"
	}
	for _, c := range []struct {
		name, src, want string
		limit           int // 0: testMemLimit
	}{
		{"rjust", attempt("str(10**10).rjust(2**40)"), "MemoryError\n", 0},
		{"ljust", attempt("'x'.ljust(10**10)"), "MemoryError\n", 0},
		{"center", attempt("'x'.center(10**10, 'é')"), "MemoryError\n", 0},
		{"zfill", attempt("'1'.zfill(10**10)"), "MemoryError\n", 0},
		{"expandtabs", attempt("('\\t' * 1000).expandtabs(2**30)"), "MemoryError\n", 0},
		{"str repeat", attempt("'x' * 2**31 + 'y' * 2**31"), "MemoryError\n", 0},
		{"list repeat", attempt("[0] * 10**9"), "MemoryError\n", 0},
		{"join", attempt("'-'.join(['x' * 10**6] * 100)"), "MemoryError\n", 0},
		{"replace", attempt("('x' * 1000).replace('x', 'y' * 10**6)"), "MemoryError\n", 0},
		{"power", attempt("10 ** 10**9"), "MemoryError\n", 0},
		{"shift", attempt("1 << 2**31"), "MemoryError\n", 0},
		{"append", loop("x = []", "x.append(1)"), "MemoryError\n", 0},
		{"extend", loop("x = [1]", "x.extend(x)"), "MemoryError\n", 0},
		{"list doubling", loop("x = [1]", "x = x + x"), "MemoryError\n", 0},
		{"str doubling", loop("x = 'a'", "x = x + x"), "MemoryError\n", 0},
		{"dict growth", loop("d = {}; i = 0", "d[i] = i; i += 1"), "MemoryError\n", 0},
		{"comprehension", attempt("[i for i in range(10**9)]"), "MemoryError\n", 0},
		{"list of range", attempt("list(range(10**9))"), "MemoryError\n", 0},
		// sum, min and max take an iterator's items one at a time
		// (a list of the items would need 8 MB)
		{"sum of range", "print(sum(range(10**6)))\n", "499999500000\n", 4 << 20},
		{"max of generator", "print(max(i % 1000 for i in range(10**6)))\n", "999\n", 4 << 20},
		// garbage is not counted against an allocation: 60% of the
		// limit twice over, the first dead before the second is made
		{"garbage", "s = 'x' * " + n + "\ns = None\nt = 'y' * " + n + "\nprint(len(t))\n", n + "\n", 0},
		// (s holds the last string while the next one is made)
		{"garbage in a generator", "def g():\n    for i in range(50):\n        s = 'x' * " + m + "\n    yield len(s)\nfor k in g():\n    print(k)\n", m + "\n", 0},
		// the handler runs while the data is still live, and the
		// program goes on once it let go of it
		{"handler", "x = []\ntry:\n    while True:\n        x.append(1)\nexcept MemoryError:\n    print('caught', len(x) > 10**5, [str(i) for i in range(1000)][-1])\n" +
			"x = None\ny = [0] * 10**6\nprint(len(y))\ntry:\n    while True:\n        y.append(1)\nexcept MemoryError:\n    print('again')\n",
			"caught True 999\n1000000\nagain\n", 0},
	} {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			limit := c.limit
			if limit == 0 {
				limit = testMemLimit
			}
			out, errText := runSourceLimit(t, c.src, limit)
			if out != c.want || errText != "" {
				t.Errorf("got %q, error %q; want %q", out, errText, c.want)
			}
		})
	}
}

// A program's garbage is freed while it runs inside a generator driven
// by a for loop: the generator's body collects.
func TestGeneratorBodyCollects(t *testing.T) {
	src := "def g():\n    for i in range(200):\n        s = 'x' * 10**6\n    yield 1\nfor k in g():\n    pass\n"
	// 200 MB of garbage under a 16 MB limit
	v, out := newTestVM(t, testMemLimit)
	if err := v.runMain(src); err != nil {
		t.Fatal(err)
	}
	if c := v.heap.Stats().Collections; c < 2 {
		t.Errorf("%d collections while the generator made 200 MB of garbage (output %q)", c, out.String())
	}
	if live := v.mem.live; live > testMemLimit/4 {
		t.Errorf("%d bytes live after the generator", live)
	}
}

// The account follows what is live: after the data is dropped, a
// collection finds it back near nothing.
func TestMemoryAccount(t *testing.T) {
	v, _ := newTestVM(t, 0)
	if err := v.runMain("x = ['x' * 100 for i in range(100000)]\nfor i in range(3): pass\n"); err != nil {
		t.Fatal(err)
	}
	v.heap.Collect()
	if err := v.collected(v.heap.Stats()); err != nil {
		t.Fatal(err)
	}
	if live := v.mem.live; live < 100000*148 || live > 100000*400 {
		t.Errorf("100000 strings of 100 bytes and their list: %d bytes live", live)
	}
	if err := v.runMain("x = None\n"); err != nil {
		t.Fatal(err)
	}
	v.heap.Collect()
	if err := v.collected(v.heap.Stats()); err != nil {
		t.Fatal(err)
	}
	if live := v.mem.live; live > 1<<20 {
		t.Errorf("%d bytes live once the list is dropped", live)
	}
}

// sum keeps a total that fits 64 bits as a Go int64, as CPython's fast
// path does: past the immediate ints, adding an item makes no int
// object (each one a handle, and a builtin's loop has no safe point to
// collect them: sum(range(10**8)) made 80 million and died of Go's
// "out of memory" under a 4 GB address space).
func TestSumMakesNoInts(t *testing.T) {
	vm, out := newTestVM(t, 0)
	if err := vm.runMain("s = 0\n"); err != nil {
		t.Fatal(err)
	}
	base := vm.newHandles
	if err := vm.runMain("print(sum(range(10**5), 2**50), sum([2**62, 2**62, -1]), sum([1, 2.5, 2**50]), sum([], True))\n"); err != nil {
		t.Fatal(err)
	}
	if want := "1125904906792624 9223372036854775807 1125899906842627.5 True\n"; out.String() != want {
		t.Errorf("got %q, want %q", out.String(), want)
	}
	if n := vm.newHandles - base; n > 100 {
		t.Errorf("the sums made %d handles", n)
	}
}
