package bf

import (
	"bytes"
	"io"
	"os"
	"path/filepath"
	"testing"

	"github.com/microjit/microjit/jitcore/config"
)

// benchDir holds the shared benchmark programs, beside the repository.
const benchDir = "../../../shared/bench/bf"

func readBench(b *testing.B, name string) []byte {
	src, err := os.ReadFile(filepath.Join(benchDir, name))
	if err != nil {
		b.Skipf("no %s beside this clone", filepath.Join(benchDir, name))
	}
	return src
}

// BenchmarkParse measures parsing and compiling hanoi.b (54 KB).
func BenchmarkParse(b *testing.B) {
	src := readBench(b, "hanoi.b")
	b.SetBytes(int64(len(src)))
	for b.Loop() {
		prog, err := Parse("hanoi.b", src)
		if err != nil {
			b.Fatal(err)
		}
		Compile("hanoi.b", prog)
	}
}

// BenchmarkPrograms runs each shared program with the JIT off, with the
// executor and with the default backend.
func BenchmarkPrograms(b *testing.B) {
	for _, name := range []string{"mandelbrot.b", "factor.b", "hanoi.b", "long.b", "dbfi.b"} {
		for _, mode := range []struct{ name, params string }{
			{"interp", "jit=off"}, {"exec", "backend=exec"}, {"default", ""},
		} {
			b.Run(name+"/"+mode.name, func(b *testing.B) {
				src := readBench(b, name)
				in, _ := os.ReadFile(filepath.Join(benchDir, name+".in"))
				prog, err := Parse(name, src)
				if err != nil {
					b.Fatal(err)
				}
				code := Compile(name, prog)
				for b.Loop() {
					m, err := NewMachine(code, Config{}, bytes.NewReader(in), io.Discard)
					if err != nil {
						b.Fatal(err)
					}
					opts := config.Options{Params: config.DefaultParams()}
					if err := opts.Params.Set(mode.params); err != nil {
						b.Fatal(err)
					}
					if err := m.EnableJIT(opts); err != nil {
						b.Fatal(err)
					}
					if err := m.Run(); err != nil {
						b.Fatal(err)
					}
					m.Close()
				}
			})
		}
	}
}
