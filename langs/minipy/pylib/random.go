package pylib

import (
	"crypto/sha512"
	"fmt"
	"math"
	"math/big"
)

// Random is the generator of CPython's random module: MT19937 seeded as
// CPython seeds it, with the module's algorithms on top, so that a
// program seeding with the same int (or str) draws the same numbers.
type Random struct {
	mt  [mtN]uint32
	idx int
	// gaussNext is gauss's second number, when hasGauss.
	gaussNext float64
	hasGauss  bool
}

// MT19937's parameters.
const (
	mtN         = 624
	mtM         = 397
	mtMatrixA   = 0x9908b0df
	mtUpperMask = 0x80000000
	mtLowerMask = 0x7fffffff
)

func (r *Random) initGenrand(s uint32) {
	r.mt[0] = s
	for i := 1; i < mtN; i++ {
		r.mt[i] = 1812433253*(r.mt[i-1]^(r.mt[i-1]>>30)) + uint32(i)
	}
	r.idx = mtN
}

func (r *Random) initByArray(key []uint32) {
	r.initGenrand(19650218)
	i, j := 1, 0
	for k := max(mtN, len(key)); k > 0; k-- {
		r.mt[i] = (r.mt[i] ^ ((r.mt[i-1] ^ (r.mt[i-1] >> 30)) * 1664525)) + key[j] + uint32(j)
		i++
		j++
		if i >= mtN {
			r.mt[0] = r.mt[mtN-1]
			i = 1
		}
		if j >= len(key) {
			j = 0
		}
	}
	for k := mtN - 1; k > 0; k-- {
		r.mt[i] = (r.mt[i] ^ ((r.mt[i-1] ^ (r.mt[i-1] >> 30)) * 1566083941)) - uint32(i)
		i++
		if i >= mtN {
			r.mt[0] = r.mt[mtN-1]
			i = 1
		}
	}
	r.mt[0] = 0x80000000
}

// genrand is the next 32-bit output.
func (r *Random) genrand() uint32 {
	if r.idx >= mtN {
		for k := 0; k < mtN; k++ {
			y := r.mt[k]&mtUpperMask | r.mt[(k+1)%mtN]&mtLowerMask
			v := r.mt[(k+mtM)%mtN] ^ y>>1
			if y&1 != 0 {
				v ^= mtMatrixA
			}
			r.mt[k] = v
		}
		r.idx = 0
	}
	y := r.mt[r.idx]
	r.idx++
	y ^= y >> 11
	y ^= y << 7 & 0x9d2c5680
	y ^= y << 15 & 0xefc60000
	y ^= y >> 18
	return y
}

// NewRandom returns a generator seeded with the int seed, as
// random.seed(seed) does.
func NewRandom(seed *big.Int) *Random {
	r := &Random{}
	r.Seed(seed)
	return r
}

// Seed is random.seed(n) for an int: the 32-bit words of |n|, least
// significant first, fed to init_by_array. (A float seed is seeded with
// its hash, None with the caller's entropy.)
func (r *Random) Seed(n *big.Int) {
	words := []uint32{0}
	if n.Sign() != 0 {
		b := new(big.Int).Abs(n).Bytes() // big-endian
		words = make([]uint32, (len(b)+3)/4)
		for i, c := range b {
			pos := len(b) - 1 - i // byte position from the least significant
			words[pos/4] |= uint32(c) << (8 * (pos % 4))
		}
	}
	r.initByArray(words)
	r.hasGauss = false
}

// SeedString is random.seed(s) for a str: the int made of s's UTF-8 bytes
// followed by their SHA-512 digest.
func (r *Random) SeedString(s string) {
	sum := sha512.Sum512([]byte(s))
	r.Seed(new(big.Int).SetBytes(append([]byte(s), sum[:]...)))
}

// Float is random.random(): 53 random bits in [0, 1).
func (r *Random) Float() float64 {
	a, b := r.genrand()>>5, r.genrand()>>6
	return (float64(a)*67108864.0 + float64(b)) * (1.0 / 9007199254740992.0)
}

// Uniform is random.uniform(a, b).
func (r *Random) Uniform(a, b float64) float64 {
	return a + (b-a)*r.Float()
}

// GetRandBits is random.getrandbits(k).
func (r *Random) GetRandBits(k int) (*big.Int, error) {
	if k < 0 {
		return nil, newError(ValueError, "number of bits must be non-negative")
	}
	if k <= 32 {
		return big.NewInt(int64(r.getrandbits32(k))), nil
	}
	// 32-bit words, least significant first; the last keeps its top bits.
	buf := make([]byte, 4*((k+31)/32))
	for i := len(buf) - 4; i >= 0; i -= 4 {
		w := r.genrand()
		if k < 32 {
			w >>= 32 - k
		}
		k -= 32
		buf[i], buf[i+1], buf[i+2], buf[i+3] = byte(w>>24), byte(w>>16), byte(w>>8), byte(w)
	}
	return new(big.Int).SetBytes(buf), nil
}

func (r *Random) getrandbits32(k int) uint32 {
	if k == 0 {
		return 0
	}
	return r.genrand() >> (32 - k)
}

// randBelowInt is _randbelow_with_getrandbits for 0 < n < 2**63.
func (r *Random) randBelowInt(n int64) int64 {
	k := bitLen(uint64(n))
	for {
		var x int64
		if k <= 32 {
			x = int64(r.getrandbits32(k))
		} else {
			lo := uint64(r.genrand())
			hi := uint64(r.genrand() >> (64 - k))
			x = int64(hi<<32 | lo)
		}
		if x < n {
			return x
		}
	}
}

func bitLen(x uint64) int {
	n := 0
	for ; x != 0; x >>= 1 {
		n++
	}
	return n
}

// RandBelow is _randbelow(n), a uniform int in [0, n), for n > 0.
func (r *Random) RandBelow(n *big.Int) *big.Int {
	if n.IsInt64() {
		return big.NewInt(r.randBelowInt(n.Int64()))
	}
	k := n.BitLen()
	for {
		x, _ := r.GetRandBits(k)
		if x.Cmp(n) < 0 {
			return x
		}
	}
}

// RandRange is random.randrange(start, stop, step); stop and step are nil
// when absent.
func (r *Random) RandRange(start, stop, step *big.Int) (*big.Int, error) {
	if stop == nil {
		if step != nil {
			return nil, newError(TypeError, "Missing a non-None stop argument")
		}
		if start.Sign() > 0 {
			return r.RandBelow(start), nil
		}
		return nil, newError(ValueError, "empty range for randrange()")
	}
	width := new(big.Int).Sub(stop, start)
	if step == nil || step.IsInt64() && step.Int64() == 1 {
		if width.Sign() > 0 {
			return width.Add(start, r.RandBelow(width)), nil
		}
		return nil, newError(ValueError, fmt.Sprintf("empty range for randrange() (%v, %v, %v)", start, stop, width))
	}
	var n *big.Int
	switch step.Sign() {
	case 1:
		n = new(big.Int).Add(width, step)
		n.Sub(n, big.NewInt(1))
	case -1:
		n = new(big.Int).Add(width, step)
		n.Add(n, big.NewInt(1))
	default:
		return nil, newError(ValueError, "zero step for randrange()")
	}
	n, _, _ = DivModBig(n, step)
	if n.Sign() <= 0 {
		return nil, newError(ValueError, "empty range for randrange()")
	}
	k := r.RandBelow(n)
	return k.Add(start, k.Mul(k, step)), nil
}

// RandInt is random.randint(a, b).
func (r *Random) RandInt(a, b *big.Int) (*big.Int, error) {
	return r.RandRange(a, new(big.Int).Add(b, big.NewInt(1)), nil)
}

// Choice is the index random.choice picks in a sequence of n items.
func (r *Random) Choice(n int) (int, error) {
	if n == 0 {
		return 0, newError(IndexError, "Cannot choose from an empty sequence")
	}
	return int(r.randBelowInt(int64(n))), nil
}

// Shuffle is random.shuffle over n items, swapping them through swap.
func (r *Random) Shuffle(n int, swap func(i, j int)) {
	for i := n - 1; i > 0; i-- {
		swap(i, int(r.randBelowInt(int64(i+1))))
	}
}

// Sample is the indices random.sample(population, k) picks in a
// population of n items, in order.
func (r *Random) Sample(n, k int) ([]int, error) {
	if k < 0 || k > n {
		return nil, newError(ValueError, "Sample larger than population or is negative")
	}
	result := make([]int, k)
	setsize := 21 // size of a small set minus size of an empty list
	if k > 5 {
		setsize += int(math.Pow(4, math.Ceil(math.Log(float64(k*3))/math.Log(4))))
	}
	if n <= setsize {
		pool := make([]int, n)
		for i := range pool {
			pool[i] = i
		}
		for i := range k {
			j := int(r.randBelowInt(int64(n - i)))
			result[i] = pool[j]
			pool[j] = pool[n-i-1]
		}
		return result, nil
	}
	selected := map[int]bool{}
	for i := range k {
		j := int(r.randBelowInt(int64(n)))
		for selected[j] {
			j = int(r.randBelowInt(int64(n)))
		}
		selected[j] = true
		result[i] = j
	}
	return result, nil
}
