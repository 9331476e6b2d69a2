package bf

import (
	"os"
	"testing"
)

// BenchmarkParse measures parsing and compiling a large program (hanoi.b,
// 54 KB) from ../shared/bench.
func BenchmarkParse(b *testing.B) {
	src, err := os.ReadFile("../../../shared/bench/bf/hanoi.b")
	if err != nil {
		b.Skip("no ../shared/bench/bf/hanoi.b beside this clone")
	}
	b.SetBytes(int64(len(src)))
	for b.Loop() {
		prog, err := Parse("hanoi.b", src)
		if err != nil {
			b.Fatal(err)
		}
		Compile("hanoi.b", prog)
	}
}
