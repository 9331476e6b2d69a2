package cli

import (
	"bytes"
	"errors"
	"strings"
	"testing"

	"github.com/microjit/microjit/jitcore"
	"github.com/microjit/microjit/jitcore/ic"
)

// fakeMachine runs nothing; its JIT is a real driver with no functions.
type fakeMachine struct {
	d   *jitcore.Driver
	err error
}

func (m *fakeMachine) EnableJIT(o jitcore.Options) error {
	d, err := jitcore.NewDriver(o, nil)
	m.d = d
	return err
}
func (m *fakeMachine) Run() error           { return m.err }
func (m *fakeMachine) JIT() *jitcore.Driver { return m.d }
func (m *fakeMachine) Close() error         { return m.d.Close() }

// cachingMachine also reports inline-cache counters.
type cachingMachine struct{ fakeMachine }

func (m *cachingMachine) ICStats() ic.Stats { return ic.Stats{Sites: 2, Hits: 3, Misses: 1} }

func TestExecute(t *testing.T) {
	tests := []struct {
		name      string
		m         Machine
		stats     bool
		wantCode  int
		want, not []string
	}{
		{"quiet", &fakeMachine{}, false, ExitOK, nil, []string{"jit:"}},
		{"stats", &fakeMachine{}, true, ExitOK, []string{"jit: loops 0"}, []string{"inline caches"}},
		{"ic stats", &cachingMachine{}, true, ExitOK, []string{"jit: loops 0", "jit: inline caches: 2 sites, 3 hits", "75.0% hit rate"}, nil},
		{"runtime error", &fakeMachine{err: errors.New("t.x:1:2: DIV: division by zero")}, true, ExitRuntime, []string{"jit: loops 0", "t.x:1:2: DIV: division by zero\n"}, nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var stderr bytes.Buffer
			opts := jitcore.Options{Params: jitcore.DefaultParams(), Stats: tt.stats}
			if code := Execute("prog", tt.m, opts, &stderr); code != tt.wantCode {
				t.Errorf("code = %d, want %d", code, tt.wantCode)
			}
			got := stderr.String()
			for _, s := range tt.want {
				if !strings.Contains(got, s) {
					t.Errorf("stderr lacks %q:\n%s", s, got)
				}
			}
			for _, s := range tt.not {
				if strings.Contains(got, s) {
					t.Errorf("stderr has %q:\n%s", s, got)
				}
			}
		})
	}
}
