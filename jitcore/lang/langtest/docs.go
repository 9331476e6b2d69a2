package langtest

import (
	"flag"
	"io"
	"os"
	"regexp"
	"testing"

	"github.com/microjit/microjit/jitcore/config"
	"github.com/microjit/microjit/jitcore/lang"
)

// FlagsDocumented checks that every flag of l's binary (the JIT's, -e
// when it has one, and the language's) is named, as -name or --name, in
// one of the docs (paths of Markdown files), so README and --help agree.
func FlagsDocumented(t *testing.T, l *lang.Language, docs ...string) {
	t.Helper()
	var text []byte
	for _, d := range docs {
		b, err := os.ReadFile(d)
		if err != nil {
			t.Fatal(err)
		}
		text = append(append(text, b...), '\n')
	}
	fs := flag.NewFlagSet(l.Name, flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	var jit config.Options
	if err := jit.RegisterFlags(fs); err != nil {
		t.Fatal(err)
	}
	if l.Eval {
		fs.String("e", "", "")
	}
	l.NewSettings().Flags(fs)
	fs.VisitAll(func(f *flag.Flag) {
		named := regexp.MustCompile(`(?:^|[^\w-])--?` + regexp.QuoteMeta(f.Name) + `(?:[^\w-]|$)`)
		if !named.Match(text) {
			t.Errorf("%s's flag --%s is not documented in %v", l.Name, f.Name, docs)
		}
	})
}
