package domain_test

import (
	"fmt"

	"github.com/microjit/microjit/jitcore"
	"github.com/microjit/microjit/jitcore/config"
	"github.com/microjit/microjit/jitcore/domain"
	"github.com/microjit/microjit/jitcore/ir"
)

//go:generate go run github.com/microjit/microjit/jitcore/cmd/jitgen -o sum_concrete_test.go example_test.go

// summer is a tiny language with one loop, "while n > 0: acc += n;
// n -= 1": its JIT state is a driver and the loop header's Site.
type summer struct {
	jit  *jitcore.Driver // nil: the JIT is off
	site jitcore.Site
}

// sum is the language's semantics, written once: sumConcrete (generated)
// is its interpreter, sum on domain.Recording its recorder.
func sum[V, C any, D domain.Domain[V, C]](s *summer, d D, n, acc V) (V, V) {
	for !d.Done() {
		if d.Tracing() {
			d.Begin(domain.Frame[V]{Greens: []int64{0}, Where: "the loop", Slots: []V{n, acc}})
		}
		if !d.Branch(d.Gt(n, d.Const(0))) {
			d.Abandon("the loop ends")
			return n, acc
		}
		acc = d.Add(acc, n)
		n = d.Sub(n, d.Const(1))
		if d.Tracing() {
			d.AtHeader(&s.site, n, acc) // closes the loop
		} else if s.jit != nil {
			n0, acc0 := s.loopHeader(d.Concrete(n), d.Concrete(acc))
			n, acc = d.Const(n0), d.Const(acc0)
		}
	}
	return n, acc
}

// loopHeader is the language's glue at its loop header: count the
// header, record the loop when it is hot, or run its compiled code and
// go on where that exits.
func (s *summer) loopHeader(n, acc int64) (int64, int64) {
	if s.site.Loop == nil {
		if !s.jit.Hot(&s.site) {
			return n, acc
		}
		rec := s.jit.RecordLoop(&s.site, "the loop", []ir.Type{ir.Int, ir.Int}, []int64{n, acc}, domain.NoMemory{})
		rn, racc := sum(s, domain.NewRecording(rec), rec.Input(0), rec.Input(1))
		return rec.Concrete(rn), rec.Concrete(racc)
	}
	ex := s.jit.Run(s.site.Loop, []int64{n, acc}, domain.NoMemory{}, 0)
	return ex.Frames[0].Slots[0], ex.Frames[0].Slots[1]
}

// Example runs the loop in the interpreter, where it gets hot, is
// recorded and compiled, and runs to its end as compiled code.
func Example() {
	jit, err := jitcore.NewDriver(config.Options{Params: config.DefaultParams()}, nil)
	if err != nil {
		panic(err)
	}
	defer jit.Close()
	s := &summer{jit: jit}
	_, acc := sumConcrete(s, domain.Concrete[int64]{}, 100000, 0)
	st := jit.Stats()
	fmt.Println(acc, "loops compiled:", st.Loops)
	// Output: 5000050000 loops compiled: 1
}
