package conformance

// Languages is the one place a language registers with the runner.
var Languages = []*Lang{
	{
		Name:     "bf",
		Ext:      ".b",
		Cmd:      "github.com/microjit/microjit/langs/bf/cmd/bf",
		External: externalBF,
		Endless:  []string{"+[.]"},
	},
	{
		Name: "toyvm",
		Ext:  ".tlc",
		Cmd:  "github.com/microjit/microjit/langs/toyvm/cmd/toyvm",
		Endless: []string{
			"loop: PUSH 1\nPRINT\nBR loop\n",
			"NIL\nloop: DUMP\nBR loop\n",
		},
	},
	{
		Name:    "tiny",
		Ext:     ".tiny",
		Cmd:     "github.com/microjit/microjit/langs/tiny/cmd/tiny",
		Endless: []string{"while 1 {\n    print 1\n}\n"},
	},
}

// Lang describes how to run one language's cases.
type Lang struct {
	Name string // directory name under cases/ and conformance-data/
	Ext  string // extension of program files
	Cmd  string // Go package path of the language's binary
	// External lists the third-party cases found under dir (the language's
	// folder of ../shared/conformance-data). It may be nil.
	External func(dir string) ([]*Case, error)
	// Endless are programs that write output forever, each a way the
	// language writes (TestWriteErrorStops: a failed write must end
	// them).
	Endless []string
}

// LangByName finds a registered language.
func LangByName(name string) *Lang {
	for _, l := range Languages {
		if l.Name == name {
			return l
		}
	}
	return nil
}
