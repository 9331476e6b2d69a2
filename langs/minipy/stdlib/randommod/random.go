// Package randommod is minipy's random module: the class Random on
// pylib's Mersenne Twister, whose methods draw CPython's numbers for the
// same seed, SystemRandom, and the module's functions, the bound methods
// of a hidden instance as in CPython.
package randommod

import (
	"crypto/rand"
	"encoding/binary"
	"math"
	"math/big"
	"slices"
	"time"

	"github.com/microjit/microjit/langs/minipy/compile"
	"github.com/microjit/microjit/langs/minipy/pylib"
	"github.com/microjit/microjit/langs/minipy/vm"
)

type (
	// Value is a Python value.
	Value = vm.Value
	// VM is the interpreter the functions run in.
	VM = vm.VM
)

func init() { vm.Register(vm.ModuleDef{Name: "random", Init: initRandom}) }

// methods are Random's methods: fn gets the generator and the arguments
// after self.
var methods = []struct {
	name string
	fn   func(v *VM, r *pylib.Random, a []Value, kw []string) (Value, error)
}{
	{"seed", seed},
	{"random", func(v *VM, r *pylib.Random, a []Value, kw []string) (Value, error) {
		return v.Float(r.Float()), v.CheckArgs("random", a, kw, 0, 0)
	}},
	{"getrandbits", getrandbits},
	{"randbytes", randbytes},
	{"getstate", getstate},
	{"setstate", setstate},
	{"randrange", randrange},
	{"randint", randint},
	{"choice", choice},
	{"choices", choices},
	{"shuffle", shuffle},
	{"sample", sample},
	{"uniform", floats2("uniform", func(r *pylib.Random, a, b float64) (float64, error) { return r.Uniform(a, b), nil })},
	{"triangular", triangular},
	{"gauss", floats2Default("gauss", 0, 1, func(r *pylib.Random, mu, sigma float64) (float64, error) { return r.Gauss(mu, sigma), nil })},
	{"normalvariate", floats2Default("normalvariate", 0, 1, func(r *pylib.Random, mu, sigma float64) (float64, error) {
		return r.NormalVariate(mu, sigma), nil
	})},
	{"lognormvariate", floats2("lognormvariate", func(r *pylib.Random, mu, sigma float64) (float64, error) {
		return math.Exp(r.NormalVariate(mu, sigma)), nil
	})},
	{"expovariate", func(v *VM, r *pylib.Random, a []Value, kw []string) (Value, error) {
		args, err := v.BindArgs("expovariate", a, kw, "lambd=")
		if err != nil {
			return 0, err
		}
		l := 1.0
		if args[0] != vm.Null {
			if l, err = v.AsFloat(args[0]); err != nil {
				return 0, err
			}
		}
		x, err := r.ExpoVariate(l)
		return v.Float(x), v.PyErr(err)
	}},
	{"vonmisesvariate", floats2("vonmisesvariate", func(r *pylib.Random, mu, kappa float64) (float64, error) {
		return r.VonMisesVariate(mu, kappa), nil
	})},
	{"gammavariate", floats2("gammavariate", (*pylib.Random).GammaVariate)},
	{"betavariate", floats2("betavariate", (*pylib.Random).BetaVariate)},
	{"paretovariate", func(v *VM, r *pylib.Random, a []Value, kw []string) (Value, error) {
		if err := v.CheckArgs("paretovariate", a, kw, 1, 1); err != nil {
			return 0, err
		}
		alpha, err := v.AsFloat(a[0])
		if err != nil {
			return 0, err
		}
		x, err := r.ParetoVariate(alpha)
		return v.Float(x), v.PyErr(err)
	}},
	{"weibullvariate", floats2("weibullvariate", (*pylib.Random).WeibullVariate)},
}

func initRandom(v *VM, m *vm.Module) error {
	c := v.NewType("Random", "random")
	v.DefNew(c, func(v *VM, a []Value, kw []string) (Value, error) {
		cls, _ := v.ClassOf(a[0])
		return v.NewInstance(cls, pylib.NewRandom(timeSeed())), nil
	})
	v.DefMethod(c, "__init__", func(v *VM, a []Value, kw []string) (Value, error) {
		r, err := generator(v, a, "__init__")
		if err != nil {
			return 0, err
		}
		if len(a) > 2 {
			return 0, v.Raise("TypeError", "Random() takes at most 1 argument (%d given)", len(a)-1)
		}
		return seed(v, r, a[1:], kw)
	})
	for _, meth := range methods {
		meth := meth
		v.DefMethod(c, meth.name, func(v *VM, a []Value, kw []string) (Value, error) {
			r, err := generator(v, a, meth.name)
			if err != nil {
				return 0, err
			}
			return meth.fn(v, r, a[1:], kw)
		})
	}
	m.Set("Random", c.Value())
	sys := v.NewType("SystemRandom", "random", c)
	v.DefMethod(sys, "seed", func(v *VM, a []Value, kw []string) (Value, error) { return vm.None, nil })
	v.DefMethod(sys, "random", func(v *VM, a []Value, kw []string) (Value, error) {
		var b [8]byte
		if _, err := rand.Read(b[:]); err != nil {
			return 0, v.Raise("OSError", "%v", err)
		}
		return v.Float(float64(binary.BigEndian.Uint64(b[:])>>11) / (1 << 53)), nil
	})
	m.Set("SystemRandom", sys.Value())
	inst, err := v.Call(c.Value(), nil, nil)
	if err != nil {
		return err
	}
	m.Set("_inst", inst)
	for _, meth := range methods {
		f, err := v.GetAttr(inst, meth.name)
		if err != nil {
			return err
		}
		m.Set(meth.name, f)
	}
	m.Set("BPF", v.Int(53))
	m.Set("RECIP_BPF", v.Float(math.Ldexp(1, -53)))
	m.Set("TWOPI", v.Float(2*math.Pi))
	return nil
}

// generator is the Mersenne Twister of self.
func generator(v *VM, a []Value, method string) (*pylib.Random, error) {
	if len(a) > 0 {
		if r, ok := vm.State[*pylib.Random](v, a[0]); ok {
			return r, nil
		}
	}
	got := "nothing"
	if len(a) > 0 {
		got = v.TypeName(a[0])
	}
	return nil, v.Raise("TypeError", "descriptor '%s' for 'Random' objects doesn't apply to a '%s' object", method, got)
}

// timeSeed is the seed of an unseeded generator.
func timeSeed() *big.Int {
	var b [16]byte
	if _, err := rand.Read(b[:]); err != nil {
		return big.NewInt(time.Now().UnixNano())
	}
	return new(big.Int).SetBytes(b[:])
}

func seed(v *VM, r *pylib.Random, a []Value, kw []string) (Value, error) {
	args, err := v.BindArgs("seed", a, kw, "a=", "version=")
	if err != nil {
		return 0, err
	}
	x := args[0]
	switch {
	case x == vm.Null || x == vm.None:
		r.Seed(timeSeed())
	case v.IsInt(x):
		n, _ := v.AsBigInt(x)
		r.Seed(n)
	case x.IsFloat():
		h, err := v.Hash(x)
		if err != nil {
			return 0, err
		}
		r.Seed(big.NewInt(h))
	default:
		if s, ok := v.AsStr(x); ok {
			r.SeedString(s)
			break
		}
		if b, ok := v.AsBytes(x); ok { // bytes and bytearray
			r.SeedString(string(b))
			break
		}
		return 0, v.Raise("TypeError", "The only supported seed types are: None,\nint, float, str, bytes, and bytearray.")
	}
	return vm.None, nil
}

// intArg is an int argument, or a float with an integral value.
func intArg(v *VM, x Value) (*big.Int, error) {
	if n, ok := v.AsBigInt(x); ok {
		return n, nil
	}
	i, err := v.AsIndex(x)
	if err != nil {
		return nil, err
	}
	return big.NewInt(i), nil
}

func getrandbits(v *VM, r *pylib.Random, a []Value, kw []string) (Value, error) {
	if err := v.CheckArgs("getrandbits", a, kw, 1, 1); err != nil {
		return 0, err
	}
	k, err := v.AsIndex(a[0])
	if err != nil {
		return 0, err
	}
	n, err := r.GetRandBits(int(k))
	if err != nil {
		return 0, v.PyErr(err)
	}
	return v.BigInt(n), nil
}

// randbytes is getrandbits(8 * n) as n little-endian bytes, as CPython
// makes them.
func randbytes(v *VM, r *pylib.Random, a []Value, kw []string) (Value, error) {
	args, err := v.BindArgs("randbytes", a, kw, "n")
	if err != nil {
		return 0, err
	}
	n, err := v.AsIndex(args[0])
	if err != nil {
		return 0, err
	}
	bits, err := r.GetRandBits(int(8 * n))
	if err != nil {
		return 0, v.PyErr(err)
	}
	b := bits.FillBytes(make([]byte, n))
	slices.Reverse(b)
	return v.Bytes(b), nil
}

func getstate(v *VM, r *pylib.Random, a []Value, kw []string) (Value, error) {
	if err := v.CheckArgs("getstate", a, kw, 0, 0); err != nil {
		return 0, err
	}
	words, pos, gauss, ok := r.State()
	items := make([]Value, 0, len(words)+1)
	for _, w := range words {
		items = append(items, v.Int(int64(w)))
	}
	items = append(items, v.Int(int64(pos)))
	g := vm.None
	if ok {
		g = v.Float(gauss)
	}
	return v.Tuple([]Value{v.Int(3), v.Tuple(items), g}), nil
}

func setstate(v *VM, r *pylib.Random, a []Value, kw []string) (Value, error) {
	if err := v.CheckArgs("setstate", a, kw, 1, 1); err != nil {
		return 0, err
	}
	st, ok := v.Items(a[0])
	if !ok || len(st) != 3 {
		return 0, v.Raise("ValueError", "state with version 3 passed to Random.setstate() of version 3")
	}
	items, ok := v.Items(st[1])
	if !ok || len(items) == 0 {
		return 0, v.Raise("TypeError", "state vector must be a tuple")
	}
	words := make([]uint32, len(items)-1)
	for i := range words {
		n, err := v.AsIndex(items[i])
		if err != nil {
			return 0, err
		}
		words[i] = uint32(n)
	}
	pos, err := v.AsIndex(items[len(items)-1])
	if err != nil {
		return 0, err
	}
	gauss, hasGauss := 0.0, st[2] != vm.None
	if hasGauss {
		if gauss, err = v.AsFloat(st[2]); err != nil {
			return 0, err
		}
	}
	return vm.None, v.PyErr(r.SetState(words, int(pos), gauss, hasGauss))
}

func randrange(v *VM, r *pylib.Random, a []Value, kw []string) (Value, error) {
	args, err := v.BindArgs("randrange", a, kw, "start", "stop=", "step=")
	if err != nil {
		return 0, err
	}
	var bounds [3]*big.Int
	for i, x := range args {
		if x == vm.Null || x == vm.None && i > 0 {
			continue
		}
		if bounds[i], err = intArg(v, x); err != nil {
			return 0, err
		}
	}
	n, err := r.RandRange(bounds[0], bounds[1], bounds[2])
	if err != nil {
		return 0, v.PyErr(err)
	}
	return v.BigInt(n), nil
}

func randint(v *VM, r *pylib.Random, a []Value, kw []string) (Value, error) {
	args, err := v.BindArgs("randint", a, kw, "a", "b")
	if err != nil {
		return 0, err
	}
	x, err := intArg(v, args[0])
	if err != nil {
		return 0, err
	}
	y, err := intArg(v, args[1])
	if err != nil {
		return 0, err
	}
	n, err := r.RandInt(x, y)
	if err != nil {
		return 0, v.PyErr(err)
	}
	return v.BigInt(n), nil
}

func choice(v *VM, r *pylib.Random, a []Value, kw []string) (Value, error) {
	if err := v.CheckArgs("choice", a, kw, 1, 1); err != nil {
		return 0, err
	}
	n, err := v.Len(a[0])
	if err != nil {
		return 0, err
	}
	i, err := r.Choice(n)
	if err != nil {
		return 0, v.PyErr(err)
	}
	return v.GetItem(a[0], v.Int(int64(i)))
}

func choices(v *VM, r *pylib.Random, a []Value, kw []string) (Value, error) {
	args, err := v.BindArgs("choices", a, kw, "population", "weights=", "*", "cum_weights=", "k=")
	if err != nil {
		return 0, err
	}
	pop := args[0]
	n, err := v.Len(pop)
	if err != nil {
		return 0, err
	}
	k := int64(1)
	if args[3] != vm.Null {
		if k, err = v.AsIndex(args[3]); err != nil {
			return 0, err
		}
	}
	out := make([]Value, 0, max(k, 0))
	weights, cum := args[1], args[2]
	if cum == vm.Null || cum == vm.None {
		if weights == vm.Null || weights == vm.None {
			for i := int64(0); i < k; i++ {
				x, err := v.GetItem(pop, v.Int(int64(math.Floor(r.Float()*float64(n)))))
				if err != nil {
					return 0, err
				}
				out = append(out, x)
			}
			return v.List(out), nil
		}
		ws, err := v.Iterate(weights)
		if err != nil {
			return 0, err
		}
		acc := make([]Value, len(ws))
		sum := v.Int(0)
		for i, w := range ws {
			if i == 0 {
				sum = w
			} else if sum, err = v.BinaryOp(compile.NBAdd, sum, w); err != nil {
				return 0, err
			}
			acc[i] = sum
		}
		cum = v.List(acc)
	} else if weights != vm.Null && weights != vm.None {
		return 0, v.Raise("TypeError", "Cannot specify both weights and cumulative weights")
	}
	cws, err := v.Iterate(cum)
	if err != nil {
		return 0, err
	}
	if len(cws) != n {
		return 0, v.Raise("ValueError", "The number of weights does not match the population")
	}
	if n == 0 {
		return 0, v.Raise("IndexError", "list index out of range")
	}
	fs := make([]float64, n)
	for i, w := range cws {
		if fs[i], err = v.AsFloat(w); err != nil {
			return 0, err
		}
	}
	total := fs[n-1]
	if total <= 0 {
		return 0, v.Raise("ValueError", "Total of weights must be greater than zero")
	}
	if math.IsInf(total, 0) || math.IsNaN(total) {
		return 0, v.Raise("ValueError", "Total of weights must be finite")
	}
	for i := int64(0); i < k; i++ {
		x := r.Float() * total
		// bisect_right(cum_weights, x, 0, n-1)
		lo, hi := 0, n-1
		for lo < hi {
			mid := (lo + hi) / 2
			if x < fs[mid] {
				hi = mid
			} else {
				lo = mid + 1
			}
		}
		item, err := v.GetItem(pop, v.Int(int64(lo)))
		if err != nil {
			return 0, err
		}
		out = append(out, item)
	}
	return v.List(out), nil
}

func shuffle(v *VM, r *pylib.Random, a []Value, kw []string) (Value, error) {
	if err := v.CheckArgs("shuffle", a, kw, 1, 1); err != nil {
		return 0, err
	}
	x := a[0]
	if items, ok := v.Items(x); ok && v.TypeName(x) == "list" {
		r.Shuffle(len(items), func(i, j int) { items[i], items[j] = items[j], items[i] })
		return vm.None, nil
	}
	n, err := v.Len(x)
	if err != nil {
		return 0, err
	}
	var failed error
	r.Shuffle(n, func(i, j int) {
		if failed != nil {
			return
		}
		xi, err := v.GetItem(x, v.Int(int64(i)))
		if err != nil {
			failed = err
			return
		}
		xj, err := v.GetItem(x, v.Int(int64(j)))
		if err != nil {
			failed = err
			return
		}
		if failed = v.SetItem(x, v.Int(int64(i)), xj); failed == nil {
			failed = v.SetItem(x, v.Int(int64(j)), xi)
		}
	})
	return vm.None, failed
}

func sample(v *VM, r *pylib.Random, a []Value, kw []string) (Value, error) {
	args, err := v.BindArgs("sample", a, kw, "population", "k", "*", "counts=")
	if err != nil {
		return 0, err
	}
	population, err := newSequence(v, args[0])
	if err != nil {
		return 0, err
	}
	if c := args[2]; c != vm.Null && c != vm.None {
		items, err := v.Iterate(args[0])
		if err != nil {
			return 0, err
		}
		counts, err := v.Iterate(c)
		if err != nil {
			return 0, err
		}
		if len(counts) != len(items) {
			return 0, v.Raise("ValueError", "The number of counts does not match the population")
		}
		var expanded []Value
		for i, cv := range counts {
			n, err := v.AsIndex(cv)
			if err != nil {
				return 0, err
			}
			for ; n > 0; n-- {
				expanded = append(expanded, items[i])
			}
		}
		population = sequence{v: v, items: expanded, n: len(expanded)}
	}
	k, err := v.AsIndex(args[1])
	if err != nil {
		return 0, err
	}
	idx, err := r.Sample(population.n, int(k))
	if err != nil {
		return 0, v.PyErr(err)
	}
	out := make([]Value, len(idx))
	for i, j := range idx {
		if out[i], err = population.at(j); err != nil {
			return 0, err
		}
	}
	return v.List(out), nil
}

// sequence is sample's population: a collections.abc.Sequence, read by
// index (a range of 2**32 numbers is not made into a list), or its items
// when the caller has them.
type sequence struct {
	v     *VM
	seq   Value
	items []Value // nil: index seq
	n     int
}

// newSequence is the population seq, or CPython's TypeError when it is
// no sequence (a set, a dict, an iterator).
func newSequence(v *VM, seq Value) (sequence, error) {
	if items, ok := v.Items(seq); ok {
		return sequence{v: v, seq: seq, items: items, n: len(items)}, nil
	}
	abc, err := v.Import("collections.abc")
	if err != nil {
		return sequence{}, err
	}
	cls, err := v.GetAttr(abc, "Sequence")
	if err != nil {
		return sequence{}, err
	}
	isinstance, _ := v.BuiltinValue("isinstance")
	ok, err := v.Call(isinstance, []Value{seq, cls}, nil)
	if err != nil {
		return sequence{}, err
	}
	if yes, err := v.Truth(ok); err != nil || !yes {
		if err == nil {
			err = v.Raise("TypeError", "Population must be a sequence.  For dicts or sets, use sorted(d).")
		}
		return sequence{}, err
	}
	p := sequence{v: v, seq: seq}
	p.n, err = v.Len(seq)
	return p, err
}

// at is item i of the population.
func (p sequence) at(i int) (Value, error) {
	if p.items != nil {
		return p.items[i], nil
	}
	return p.v.GetItem(p.seq, p.v.Int(int64(i)))
}

func triangular(v *VM, r *pylib.Random, a []Value, kw []string) (Value, error) {
	args, err := v.BindArgs("triangular", a, kw, "low=", "high=", "mode=")
	if err != nil {
		return 0, err
	}
	vals := [3]float64{0, 1, 0}
	hasMode := false
	for i, x := range args {
		if x == vm.Null || x == vm.None {
			continue
		}
		if vals[i], err = v.AsFloat(x); err != nil {
			return 0, err
		}
		hasMode = hasMode || i == 2
	}
	return v.Float(r.Triangular(vals[0], vals[1], vals[2], hasMode)), nil
}

// floats2 makes a method of two required floats.
func floats2(name string, fn func(r *pylib.Random, x, y float64) (float64, error)) func(v *VM, r *pylib.Random, a []Value, kw []string) (Value, error) {
	return func(v *VM, r *pylib.Random, a []Value, kw []string) (Value, error) {
		args, err := v.BindArgs(name, a, kw, "a", "b")
		if err != nil {
			return 0, err
		}
		return call2(v, r, args, 0, 0, fn)
	}
}

// floats2Default makes a method of two floats with defaults (mu, sigma).
func floats2Default(name string, dx, dy float64, fn func(r *pylib.Random, x, y float64) (float64, error)) func(v *VM, r *pylib.Random, a []Value, kw []string) (Value, error) {
	return func(v *VM, r *pylib.Random, a []Value, kw []string) (Value, error) {
		args, err := v.BindArgs(name, a, kw, "mu=", "sigma=")
		if err != nil {
			return 0, err
		}
		return call2(v, r, args, dx, dy, fn)
	}
}

func call2(v *VM, r *pylib.Random, args []Value, dx, dy float64, fn func(r *pylib.Random, x, y float64) (float64, error)) (Value, error) {
	xs := [2]float64{dx, dy}
	for i, a := range args {
		if a == vm.Null {
			continue
		}
		f, err := v.AsFloat(a)
		if err != nil {
			return 0, err
		}
		xs[i] = f
	}
	x, err := fn(r, xs[0], xs[1])
	return v.Float(x), v.PyErr(err)
}
