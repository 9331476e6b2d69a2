package conformance

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

// ModeByName finds a mode.
func ModeByName(name string) (Mode, bool) {
	for _, m := range Modes {
		if m.Name == name {
			return m, true
		}
	}
	return Mode{}, false
}
