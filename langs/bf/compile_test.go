package bf

import "testing"

// nest is a program of depth loops, each the only command of the one
// around it, with a multiply loop innermost: every level is a candidate
// multiply loop whose answer depends on the level inside it.
func nest(depth int) *Program {
	inner := &Node{Loop: &Loop{Body: []*Node{{Cmd: "-"}, {Cmd: ">"}, {Cmd: "+"}, {Cmd: "<"}}}}
	for range depth - 1 {
		inner = &Node{Loop: &Loop{Body: []*Node{inner}}}
	}
	return &Program{Nodes: []*Node{{Cmd: "+"}, inner}}
}

// TestCompileDeepNesting: each loop's multiply-loop analysis reuses the
// answers of the loops inside it. Analyzing them again at every level
// made compiling n nested loops take n²/2 analyses (2.3 s for 16000
// levels); counting the analyses checks it without a clock.
func TestCompileDeepNesting(t *testing.T) {
	const depth = 16000
	prog := nest(depth)
	before := mulAnalyses.Load()
	code := Compile("nest.b", prog)
	if n := mulAnalyses.Load() - before; n > depth {
		t.Errorf("compiling %d nested loops ran %d multiply-loop analyses, want at most one per loop", depth, n)
	}
	if len(code.Muls) != 1 {
		t.Errorf("%d multiply loops, want the innermost only", len(code.Muls))
	}
}
