package main

import (
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
)

// The recording instance of an interpreter must not read a value without
// a guard (DESIGN.md §4): what it branches on, indexes with or passes to
// Go is promoted, guarded, or handed to a call the trace records. So
// Domain.Concrete, which a recording refuses for a value it does not
// know as a constant, appears only where the recording never goes (code
// only the concrete instance runs: under !d.Tracing(), or after an
// "if d.Tracing() { ...; return }"), or on a promoted value or a
// literal (d.Concrete(d.Promote(x))). A read that records no guard on
// purpose says so: Domain.Peek. checkConcrete finds the other
// Concretes, so that go generate (and ci/test with it) fails on them.

// checkConcrete lists the calls of Concrete in the domain-generic
// functions of files that the recording instance may run on a value it
// does not know as a constant, as "file:line:col: ..." messages.
func checkConcrete(files []string) ([]string, error) {
	fset := token.NewFileSet()
	var bad []string
	for _, name := range files {
		f, err := parser.ParseFile(fset, name, nil, parser.SkipObjectResolution)
		if err != nil {
			return nil, err
		}
		for _, decl := range f.Decls {
			fd, ok := decl.(*ast.FuncDecl)
			if !ok || !isDomainGeneric(fd) {
				continue
			}
			dom := domainParams(fd, typeParamNames(fd)[2])
			// The recording's view: Tracing is true, Done unknown.
			fo := &folder{domain: dom, hints: map[string]bool{"Tracing": true}}
			fd.Body.List = fo.stmts(fd.Body.List)
			ast.Inspect(fd.Body, func(n ast.Node) bool {
				call, ok := n.(*ast.CallExpr)
				if !ok || !isDomainCall(call, dom, "Concrete") || len(call.Args) != 1 || known(call.Args[0], dom) {
					return true
				}
				bad = append(bad, fmt.Sprintf("%s: %s reads a value without a guard where the recording runs: promote it (Concrete(Promote(x))), or say that no guard is needed with Peek", fset.Position(call.Pos()), fd.Name.Name))
				return true
			})
		}
	}
	return bad, nil
}

// isDomainCall reports whether call is d.method(...) on a domain
// parameter d.
func isDomainCall(call *ast.CallExpr, dom map[string]bool, method string) bool {
	sel, ok := call.Fun.(*ast.SelectorExpr)
	if !ok || sel.Sel.Name != method {
		return false
	}
	id, ok := sel.X.(*ast.Ident)
	return ok && dom[id.Name]
}

// known reports whether e is a value every recording knows as a
// constant: d.Promote(x), d.Const(c) or d.ConstFloat(x).
func known(e ast.Expr, dom map[string]bool) bool {
	call, ok := e.(*ast.CallExpr)
	return ok && (isDomainCall(call, dom, "Promote") || isDomainCall(call, dom, "Const") || isDomainCall(call, dom, "ConstFloat"))
}
