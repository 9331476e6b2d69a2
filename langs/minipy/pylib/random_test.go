package pylib

import (
	"bufio"
	"encoding/json"
	"math/big"
	"os"
	"strconv"
	"strings"
	"testing"

	"github.com/microjit/microjit/langs/minipy/syntax"
)

type randomScript struct {
	Kind  string `json:"kind"`
	V     string `json:"v"`
	Calls []struct {
		Name string   `json:"name"`
		Args []string `json:"args"`
		Out  *string  `json:"out"`
		Err  string   `json:"err"`
	} `json:"calls"`
}

func reprInts(xs []int) string {
	parts := make([]string, len(xs))
	for i, x := range xs {
		parts[i] = strconv.Itoa(x)
	}
	return "[" + strings.Join(parts, ", ") + "]"
}

func TestRandomMatchesCPython(t *testing.T) {
	f, err := os.Open("testdata/random.jsonl")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		var s randomScript
		if err := json.Unmarshal(sc.Bytes(), &s); err != nil {
			t.Fatal(err)
		}
		r := &Random{}
		if s.Kind == "str" {
			r.SeedString(s.V)
		} else {
			n, _ := new(big.Int).SetString(s.V, 10)
			r.Seed(n)
		}
		for _, c := range s.Calls {
			ints := make([]*big.Int, len(c.Args))
			for i, a := range c.Args {
				ints[i], _ = new(big.Int).SetString(a, 10)
			}
			var got string
			var err error
			switch c.Name {
			case "random":
				got = syntax.FloatRepr(r.Float())
			case "uniform":
				a, _ := strconv.ParseFloat(c.Args[0], 64)
				b, _ := strconv.ParseFloat(c.Args[1], 64)
				got = syntax.FloatRepr(r.Uniform(a, b))
			case "getrandbits":
				var x *big.Int
				x, err = r.GetRandBits(int(ints[0].Int64()))
				if err == nil {
					got = x.String()
				}
			case "randint":
				var x *big.Int
				if x, err = r.RandInt(ints[0], ints[1]); err == nil {
					got = x.String()
				}
			case "randrange":
				var stop, step *big.Int
				if len(ints) > 1 {
					stop = ints[1]
				}
				if len(ints) > 2 {
					step = ints[2]
				}
				var x *big.Int
				if x, err = r.RandRange(ints[0], stop, step); err == nil {
					got = x.String()
				}
			case "shuffle":
				xs := make([]int, ints[0].Int64())
				for i := range xs {
					xs[i] = i
				}
				r.Shuffle(len(xs), func(i, j int) { xs[i], xs[j] = xs[j], xs[i] })
				got = reprInts(xs)
			case "choice":
				var i int
				i, err = r.Choice(int(ints[0].Int64()))
				got = strconv.Itoa(i)
			case "sample":
				var xs []int
				if xs, err = r.Sample(int(ints[0].Int64()), int(ints[1].Int64())); err == nil {
					got = reprInts(xs)
				}
			default:
				t.Fatalf("unknown call %q", c.Name)
			}
			line := caseLine{Out: c.Out, Err: c.Err}
			check(t, "seed("+s.V+") "+c.Name+"("+strings.Join(c.Args, ", ")+")", line, got, err)
		}
	}
}
