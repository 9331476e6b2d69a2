package conformance

import (
	"github.com/microjit/microjit/jitcore/lang"
	"github.com/microjit/microjit/langs/bf"
	"github.com/microjit/microjit/langs/minipy"
	"github.com/microjit/microjit/langs/prolog"
	"github.com/microjit/microjit/langs/tiny"
	"github.com/microjit/microjit/langs/toyvm"
)

// Languages is the one place a language registers with the runner.
var Languages = []*Lang{
	{
		Language: bf.Language,
		Cmd:      "github.com/microjit/microjit/langs/bf/cmd/bf",
		External: externalBF,
		Endless:  []string{"+[.]"},
	},
	{
		Language: toyvm.Language,
		Cmd:      "github.com/microjit/microjit/langs/toyvm/cmd/toyvm",
		Endless: []string{
			"loop: PUSH 1\nPRINT\nBR loop\n",
			"NIL\nloop: DUMP\nBR loop\n",
		},
	},
	{
		Language: minipy.Language,
		Cmd:      "github.com/microjit/microjit/langs/minipy/cmd/minipy",
		External: externalMinipy,
		DataDir:  "python",
		Endless: []string{
			"while True:\n    print(1)\n",
			"import sys\nwhile True:\n    sys.stdout.write('x')\n",
		},
	},
	{
		Language: prolog.Language,
		Cmd:      "github.com/microjit/microjit/langs/prolog/cmd/prolog",
		External: externalProlog,
		Endless: []string{
			":- initialization(l).\nl :- write(x), nl, l.\n",
			":- initialization(l).\nl :- repeat, put_char(x), fail.\n",
		},
	},
	{
		Language: tiny.Language,
		Cmd:      "github.com/microjit/microjit/langs/tiny/cmd/tiny",
		Endless:  []string{"while 1 {\n    print 1\n}\n"},
	},
}

// Lang describes how to run one language's cases.
type Lang struct {
	// Language is the language's jitcore/lang API: its Name names its
	// folders under cases/ and conformance-data/, its first extension
	// that of its case programs.
	*lang.Language
	Cmd string // Go package path of the language's binary (Binary mode)
	// External lists the third-party cases found under dir (the language's
	// folder of ../shared/conformance-data); root is the conformance
	// module's directory, for files of the runner's own. It may be nil.
	External func(root, dir string) ([]*Case, error)
	// DataDir is the language's folder under ../shared/conformance-data
	// when it is not named for the language (minipy's is python).
	DataDir string
	// Endless are programs that write output forever, each a way the
	// language writes (TestWriteErrorStops: a failed write must end
	// them).
	Endless []string
	// KnownBugs are cases that fail with the JIT on because of a bug not
	// yet fixed, each with the bug: such a failure counts as excluded
	// (the interpreter must still pass). TestKnownBugsStillFail fails
	// once a case passes in every mode: then remove its entry.
	KnownBugs map[string]string
	// Missing are own cases of features the language does not have yet,
	// each with what is missing: they may fail in every mode and then
	// count as excluded. TestKnownBugsStillFail fails once one passes
	// with the JIT off: then remove its entry.
	Missing map[string]string
}

// Ext is the extension of the language's case programs.
func (l *Lang) Ext() string { return l.Exts[0] }

// LangByName finds a registered language.
func LangByName(name string) *Lang {
	for _, l := range Languages {
		if l.Name == name {
			return l
		}
	}
	return nil
}
