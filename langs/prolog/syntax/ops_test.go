package syntax

import (
	"testing"

	"github.com/microjit/microjit/langs/prolog/term"
)

// op/3's restrictions (ISO 8.14.3.3), with the error terms GNU Prolog
// 1.4.5 raises for them.
func TestOpErrors(t *testing.T) {
	for _, c := range []struct {
		p    int
		spec Specifier
		name string
		want string // the formal error term; "" for success
	}{
		{1201, XFX, "foo", "domain_error(operator_priority,1201)"},
		{-1, XFX, "foo", "domain_error(operator_priority,-1)"},
		{1000, XFY, ",", "permission_error(modify,operator,',')"},
		{0, XFY, ",", "permission_error(modify,operator,',')"},
		{700, XFX, "[]", "permission_error(create,operator,[])"},
		{700, XFX, "{}", "permission_error(create,operator,{})"},
		{700, XFX, "|", "permission_error(create,operator,'|')"},
		{1100, FY, "|", "permission_error(create,operator,'|')"},
		{1001, XFX, "|", ""},
		{0, XFX, "|", ""},
		{200, XF, "-", "permission_error(create,operator,-)"}, // - is infix already
		{200, XFX, "done", ""},
		{200, XF, "done", "permission_error(create,operator,done)"},
		{0, XFX, "done", ""},
		{200, XF, "done", ""},
		{200, XFX, "done", "permission_error(create,operator,done)"},
		{1200, FX, "done", ""}, // prefix and postfix may share a name
		{1200, 0, "foo", "domain_error(operator_specifier,0)"},
	} {
		err := DefaultOpsForTest.Add(c.p, c.spec, term.Intern(c.name))
		got := ""
		if err != nil {
			got = Format(err.(*OpError).Term())
		}
		if got != c.want {
			t.Errorf("op(%d, %s, %s): %q, want %q", c.p, c.spec, c.name, got, c.want)
		}
	}
}

// DefaultOpsForTest is one table that TestOpErrors changes step by step.
var DefaultOpsForTest = DefaultOps()

func TestOpTable(t *testing.T) {
	ops := DefaultOps()
	if op, ok := ops.Lookup(term.Intern(":-"), Infix); !ok || op != (Op{1200, XFX}) {
		t.Errorf(":- infix = %v, %v", op, ok)
	}
	c := ops.Clone()
	if err := c.Add(0, YFX, term.Intern("-")); err != nil {
		t.Fatal(err)
	}
	if _, ok := ops.Lookup(term.Intern("-"), Infix); !ok {
		t.Errorf("changing a clone changed the original")
	}
	if _, ok := c.Lookup(term.Intern("-"), Infix); ok {
		t.Errorf("op(0, yfx, -) left infix -")
	}
	defs := ops.Defs()
	if len(defs) != len(defaultOps) || defs[0].Priority != 200 || defs[len(defs)-1].Priority != 1200 {
		t.Errorf("Defs: %d definitions from %v to %v", len(defs), defs[0], defs[len(defs)-1])
	}
	for _, name := range []string{"xfx", "xfy", "yfx", "fy", "fx", "xf", "yf"} {
		if s, ok := ParseSpecifier(name); !ok || s.String() != name {
			t.Errorf("ParseSpecifier(%s) = %v, %v", name, s, ok)
		}
	}
	if _, ok := ParseSpecifier("xyz"); ok {
		t.Errorf("ParseSpecifier(xyz) succeeded")
	}
}
