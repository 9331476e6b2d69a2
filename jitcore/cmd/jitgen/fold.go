package main

import (
	"go/ast"
	"go/token"
	"sort"
)

// The concrete domain's hints are constants: Tracing and Done are always
// false. The generator folds them and drops the code they make dead, so
// the concrete instance holds none of the recording's glue: it reads as
// the plain interpreter it is, and the Go compiler's inliner, which
// weighs a function before it folds the calls inside it, sees its true
// size (a helper with a recording half is otherwise too big to inline).
//
// Folding is syntactic and conservative: a call d.Tracing() or d.Done()
// on the domain parameter d becomes false; !, && and || of constants
// fold where that drops no call; an if whose condition folds to a
// constant (and has no init statement) is replaced by the branch taken,
// spliced into the enclosing block when it declares nothing; a for
// whose condition is true loses it; statements after a return, break,
// continue or panic in the same block go (unless a label follows).
// Comments inside dropped code go with it.

// folder folds one function's body.
type folder struct {
	domain map[string]bool // the names of the domain parameters
	// hints are the values the domain's hints fold to, by method name:
	// Tracing and Done false in the concrete instance; Tracing true for
	// the recording instance's view (checkConcrete).
	hints   map[string]bool
	removed []span // source ranges dropped, for their comments
}

// concreteHints are the hints' values in the concrete instance.
var concreteHints = map[string]bool{"Tracing": false, "Done": false}

type span struct{ from, to token.Pos }

// foldHints folds fd's body, whose positions are in fset, and returns the
// comments that stay. The lines of dropped code are merged into the line
// before them, so that the printer leaves no blank lines where they were
// (it never joins two statements on a line, whatever their positions).
func foldHints(fset *token.FileSet, fd *ast.FuncDecl, domainParams map[string]bool, comments []*ast.CommentGroup) []*ast.CommentGroup {
	f := &folder{domain: domainParams, hints: concreteHints}
	fd.Body.List = f.stmts(fd.Body.List)
	var kept []*ast.CommentGroup
	for _, c := range comments {
		if !f.dropped(c) {
			kept = append(kept, c)
		}
	}
	sort.Slice(f.removed, func(i, j int) bool { return f.removed[i].from > f.removed[j].from })
	for _, s := range f.removed {
		file := fset.File(s.from)
		first, last := file.Line(s.from), file.Line(s.to)
		for range last - first + 1 {
			if first < 2 || first > file.LineCount() {
				break
			}
			file.MergeLine(first - 1)
		}
	}
	return kept
}

func (f *folder) dropped(c *ast.CommentGroup) bool {
	for _, s := range f.removed {
		if c.Pos() >= s.from && c.End() <= s.to {
			return true
		}
	}
	return false
}

func (f *folder) drop(from, to token.Pos) { f.removed = append(f.removed, span{from, to}) }

// stmts folds a statement list.
func (f *folder) stmts(list []ast.Stmt) []ast.Stmt {
	var out []ast.Stmt
	for i, s := range list {
		out = append(out, f.stmt(s)...)
		if n := len(out); n > 0 && terminates(out[n-1]) && !labelIn(list[i+1:]) {
			if i+1 < len(list) {
				f.drop(list[i+1].Pos(), list[len(list)-1].End())
			}
			break
		}
	}
	return out
}

// stmt folds s into the statements that replace it.
func (f *folder) stmt(s ast.Stmt) []ast.Stmt {
	switch s := s.(type) {
	case *ast.IfStmt:
		s.Cond = f.expr(s.Cond)
		s.Body.List = f.stmts(s.Body.List)
		if s.Else != nil {
			if r := f.stmt(s.Else); len(r) == 1 {
				s.Else = r[0]
			} else {
				s.Else = &ast.BlockStmt{List: r}
			}
		}
		c, ok := constant(s.Cond)
		if !ok || s.Init != nil {
			return []ast.Stmt{s}
		}
		if c {
			f.drop(s.Pos(), s.Body.Lbrace+1)
			f.drop(s.Body.Rbrace, s.End())
			return f.splice(s.Body)
		}
		switch e := s.Else.(type) {
		case nil:
			f.drop(s.Pos(), s.End())
			return nil
		case *ast.BlockStmt:
			f.drop(s.Pos(), e.Lbrace+1)
			f.drop(e.Rbrace, e.End())
			return f.splice(e)
		default:
			f.drop(s.Pos(), e.Pos())
			return []ast.Stmt{e}
		}
	case *ast.ForStmt:
		s.Cond = f.expr(s.Cond)
		if c, ok := constant(s.Cond); ok && c {
			s.Cond = nil
		}
		s.Body.List = f.stmts(s.Body.List)
	case *ast.RangeStmt:
		s.Body.List = f.stmts(s.Body.List)
	case *ast.BlockStmt:
		s.List = f.stmts(s.List)
	case *ast.LabeledStmt:
		if r := f.stmt(s.Stmt); len(r) == 1 {
			s.Stmt = r[0]
		}
	case *ast.SwitchStmt:
		s.Tag = f.expr(s.Tag)
		var kept []ast.Stmt
		for k, c := range s.Body.List {
			cc := c.(*ast.CaseClause)
			for i := range cc.List {
				cc.List[i] = f.expr(cc.List[i])
			}
			cc.Body = f.stmts(cc.Body)
			if s.Tag == nil && neverTaken(cc) && (k == 0 || !fallsThrough(s.Body.List[k-1].(*ast.CaseClause))) {
				end := s.Body.Rbrace // the clause's trailing comments go with it
				if k+1 < len(s.Body.List) {
					end = s.Body.List[k+1].Pos() - 1
				}
				f.drop(cc.Pos(), end)
				continue
			}
			kept = append(kept, cc)
		}
		s.Body.List = kept
	case *ast.TypeSwitchStmt:
		for _, c := range s.Body.List {
			cc := c.(*ast.CaseClause)
			cc.Body = f.stmts(cc.Body)
		}
	case *ast.SelectStmt:
		for _, c := range s.Body.List {
			cc := c.(*ast.CommClause)
			cc.Body = f.stmts(cc.Body)
		}
	case *ast.ReturnStmt:
		for i := range s.Results {
			s.Results[i] = f.expr(s.Results[i])
		}
	case *ast.AssignStmt:
		for i := range s.Rhs {
			s.Rhs[i] = f.expr(s.Rhs[i])
		}
	case *ast.ExprStmt:
		s.X = f.expr(s.X)
	}
	return []ast.Stmt{s}
}

// neverTaken reports whether the clause of a switch without a tag has
// only conditions that folded to false (a "case d.Tracing() && ...").
func neverTaken(cc *ast.CaseClause) bool {
	if len(cc.List) == 0 {
		return false // default
	}
	for _, e := range cc.List {
		if c, ok := constant(e); !ok || c {
			return false
		}
	}
	return true
}

// fallsThrough reports whether the clause ends in a fallthrough.
func fallsThrough(cc *ast.CaseClause) bool {
	if n := len(cc.Body); n > 0 {
		b, ok := cc.Body[n-1].(*ast.BranchStmt)
		return ok && b.Tok == token.FALLTHROUGH
	}
	return false
}

// splice is the statements of a branch that replaces its if: spliced
// into the enclosing block, or the block itself when it declares names
// (which could clash there).
func (f *folder) splice(b *ast.BlockStmt) []ast.Stmt {
	for _, s := range b.List {
		switch s := s.(type) {
		case *ast.DeclStmt, *ast.LabeledStmt:
			return []ast.Stmt{b}
		case *ast.AssignStmt:
			if s.Tok == token.DEFINE {
				return []ast.Stmt{b}
			}
		}
	}
	return b.List
}

// expr folds e.
func (f *folder) expr(e ast.Expr) ast.Expr {
	switch x := e.(type) {
	case *ast.CallExpr:
		if sel, ok := x.Fun.(*ast.SelectorExpr); ok && len(x.Args) == 0 {
			if id, ok := sel.X.(*ast.Ident); ok && f.domain[id.Name] {
				if v, ok := f.hints[sel.Sel.Name]; ok {
					return boolIdent(v, x.Pos())
				}
			}
		}
		for i := range x.Args {
			x.Args[i] = f.expr(x.Args[i])
		}
	case *ast.ParenExpr:
		x.X = f.expr(x.X)
		if _, ok := constant(x.X); ok {
			return x.X
		}
	case *ast.UnaryExpr:
		x.X = f.expr(x.X)
		if c, ok := constant(x.X); ok && x.Op == token.NOT {
			return boolIdent(!c, x.Pos())
		}
	case *ast.BinaryExpr:
		x.X, x.Y = f.expr(x.X), f.expr(x.Y)
		cx, okX := constant(x.X)
		cy, okY := constant(x.Y)
		switch {
		case x.Op == token.LAND && okX:
			if !cx {
				return x.X // false && y: y never runs
			}
			return x.Y
		case x.Op == token.LOR && okX:
			if cx {
				return x.X
			}
			return x.Y
		case (x.Op == token.LAND && okY && cy) || (x.Op == token.LOR && okY && !cy):
			return x.X
		}
	}
	return e
}

// constant reports the value of the boolean constants true and false.
func constant(e ast.Expr) (value, ok bool) {
	if id, isIdent := e.(*ast.Ident); isIdent && (id.Name == "true" || id.Name == "false") {
		return id.Name == "true", true
	}
	return false, false
}

func boolIdent(b bool, pos token.Pos) *ast.Ident {
	if b {
		return &ast.Ident{Name: "true", NamePos: pos}
	}
	return &ast.Ident{Name: "false", NamePos: pos}
}

// terminates reports whether s always leaves its block: a return, a
// branch statement, a call of panic, or a for without a condition that
// no break leaves (a folded "for !d.Done()").
func terminates(s ast.Stmt) bool {
	switch s := s.(type) {
	case *ast.ReturnStmt, *ast.BranchStmt:
		return true
	case *ast.ForStmt:
		return s.Cond == nil && !breaks(s.Body)
	case *ast.ExprStmt:
		if call, ok := s.X.(*ast.CallExpr); ok {
			if id, ok := call.Fun.(*ast.Ident); ok && id.Name == "panic" {
				return true
			}
		}
	}
	return false
}

// labelIn reports whether a statement of list is labelled (a goto may
// reach it).
func labelIn(list []ast.Stmt) bool {
	for _, s := range list {
		if _, ok := s.(*ast.LabeledStmt); ok {
			return true
		}
	}
	return false
}

// breaks reports whether a break in body may leave the loop body belongs
// to: an unlabelled break outside nested loops, switches and selects, or
// any labelled break.
func breaks(body *ast.BlockStmt) bool {
	found := false
	var visit func(n ast.Node, nested bool) bool
	visit = func(n ast.Node, nested bool) bool {
		ast.Inspect(n, func(n ast.Node) bool {
			switch n := n.(type) {
			case *ast.BranchStmt:
				if n.Tok == token.BREAK && (n.Label != nil || !nested) {
					found = true
				}
			case *ast.ForStmt, *ast.RangeStmt, *ast.SwitchStmt, *ast.TypeSwitchStmt, *ast.SelectStmt:
				if !nested {
					visit(n, true)
					return false
				}
			case *ast.FuncLit:
				return false
			}
			return !found
		})
		return found
	}
	// The body's own statements: nested constructs are visited with
	// nested set, so that their unlabelled breaks do not count.
	for _, s := range body.List {
		if visit(s, false) {
			return true
		}
	}
	return false
}
