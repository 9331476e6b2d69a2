package bf

import (
	"runtime"
	"strings"
	"testing"
)

// TestCompileDeepNesting: loops nested 10000 deep (bf's limit), each the
// only command of the one around it, with a multiply loop innermost:
// every level is a candidate multiply loop until the one inside it
// closes, which takes 10000 open analyses at once.
func TestCompileDeepNesting(t *testing.T) {
	src := "+" + strings.Repeat("[", MaxNesting-1) + "[->+<]" + strings.Repeat("]", MaxNesting-1)
	prog, err := Parse("nest.b", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	code := Compile("nest.b", prog)
	if len(code.Muls) != 1 {
		t.Errorf("%d multiply loops, want the innermost only", len(code.Muls))
	}
}

// TestCompileBoundsMulWindows: 10000 nested multiply loops, [->[-]X<]
// around a multiply loop X that reaches 1000 cells to the right: each
// level's window takes in its inner loop's cells, 1001 and more (which
// do not run: their cell is cleared first). Without maxMulCells the
// windows took 961 MB; with it, the outer levels are plain loops.
func TestCompileBoundsMulWindows(t *testing.T) {
	src := "[-" + strings.Repeat(">", 1000) + "+" + strings.Repeat("<", 1000) + "]"
	for range 9999 {
		src = "[->[-]" + src + "<]"
	}
	prog, err := Parse("windows.b", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	code := Compile("windows.b", prog)
	runtime.ReadMemStats(&after)
	if got := after.TotalAlloc - before.TotalAlloc; got > 40<<20 {
		t.Errorf("compiling allocated %d MB, want at most 40 (the windows' bound is 16)", got>>20)
	}
	if n := len(code.Muls); n < 500 || n == 10000 {
		t.Errorf("%d multiply loops, want those that fit in the windows' bound", n)
	}
}
