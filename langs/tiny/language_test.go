package tiny_test

import (
	"fmt"
	"os"
	"path/filepath"
	"testing"

	"github.com/microjit/microjit/jitcore/config"
	"github.com/microjit/microjit/jitcore/lang"
	"github.com/microjit/microjit/jitcore/lang/langtest"
	"github.com/microjit/microjit/langs/tiny"
)

// A Go program runs tiny in-process through tiny.Language.
func ExampleLanguage() {
	err := tiny.Language.Run("sum.tiny", []byte("print 6 * 7\n"), lang.Config{
		Stdout: os.Stdout,
		JIT:    config.Options{Params: config.DefaultParams()},
	})
	fmt.Println(err)
	err = tiny.Language.Run("bad.tiny", []byte("x = 0\nprint 1 / x\n"), lang.Config{})
	if e, ok := err.(*lang.Error); ok {
		fmt.Println(e.Kind, e.Pos.Line, e.Pos.Col, e.ExitStatus())
	}
	// Output:
	// 42
	// <nil>
	// runtime 2 9 1
}

// TestLanguageErrorKinds: tiny's errors as jitcore/lang reports them.
func TestLanguageErrorKinds(t *testing.T) {
	langtest.Kinds(t, tiny.Language, "t.tiny", []langtest.Kind{
		{Src: "x = (1", Want: lang.KindParse},
		{Src: "print y", Want: lang.KindParse},
		{Src: "x = 0\nprint 1 % x", Want: lang.KindRuntime},
		{Src: "print 1", Args: []string{"extra"}, Want: lang.KindUsage},
	})
}

// TestLanguageConcurrent runs one tiny program in two goroutines at once,
// compiled eagerly (run with -race: ci/stress does).
func TestLanguageConcurrent(t *testing.T) {
	file := filepath.Join("examples", "loop.tiny")
	src, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	langtest.Concurrent(t, tiny.Language, file, src, nil, "333332833333500000\n")
}

// TestFlagsDocumented: README names every flag --help lists.
func TestFlagsDocumented(t *testing.T) {
	langtest.FlagsDocumented(t, tiny.Language, filepath.Join("..", "..", "README.md"))
}
