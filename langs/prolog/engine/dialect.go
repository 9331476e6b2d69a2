package engine

import (
	"github.com/microjit/microjit/langs/prolog/syntax"
	"github.com/microjit/microjit/langs/prolog/term"
)

// A machine runs in one of two dialects (Config.Dialect), which differ
// in what programs see:
//
//	                 ISO (--iso)               SWI-Prolog 9 (default of cmd/prolog)
//	flag iso         true                      false
//	double_quotes    codes                     string
//	back_quotes      codes                     codes
//	operators        ISO's table               SWI-Prolog's (dynamic, table, xor, ...)
//	reader, writer   syntax.ISO                syntax.SWI
//
// set_prolog_flag changes each flag alone: iso switches the reader's and
// the writer's dialect (and the builtins' leniencies that follow it),
// double_quotes and back_quotes what quoted text reads as; the operator
// table stays the one the machine started with (op/3 changes it).

var (
	atomISO = term.Intern("iso")
	atomBQ  = term.Intern("back_quotes")
)

// setDialect sets the flags, the operator table and the reader's and
// writer's dialect of d.
func (m *Machine) setDialect(d syntax.Dialect) {
	if d == syntax.SWI {
		m.flags[term.Intern("dialect")] = term.Intern("swi")
		m.flags[term.Intern("version")] = term.Int(90004)
		m.Ops = syntax.SWIOps()
		m.setFlag(atomISO, term.Intern("false"))
		m.setFlag(atomDQ, term.Intern("string"))
	} else {
		m.Ops = syntax.DefaultOps()
		m.setFlag(atomISO, term.Intern("true"))
		m.setFlag(atomDQ, term.Intern("codes"))
	}
	m.setFlag(atomBQ, term.Intern("codes"))
}

// setFlag sets the flag name to the value v (a value flagValues allows)
// and what follows from it.
func (m *Machine) setFlag(name, v term.Atom) {
	m.flags[name] = v
	on := v.Name() == "true"
	switch name.Name() {
	case "occurs_check":
		m.occursCheck = v.Name() != "false"
		if m.occursCheck != (m.occursFlag.Load() != 0) {
			m.occursFlag.Store(1 - m.occursFlag.Load())
		}
	case "double_quotes":
		m.Flags.DoubleQuotes, _ = syntax.ParseQuotes(v.Name())
	case "back_quotes":
		m.Flags.BackQuotes, _ = syntax.ParseQuotes(v.Name())
	case "char_conversion":
		m.Flags.ConvertChars = on
	case "iso":
		m.Flags.Dialect = syntax.SWI
		if on {
			m.Flags.Dialect = syntax.ISO
		}
	}
}

// SetFlag sets the Prolog flag name to v whatever its value was (the
// command line's argv and verbose).
func (m *Machine) SetFlag(name string, v term.Term) {
	if a, ok := v.(term.Atom); ok {
		m.setFlag(term.Intern(name), a)
		return
	}
	m.flags[term.Intern(name)] = v
}

// swi reports whether the machine follows SWI-Prolog where it is more
// lenient than ISO (the iso flag is false).
func (m *Machine) swi() bool { return m.Flags.Dialect == syntax.SWI }
