package domain_test

import (
	"fmt"

	"github.com/microjit/microjit/jitcore/config"
	"github.com/microjit/microjit/jitcore/domain"
)

//go:generate go run github.com/microjit/microjit/jitcore/cmd/jitgen -o sum_concrete_test.go example_test.go

// summer is a language of one loop, "while n > 0: acc += n; n -= 1",
// at pc 0: its JIT is a domain.Loops (nil: the JIT is off).
type summer struct{ jit *domain.Loops }

// sum is the language's semantics, written once, on the red slots
// n and acc: sumConcrete (generated) is its interpreter, sum on
// domain.Recording its recorder.
func sum[V, C any, D domain.Domain[V, C]](s *summer, d D, reds []V) error {
	for !d.Done() {
		if d.Tracing() {
			d.Begin(domain.FrameAt(s.jit, 0, reds...))
		}
		n, acc := reds[0], reds[1]
		if !d.Branch(d.Gt(n, d.Const(0))) {
			d.Abandon("the loop ends")
			return nil
		}
		reds[0], reds[1] = d.Sub(n, d.Const(1)), d.Add(acc, n)
		if _, err := domain.Header(s.jit, d, 0, reds); err != nil { // the loop header
			return err
		}
	}
	return nil
}

// Example runs the loop in the interpreter, where it gets hot, is
// recorded and compiled, and runs to its end as compiled code.
func Example() {
	s := &summer{}
	jit, err := domain.NewLoops(config.Options{Params: config.DefaultParams()}, nil, domain.Lang{
		File: "sum", Size: 1, Memory: domain.NoMemory{},
		At: func(pc int) (string, int, int) { return "while", 1, 1 },
		Record: func(d *domain.Recording, pc int, reds []domain.Value) (int, error) {
			return 0, sum(s, d, reds)
		},
	})
	if err != nil {
		panic(err)
	}
	defer jit.Close()
	s.jit = jit
	reds := []int64{100000, 0}
	if err := sumConcrete(s, domain.NewConcrete[int64](nil), reds); err != nil {
		panic(err)
	}
	fmt.Println(reds[1], "loops compiled:", jit.Stats().Loops)
	// Output: 5000050000 loops compiled: 1
}
