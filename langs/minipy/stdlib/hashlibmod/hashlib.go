// Package hashlibmod is minipy's _hashlib module: the message digests of
// Go's crypto packages, by name. hashlib (lib/hashlib.py) builds its
// hash objects on it: an object keeps the bytes it was given and asks
// digest(name, data) for the digest when one is wanted.
package hashlibmod

import (
	"crypto/md5"
	"crypto/sha1"
	"crypto/sha256"
	"crypto/sha3"
	"crypto/sha512"
	"hash"
	"sort"

	"github.com/microjit/microjit/langs/minipy/vm"
)

type (
	// Value is a Python value.
	Value = vm.Value
	// VM is the interpreter the functions run in.
	VM = vm.VM
)

// algorithms are the digests by hashlib's names.
var algorithms = map[string]func() hash.Hash{
	"md5":      md5.New,
	"sha1":     sha1.New,
	"sha224":   sha256.New224,
	"sha256":   sha256.New,
	"sha384":   sha512.New384,
	"sha512":   sha512.New,
	"sha3_224": func() hash.Hash { return sha3.New224() },
	"sha3_256": func() hash.Hash { return sha3.New256() },
	"sha3_384": func() hash.Hash { return sha3.New384() },
	"sha3_512": func() hash.Hash { return sha3.New512() },
}

func init() { vm.Register(vm.ModuleDef{Name: "_hashlib", Init: initHashlib}) }

func initHashlib(v *VM, m *vm.Module) error {
	names := make([]string, 0, len(algorithms))
	for n := range algorithms {
		names = append(names, n)
	}
	sort.Strings(names)
	items := make([]Value, len(names))
	for i, n := range names {
		items[i] = v.Str(n)
	}
	m.Set("names", v.Tuple(items))
	// sizes(name) is (digest_size, block_size).
	m.Def("sizes", func(v *VM, a []Value, kw []string) (Value, error) {
		h, err := lookup(v, "sizes", a, kw, 1)
		if err != nil {
			return 0, err
		}
		return v.Tuple([]Value{v.Int(int64(h.Size())), v.Int(int64(h.BlockSize()))}), nil
	})
	// digest(name, data) is the digest of the bytes data.
	m.Def("digest", func(v *VM, a []Value, kw []string) (Value, error) {
		h, err := lookup(v, "digest", a, kw, 2)
		if err != nil {
			return 0, err
		}
		data, ok := v.AsBytes(a[1])
		if !ok {
			return 0, v.Raise("TypeError", "object supporting the buffer API required")
		}
		h.Write(data)
		return v.Bytes(h.Sum(nil)), nil
	})
	return nil
}

// lookup checks a call's n arguments, the first an algorithm's name, and
// returns a fresh hash of it.
func lookup(v *VM, fname string, a []Value, kw []string, n int) (hash.Hash, error) {
	if err := v.CheckArgs(fname, a, kw, n, n); err != nil {
		return nil, err
	}
	name, ok := v.AsStr(a[0])
	if !ok {
		return nil, v.Raise("TypeError", "%s() argument 1 must be str, not %s", fname, v.TypeName(a[0]))
	}
	mk, ok := algorithms[name]
	if !ok {
		return nil, v.Raise("ValueError", "unsupported hash type %s", name)
	}
	return mk(), nil
}
