package conformance

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/microjit/microjit/jitcore"
	"github.com/microjit/microjit/jitcore/opt"
)

// caseTimeout bounds one run of one case. The slowest external programs
// take seconds in the interpreter; a hang must not stall CI.
const caseTimeout = 3 * time.Minute

// TestConformance runs every case of every language in every mode. With
// -short it runs only the project's own cases.
func TestConformance(t *testing.T) {
	for _, l := range Languages {
		bin, err := Build(".", l, t.TempDir())
		if err != nil {
			t.Fatal(err)
		}
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
					if r := c.Run(bin, m, caseTimeout); r.Err != nil {
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
		p := jitcore.DefaultParams()
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
	l := &Lang{Name: "x", Ext: ".x"}
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
