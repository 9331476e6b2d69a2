package main

import (
	"fmt"
	"go/ast"
	"go/parser"
	"strings"
	"unicode"
	"unicode/utf8"
)

// Direct calls. An interpreter calls the Go functions of its language's
// table (Domain.Call) by index, so that a recording records the call;
// in the concrete domain that is a table lookup, a copy of the arguments
// into words and an indirect call, where the interpreter written by hand
// would call the Go function itself. A domain-generic wrapper of such
// calls may say, in its doc comment,
//
//	//jitgen:direct fn* vm.rt*
//
// that every call of it names its function by a constant fnX among its
// arguments, and that the concrete instance of such a call is the direct
// call vm.rtX(…) of the arguments after fnX: a Go function with the
// wrapper's results, which does in the concrete domain what the
// wrapper's call of function fnX does. The wrapper itself has no
// concrete instance, and a call of it without such a constant is an
// error (the concrete instance never goes through the table).

// directive is a wrapper's //jitgen:direct: a call of it with an
// argument Index+X becomes Target+X(…).
type directive struct {
	Index  string // the constants' prefix ("fn")
	Target string // the direct calls' prefix ("vm.rt")
}

const directPrefix = "//jitgen:direct"

// directiveOf is fd's //jitgen:direct, if its doc comment has one.
func directiveOf(fd *ast.FuncDecl) (*directive, error) {
	if fd.Doc == nil {
		return nil, nil
	}
	for _, c := range fd.Doc.List {
		rest, ok := strings.CutPrefix(c.Text, directPrefix)
		if !ok {
			continue
		}
		f := strings.Fields(rest)
		if len(f) != 2 || !strings.HasSuffix(f[0], "*") || !strings.HasSuffix(f[1], "*") || f[0] == "*" || f[1] == "*" {
			return nil, fmt.Errorf("%s wants a constant prefix and a call prefix, each ending in *: %q", directPrefix, c.Text)
		}
		d := &directive{Index: strings.TrimSuffix(f[0], "*"), Target: strings.TrimSuffix(f[1], "*")}
		if e, err := parser.ParseExpr(d.Target + "X"); err != nil || !noPositions(e) {
			return nil, fmt.Errorf("%s: %q is not a name or a qualified name", directPrefix, f[1])
		}
		return d, nil
	}
	return nil, nil
}

// direct rewrites call, a call of a wrapper with directive d, into its
// direct call, or reports why it cannot.
func (d *directive) direct(call *ast.CallExpr) error {
	for i, a := range call.Args {
		id, ok := a.(*ast.Ident)
		if !ok {
			continue
		}
		x, ok := strings.CutPrefix(id.Name, d.Index)
		if r, _ := utf8.DecodeRuneInString(x); !ok || !unicode.IsUpper(r) {
			continue
		}
		fun, _ := parser.ParseExpr(d.Target + x) // checked by directiveOf
		noPositions(fun)
		call.Fun, call.Args = fun, call.Args[i+1:]
		return nil
	}
	return fmt.Errorf("a call of a %s wrapper names no function by a constant %s*", directPrefix, d.Index)
}
