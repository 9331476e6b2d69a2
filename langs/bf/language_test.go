package bf_test

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"testing"

	"github.com/microjit/microjit/jitcore/config"
	"github.com/microjit/microjit/jitcore/lang"
	"github.com/microjit/microjit/jitcore/lang/langtest"
	"github.com/microjit/microjit/langs/bf"
)

// A Go program runs bf in-process through bf.Language.
func ExampleLanguage() {
	src := []byte("++++++++[>++++++++<-]>+.+.+.") // 65 = 'A', then B and C
	err := bf.Language.Run("abc.b", src, lang.Config{
		Stdout: os.Stdout,
		JIT:    config.Options{Params: config.DefaultParams()},
	})
	fmt.Println()
	fmt.Println(err)

	err = bf.Language.Run("left.b", []byte("+\n <"), lang.Config{Args: []string{"--tape=10"}})
	var e *lang.Error
	if errors.As(err, &e) {
		fmt.Println(e.Kind, e.Pos.Line, e.Pos.Col, e.ExitStatus())
	}
	// Output:
	// ABC
	// <nil>
	// runtime 2 2 1
}

// TestLanguageErrorKinds: bf's errors as jitcore/lang reports them.
func TestLanguageErrorKinds(t *testing.T) {
	langtest.Kinds(t, bf.Language, "t.b", []langtest.Kind{
		{Src: "+[", Want: lang.KindParse},
		{Src: "<", Want: lang.KindRuntime},
		{Src: "+[>+]", Args: []string{"--tape=4", "--tape-max=8"}, Want: lang.KindLimit},
		{Src: "+", Args: []string{"--eof=never"}, Want: lang.KindUsage},
	})
}

// TestLanguageConcurrent runs one bf program in two goroutines at once,
// compiled eagerly (run with -race: ci/stress does).
func TestLanguageConcurrent(t *testing.T) {
	file := filepath.Join("examples", "hello.b")
	src, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	langtest.Concurrent(t, bf.Language, file, src, nil, "Hello World!\n")
}

// TestFlagsDocumented: README names every flag --help lists.
func TestFlagsDocumented(t *testing.T) {
	langtest.FlagsDocumented(t, bf.Language, "README.md", filepath.Join("..", "..", "README.md"))
}
