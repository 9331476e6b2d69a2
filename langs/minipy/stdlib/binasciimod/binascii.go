// Package binasciimod is minipy's binascii module: bytes to and from
// hexadecimal and base64 text, and the CRC-32 checksum.
package binasciimod

import (
	"encoding/base64"
	"encoding/hex"
	"hash/crc32"
	"strings"

	"github.com/microjit/microjit/langs/minipy/vm"
)

type (
	// Value is a Python value.
	Value = vm.Value
	// VM is the interpreter the functions run in.
	VM = vm.VM
)

func init() { vm.Register(vm.ModuleDef{Name: "binascii", Init: initBinascii}) }

func initBinascii(v *VM, m *vm.Module) error {
	errClass, err := v.Call(mustBuiltin(v, "type"), []Value{v.Str("Error"), v.Tuple([]Value{mustBuiltin(v, "ValueError")}), v.NewDict()}, nil)
	if err != nil {
		return err
	}
	if err := v.SetAttr(errClass, "__module__", v.Str("binascii")); err != nil {
		return err
	}
	m.Set("Error", errClass)
	// fail raises binascii.Error(msg).
	fail := func(msg string) error {
		exc, err := v.Call(errClass, []Value{v.Str(msg)}, nil)
		if err != nil {
			return err
		}
		return v.RaiseValue(exc)
	}
	toHex := func(name string) {
		m.Def(name, func(v *VM, a []Value, kw []string) (Value, error) {
			b, err := bytesArg(v, name, a, kw, 1, 1)
			if err != nil {
				return 0, err
			}
			return v.Bytes([]byte(hex.EncodeToString(b))), nil
		})
	}
	fromHex := func(name string) {
		m.Def(name, func(v *VM, a []Value, kw []string) (Value, error) {
			b, err := textArg(v, name, a, kw)
			if err != nil {
				return 0, err
			}
			if len(b)%2 != 0 {
				return 0, fail("Odd-length string")
			}
			out, derr := hex.DecodeString(string(b))
			if derr != nil {
				return 0, fail("Non-hexadecimal digit found")
			}
			return v.Bytes(out), nil
		})
	}
	toHex("hexlify")
	toHex("b2a_hex")
	fromHex("unhexlify")
	fromHex("a2b_hex")
	m.Def("crc32", func(v *VM, a []Value, kw []string) (Value, error) {
		b, err := bytesArg(v, "crc32", a, kw, 1, 2)
		if err != nil {
			return 0, err
		}
		var start uint32
		if len(a) == 2 {
			n, err := v.AsIndex(a[1])
			if err != nil {
				return 0, err
			}
			start = uint32(n)
		}
		return v.Int(int64(crc32.Update(start, crc32.IEEETable, b))), nil
	})
	m.Def("b2a_base64", func(v *VM, a []Value, kw []string) (Value, error) {
		pos, kws, err := v.Kwargs("b2a_base64", a, kw, "newline")
		if err != nil {
			return 0, err
		}
		b, err := bytesArg(v, "b2a_base64", pos, nil, 1, 1)
		if err != nil {
			return 0, err
		}
		out := base64.StdEncoding.EncodeToString(b)
		newline := true
		if n, ok := kws["newline"]; ok {
			if newline, err = v.Truth(n); err != nil {
				return 0, err
			}
		}
		if newline {
			out += "\n"
		}
		return v.Bytes([]byte(out)), nil
	})
	m.Def("a2b_base64", func(v *VM, a []Value, kw []string) (Value, error) {
		b, err := textArg(v, "a2b_base64", a, kw)
		if err != nil {
			return 0, err
		}
		out, ok := decodeBase64(b)
		if !ok {
			return 0, fail("Incorrect padding")
		}
		return v.Bytes(out), nil
	})
	return nil
}

// decodeBase64 decodes base64 text as binascii does by default: bytes
// outside the alphabet are skipped, and the padding must be complete.
func decodeBase64(b []byte) ([]byte, bool) {
	var clean []byte
	for _, c := range b {
		switch {
		case 'A' <= c && c <= 'Z', 'a' <= c && c <= 'z', '0' <= c && c <= '9', c == '+', c == '/', c == '=':
			clean = append(clean, c)
		}
	}
	if i := strings.IndexByte(string(clean), '='); i >= 0 {
		// Text after the padding ends the data.
		end := i
		for end < len(clean) && clean[end] == '=' {
			end++
		}
		clean = clean[:end]
	}
	out, err := base64.StdEncoding.DecodeString(string(clean))
	return out, err == nil
}

// bytesArg checks a call of lo to hi arguments and returns the first as
// bytes.
func bytesArg(v *VM, fname string, a []Value, kw []string, lo, hi int) ([]byte, error) {
	if err := v.CheckArgs(fname, a, kw, lo, hi); err != nil {
		return nil, err
	}
	b, ok := v.AsBytes(a[0])
	if !ok {
		return nil, v.Raise("TypeError", "a bytes-like object is required, not '%s'", v.TypeName(a[0]))
	}
	return b, nil
}

// textArg is the one argument of an a2b_ function: bytes, or a str of
// ASCII characters.
func textArg(v *VM, fname string, a []Value, kw []string) ([]byte, error) {
	if err := v.CheckArgs(fname, a, kw, 1, 1); err != nil {
		return nil, err
	}
	if s, ok := v.AsStr(a[0]); ok {
		for _, r := range s {
			if r > 127 {
				return nil, v.Raise("ValueError", "string argument should contain only ASCII characters")
			}
		}
		return []byte(s), nil
	}
	b, ok := v.AsBytes(a[0])
	if !ok {
		return nil, v.Raise("TypeError", "argument should be bytes, buffer or ASCII string, not '%s'", v.TypeName(a[0]))
	}
	return b, nil
}

func mustBuiltin(v *VM, name string) Value {
	b, _ := v.BuiltinValue(name)
	return b
}
