package jittest

import (
	"go/ast"
	"go/importer"
	"go/parser"
	"go/token"
	"go/types"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// FileRefs are, for each file of the package in dir (tests left out),
// the other files of the package whose declarations it uses: a type, a
// function, a method, a field, a constant or a variable.
func FileRefs(t testing.TB, dir string) map[string][]string {
	t.Helper()
	fset := token.NewFileSet()
	entries, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	var files []*ast.File
	for _, e := range entries {
		name := e.Name()
		if !strings.HasSuffix(name, ".go") || strings.HasSuffix(name, "_test.go") {
			continue
		}
		f, err := parser.ParseFile(fset, filepath.Join(dir, name), nil, parser.SkipObjectResolution)
		if err != nil {
			t.Fatal(err)
		}
		files = append(files, f)
	}
	info := &types.Info{Uses: map[*ast.Ident]types.Object{}}
	conf := types.Config{Importer: importer.ForCompiler(fset, "source", nil)}
	pkg, err := conf.Check(files[0].Name.Name, fset, files, info)
	if err != nil {
		t.Fatal(err)
	}
	refs := map[string]map[string]bool{}
	for _, f := range files {
		refs[filepath.Base(fset.File(f.Pos()).Name())] = map[string]bool{}
	}
	for id, obj := range info.Uses {
		if obj.Pkg() != pkg || !obj.Pos().IsValid() {
			continue
		}
		from := filepath.Base(fset.File(id.Pos()).Name())
		to := filepath.Base(fset.File(obj.Pos()).Name())
		if from != to {
			refs[from][to] = true
		}
	}
	out := map[string][]string{}
	for from, tos := range refs {
		for to := range tos {
			out[from] = append(out[from], to)
		}
		slices.Sort(out[from])
	}
	return out
}

// Layered fails t when the files of the package in dir refer to each
// other in a cycle: each file may use only what files below it declare,
// so the drawing of the package's files has no upward arrow. It names a
// cycle it found.
func Layered(t testing.TB, dir string) {
	t.Helper()
	refs := FileRefs(t, dir)
	const (
		unseen = iota
		open
		done
	)
	state := map[string]int{}
	var path []string
	var visit func(f string) []string
	visit = func(f string) []string {
		state[f] = open
		path = append(path, f)
		for _, g := range refs[f] {
			switch state[g] {
			case open:
				i := slices.Index(path, g)
				return append(slices.Clone(path[i:]), g)
			case unseen:
				if c := visit(g); c != nil {
					return c
				}
			}
		}
		path = path[:len(path)-1]
		state[f] = done
		return nil
	}
	names := make([]string, 0, len(refs))
	for f := range refs {
		names = append(names, f)
	}
	slices.Sort(names)
	for _, f := range names {
		if state[f] == unseen {
			if c := visit(f); c != nil {
				t.Errorf("the files of %s refer to each other in a cycle: %s", dir, strings.Join(c, " -> "))
				return
			}
		}
	}
}
