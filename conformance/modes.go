package conformance

import (
	"slices"
	"strings"

	"github.com/microjit/microjit/jitcore/opt"
)

// Mode is a way of running every case: a value for the MICROJIT variable.
type Mode struct {
	Name string
	Env  string // MICROJIT=Env
}

// Modes are the three ways every case runs (DESIGN.md §10).
var Modes = []Mode{
	{Name: "interp", Env: "jit=off"},
	{Name: "jit-eager", Env: "jit=on,threshold=1,function_threshold=1,trace_eagerness=1"},
	{Name: "default", Env: "jit=on"},
}

// PassesOff names the set of PassOffModes for -mode.
const PassesOff = "passes-off"

// PassOffModes are jit-eager with one optimizer pass switched off, one mode
// per pass ("jit-eager-no-fold", ...): each pass must be removable alone
// without changing any program's output (ci/stress runs them).
func PassOffModes() []Mode {
	eager := Modes[1]
	names := opt.Names()
	var ms []Mode
	for i, off := range names {
		rest := slices.Delete(slices.Clone(names), i, i+1)
		ms = append(ms, Mode{
			Name: eager.Name + "-no-" + off,
			Env:  eager.Env + ",enable_opts=" + strings.Join(rest, ":"),
		})
	}
	return ms
}

// ModeByName finds a mode: one of Modes or of PassOffModes.
func ModeByName(name string) (Mode, bool) {
	for _, m := range slices.Concat(Modes, PassOffModes()) {
		if m.Name == name {
			return m, true
		}
	}
	return Mode{}, false
}
