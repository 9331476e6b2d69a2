package toyvm

import "testing"

// TestLiveness checks the live sets before instructions of small
// programs: what A, the registers and the arguments are read before
// they are written, on every path.
func TestLiveness(t *testing.T) {
	tests := []struct {
		name, src string
		pc        int
		want      liveSet
	}{
		{"TLC never reads A", "main f\nf: PUSHARG\n    PUSH 1\n    ADD\n    RETURN\n", 0, liveSet{args: 1}},
		{"an argument dies after its last read", "main f\nf: PUSHARG\n    PUSH 1\n    ADD\n    RETURN\n", 1, liveSet{}},
		{"SET_A kills A", "main f\nf: SET_A 3\n    RETURN_A\n", 0, liveSet{}},
		{"RETURN_A reads A", "main f\nf: SET_A 3\n    RETURN_A\n", 1, liveSet{a: true}},
		{"MOV_A_R kills the register, reads A", "main f\nf: ALLOCATE 2\n    MOV_A_R 1\n    MOV_R_A 1\n    RETURN_A\n", 1, liveSet{a: true}},
		{"MOV_R_A reads the register", "main f\nf: ALLOCATE 2\n    MOV_A_R 1\n    MOV_R_A 1\n    RETURN_A\n", 2, liveSet{regs: 2}},
		{"ALLOCATE kills every register", "main f\nf: ALLOCATE 2\n    MOV_R_A 0\n    RETURN_A\n", 0, liveSet{}},
		{"a loop keeps its argument live", "main f\nf: PUSH 3\nl: PUSHARGN 1\n    POP\n    PUSH 1\n    SUB\n    PICK 0\n    BR_COND l\n    RETURN\n", 6, liveSet{args: 2}},
		{"BR_COND_STK makes everything live", "main f\nf: PUSH 1\n    PUSH 2\n    BR_COND_STK\n    RETURN\n", 0, allLive},
		{"a call leaves the caller's slots alone", "main f\nf: PUSHARG\n    CALL g/1\n    PUSHARGN 1\n    RETURN\ng: PUSHARG\n    RETURN\n", 1, liveSet{args: 2}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			f, err := Parse("t.tlc", []byte(tt.src))
			if err != nil {
				t.Fatal(err)
			}
			code, err := Compile("t.tlc", f)
			if err != nil {
				t.Fatal(err)
			}
			if got := liveness(code)[tt.pc]; got != tt.want {
				t.Errorf("live before pc %d: %+v, want %+v", tt.pc, got, tt.want)
			}
		})
	}
}

// TestSnapshotsPurged checks that the JIT's snapshots of a TLC loop
// hold no value for its dead slots (A, and arguments past their last
// read): liveness reaches the traces.
func TestSnapshotsPurged(t *testing.T) {
	var slots, dead int
	r := runOpts(t, consLoop, []int64{50}, "threshold=3", 64<<10, "", func(m *Machine) {
		s := m.JITStats()
		slots, dead = s.Memory.Slots, s.Memory.Dead
	})
	if r.err != "" {
		t.Fatal(r.err)
	}
	if dead == 0 || dead >= slots {
		t.Errorf("%d of %d snapshot slots dead, want some", dead, slots)
	}
}
