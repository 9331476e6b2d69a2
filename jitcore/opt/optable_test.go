package opt

import (
	"math/rand/v2"
	"testing"

	"github.com/microjit/microjit/jitcore/ir"
)

// TestOpTable checks the table against a Go map over random ops (few
// and many arguments), through growth and resets.
func TestOpTable(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	tab := newOpTable()
	defer tab.free()
	type key struct {
		code   ir.Opcode
		region int32
		aux    int64
		args   [5]ir.Value
		n      int
	}
	want := map[key]ir.Value{}
	for round := range 5 {
		for i := range 3000 {
			k := key{code: ir.Opcode(r.IntN(4)), region: int32(r.IntN(2)), aux: int64(r.IntN(3) - 1), n: r.IntN(6)}
			for j := range k.n {
				k.args[j] = ir.Value(r.IntN(40) - 20)
			}
			args := k.args[:k.n]
			v, ok := tab.find(k.code, ir.Int, k.region, k.aux, args)
			w, wok := want[k]
			if ok != wok || v != w {
				t.Fatalf("round %d op %d: find(%+v) = %d, %v; want %d, %v", round, i, k, v, ok, w, wok)
			}
			if !ok {
				tab.add(k.code, ir.Int, k.region, k.aux, args, ir.Value(i))
				want[k] = ir.Value(i)
			}
		}
		tab.reset()
		clear(want)
	}
}
