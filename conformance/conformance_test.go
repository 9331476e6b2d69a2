package conformance

import (
	"bytes"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/microjit/microjit/jitcore/config"
	"github.com/microjit/microjit/jitcore/lang"
	"github.com/microjit/microjit/jitcore/opt"
)

// caseTimeout bounds one run of one case. The slowest external programs
// take seconds in the interpreter; a hang must not stall CI.
const caseTimeout = 3 * time.Minute

// TestConformance runs every case of every language in every mode,
// in-process. With -short it runs only the project's own and cross
// cases.
func TestConformance(t *testing.T) {
	for _, l := range Languages {
		set, err := Collect(".", l, !testing.Short())
		if err != nil {
			t.Fatal(err)
		}
		if set.NoShared != "" {
			t.Logf("%s: %s", l.Name, set.NoShared)
		}
		for _, m := range Modes {
			for _, c := range set.All() {
				t.Run(l.Name+"/"+m.Name+"/"+c.Name, func(t *testing.T) {
					t.Parallel()
					if r := c.Run(InProcess{}, m, caseTimeout); r.Err != nil {
						t.Errorf("%s in mode %s: %v", c.Program, m.Name, r.Err)
					}
				})
			}
		}
	}
}

// TestExclusionsNameRealCases keeps excluded.tsv honest: every line must
// name a discovered case (ExternalCases fails otherwise).
func TestExclusionsNameRealCases(t *testing.T) {
	for _, l := range Languages {
		set, err := Collect(".", l, true)
		if err != nil {
			t.Fatal(err)
		}
		if set.NoShared != "" {
			t.Skipf("%s: %s", l.Name, set.NoShared)
		}
		if len(set.External) == 0 && l.External != nil {
			t.Errorf("%s: no external cases discovered", l.Name)
		}
	}
}

func TestParseExit(t *testing.T) {
	tests := []struct {
		in         string
		wantCode   int
		wantStderr string
		wantErr    bool
	}{
		{"2\n:1:3: unmatched '['\n", 2, ":1:3: unmatched '['", false},
		{"1\n", 1, "", false},
		{"1", 1, "", false},
		{"x\nmsg", 0, "", true},
	}
	for _, tt := range tests {
		var c Case
		err := c.parseExit(tt.in)
		if (err != nil) != tt.wantErr {
			t.Errorf("parseExit(%q) error = %v, want error %v", tt.in, err, tt.wantErr)
			continue
		}
		if c.WantExit != tt.wantCode || c.WantStderr != tt.wantStderr {
			t.Errorf("parseExit(%q) = %d, %q; want %d, %q", tt.in, c.WantExit, c.WantStderr, tt.wantCode, tt.wantStderr)
		}
	}
}

// TestPassOffModes checks that the passes-off modes are jit-eager with
// exactly one optimizer pass missing each, and that the binaries accept
// their parameters.
func TestPassOffModes(t *testing.T) {
	names := opt.Names()
	ms := PassOffModes()
	if len(ms) != len(names) {
		t.Fatalf("%d modes for %d passes", len(ms), len(names))
	}
	for i, m := range ms {
		eager, opts, ok := strings.Cut(m.Env, ",enable_opts=")
		if !ok || eager != Modes[1].Env {
			t.Errorf("%s: env %q is not jit-eager's plus enable_opts", m.Name, m.Env)
			continue
		}
		want := slices.Delete(slices.Clone(names), i, i+1)
		if got := strings.Split(opts, ":"); !slices.Equal(got, want) {
			t.Errorf("%s: passes %v, want %v", m.Name, got, want)
		}
		p := config.DefaultParams()
		if err := p.Set(m.Env); err != nil {
			t.Errorf("%s: %v", m.Name, err)
		}
		if found, ok := ModeByName(m.Name); !ok || found != m {
			t.Errorf("ModeByName(%q) = %v, %v", m.Name, found, ok)
		}
	}
}

// TestOwnCasesNeedCases: a language whose case folder is missing, empty
// or holds no program of its extension has no passing suite, but an
// error.
func TestOwnCasesNeedCases(t *testing.T) {
	l := &Lang{Language: &lang.Language{Name: "x", Exts: []string{".x"}}}
	tests := []struct {
		name    string
		files   []string // nil: no folder
		wantErr bool
	}{
		{"missing folder", nil, true},
		{"empty folder", []string{}, true},
		{"other extension", []string{"a.y", "a.out"}, true},
		{"one case", []string{"a.x", "a.out"}, false},
	}
	for _, tt := range tests {
		root := t.TempDir()
		dir := filepath.Join(root, "cases", l.Name)
		if tt.files != nil {
			if err := os.MkdirAll(dir, 0o755); err != nil {
				t.Fatal(err)
			}
		}
		for _, f := range tt.files {
			if err := os.WriteFile(filepath.Join(dir, f), nil, 0o644); err != nil {
				t.Fatal(err)
			}
		}
		if cases, err := OwnCases(root, l); (err != nil) != tt.wantErr {
			t.Errorf("%s: %d cases, error %v; want an error: %v", tt.name, len(cases), err, tt.wantErr)
		}
	}
}

// TestRunnersAgree runs cases that exercise each way a run can end
// (output, exit status and message, input, arguments, a prefix of an
// endless program) through the binary and in-process: both must pass.
func TestRunnersAgree(t *testing.T) {
	bf := LangByName("bf")
	bin, err := Build(".", bf, t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	write := func(name, content string) string {
		p := filepath.Join(dir, name)
		if err := os.WriteFile(p, []byte(content), 0o644); err != nil {
			t.Fatal(err)
		}
		return p
	}
	merged := write("merged.b", "+.<") // its message follows its output on the one stream
	cases := []*Case{
		{Name: "echo", Program: write("echo.b", ",[.[-],]"), Input: write("echo.in", "abc"), Want: []byte("abc")},
		{Name: "eof", Program: write("eof.b", ",+."), Args: []string{"--eof=minus1"}, Want: []byte{0}},
		{Name: "parse", Program: write("parse.b", "+["), WantExit: 2, WantStderr: "parse.b:1:2: unmatched '['", Want: []byte{}},
		{Name: "left", Program: write("left.b", "+.<"), WantExit: 1, WantStderr: "pointer moved left of cell 0", Want: []byte{1}},
		{Name: "usage", Program: write("usage.b", "+"), Args: []string{"--tape=0"}, WantExit: 2, WantStderr: "bf: need 1 <= --tape", Want: []byte{}},
		{Name: "endless", Program: write("endless.b", "+[.]"), Prefix: true, Want: bytes.Repeat([]byte{1}, 100000)},
		{Name: "merged", Program: merged, WantExit: 1, MergeStderr: true, Want: []byte("\x01" + merged + ":1:3: pointer moved left of cell 0 (pc 2)\n")},
	}
	for _, r := range []Runner{Binary(bin), InProcess{}} {
		for _, m := range Modes {
			for _, c := range cases {
				c.Lang = bf
				if res := c.Run(r, m, caseTimeout); res.Err != nil {
					t.Errorf("%T %s %s: %v", r, m.Name, c.Name, res.Err)
				}
			}
		}
	}
}

// TestCrossCases: every algorithm in cases/cross has one expected output
// and programs in at least two languages; every other file there is a
// program of a registered language or the README.
func TestCrossCases(t *testing.T) {
	dir := filepath.Join("cases", CrossDir)
	files, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	langsOf := map[string][]string{} // algorithm -> languages
	outs := map[string]bool{}
	for _, f := range files {
		name, ext, _ := strings.Cut(f.Name(), ".")
		switch {
		case f.Name() == "README.md":
			continue
		case ext == "out":
			outs[name] = true
			continue
		}
		l := langByExt("." + ext)
		if l == nil {
			t.Errorf("%s: not a program of any registered language", f.Name())
			continue
		}
		langsOf[name] = append(langsOf[name], l.Name)
	}
	for name := range outs {
		if len(langsOf[name]) < 2 {
			t.Errorf("%s.out: programs in %v; a cross case needs two languages at least", name, langsOf[name])
		}
	}
	for name, ls := range langsOf {
		if !outs[name] {
			t.Errorf("%s in %v has no %s.out", name, ls, name)
		}
	}
	for _, alg := range []string{"fib", "sieve", "queens"} {
		for _, l := range crossLanguages {
			if !slices.Contains(langsOf[alg], l) {
				t.Errorf("%s: written in %v, not in %s", alg, langsOf[alg], l)
			}
		}
	}
}

// crossLanguages must write every algorithm of the cross set (issue 28);
// a language joins once it has all three.
var crossLanguages = []string{"bf", "toyvm", "tiny"}

// langByExt finds the registered language whose case programs have ext.
func langByExt(ext string) *Lang {
	for _, l := range Languages {
		if l.Ext() == ext {
			return l
		}
	}
	return nil
}

// TestKnownBugsStillFail keeps Lang.KnownBugs and Lang.Missing honest:
// each case KnownBugs lists must still fail in some JIT mode, each case
// Missing lists with the JIT off, so that a fixed bug's entry goes.
func TestKnownBugsStillFail(t *testing.T) {
	for _, l := range Languages {
		set, err := Collect(".", l, false)
		if err != nil {
			t.Fatal(err)
		}
		for name, bug := range l.KnownBugs {
			i := slices.IndexFunc(set.All(), func(c *Case) bool { return c.Name == name })
			if i < 0 {
				t.Errorf("%s: KnownBugs names %s, which is not a case", l.Name, name)
				continue
			}
			c := *set.All()[i]
			c.Lang = &Lang{Language: l.Language} // no known bugs: see the failure
			fails := false
			for _, m := range Modes[1:] {
				fails = fails || c.Run(InProcess{}, m, caseTimeout).Err != nil
			}
			if !fails {
				t.Errorf("%s: %s passes in every mode now; remove it from KnownBugs (%s)", l.Name, name, bug)
			}
		}
		for name, what := range l.Missing {
			i := slices.IndexFunc(set.All(), func(c *Case) bool { return c.Name == name })
			if i < 0 {
				t.Errorf("%s: Missing names %s, which is not a case", l.Name, name)
				continue
			}
			c := *set.All()[i]
			c.Lang = &Lang{Language: l.Language}
			if c.Run(InProcess{}, Modes[0], caseTimeout).Err == nil {
				t.Errorf("%s: %s passes with the JIT off now; remove it from Missing (%s)", l.Name, name, what)
			}
		}
	}
}
