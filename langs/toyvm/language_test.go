package toyvm_test

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"testing"

	"github.com/microjit/microjit/jitcore/config"
	"github.com/microjit/microjit/jitcore/lang"
	"github.com/microjit/microjit/jitcore/lang/langtest"
	"github.com/microjit/microjit/langs/toyvm"
)

// A Go program runs toyvm in-process through toyvm.Language; arguments
// after the flags are main's.
func ExampleLanguage() {
	src := []byte(`
    PUSHARG        ; n
loop:
    PICK 0
    PRINT
    PUSH 1
    SUB
    PICK 0
    BR_COND loop
`)
	err := toyvm.Language.Run("count.tlc", src, lang.Config{
		Args:   []string{"3"},
		Stdout: os.Stdout,
		JIT:    config.Options{Params: config.DefaultParams()},
	})
	fmt.Println(err)

	err = toyvm.Language.Run("div.tlc", []byte("PUSH 1\nPUSH 0\nDIV"), lang.Config{})
	var e *lang.Error
	if errors.As(err, &e) {
		fmt.Println(e.Kind, e.Pos.Line, e.ExitStatus())
		fmt.Println(e)
	}
	// Output:
	// 3
	// 2
	// 1
	// <nil>
	// runtime 3 1
	// div.tlc:3:1: DIV: division by zero
}

// TestLanguageErrorKinds: toyvm's errors as jitcore/lang reports them.
func TestLanguageErrorKinds(t *testing.T) {
	langtest.Kinds(t, toyvm.Language, "t.tlc", []langtest.Kind{
		{Src: "PUSH", Want: lang.KindParse},
		{Src: "BR nowhere", Want: lang.KindParse},
		{Src: "POP", Want: lang.KindRuntime},
		{Src: "f: CALL f/0", Args: []string{"--max-depth=5"}, Want: lang.KindLimit},
		{Src: "NOP", Args: []string{"x"}, Want: lang.KindUsage},
		{Src: "NOP", Args: []string{"--max-depth=0"}, Want: lang.KindUsage},
	})
}

// TestLanguageConcurrent runs one toyvm program (objects on the heap, a
// promoted SEND) in two goroutines at once, compiled eagerly (run with
// -race: ci/stress does).
func TestLanguageConcurrent(t *testing.T) {
	file := filepath.Join("examples", "accumulator.tlc")
	src, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	langtest.Concurrent(t, toyvm.Language, file, src, []string{"2000"}, "2001000\n")
}

// TestFlagsDocumented: README names every flag --help lists.
func TestFlagsDocumented(t *testing.T) {
	langtest.FlagsDocumented(t, toyvm.Language, "README.md", filepath.Join("..", "..", "README.md"))
}
