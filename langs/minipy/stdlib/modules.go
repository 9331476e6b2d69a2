package stdlib

import (
	"embed"
	"io/fs"
	"strings"

	"github.com/microjit/microjit/langs/minipy/vm"

	// the modules written in Go
	_ "github.com/microjit/microjit/langs/minipy/stdlib/binasciimod"
	_ "github.com/microjit/microjit/langs/minipy/stdlib/cmathmod"
	_ "github.com/microjit/microjit/langs/minipy/stdlib/collectionsmod"
	_ "github.com/microjit/microjit/langs/minipy/stdlib/fileiomod"
	_ "github.com/microjit/microjit/langs/minipy/stdlib/functoolsmod"
	_ "github.com/microjit/microjit/langs/minipy/stdlib/gcmod"
	_ "github.com/microjit/microjit/langs/minipy/stdlib/hashlibmod"
	_ "github.com/microjit/microjit/langs/minipy/stdlib/heapqmod"
	_ "github.com/microjit/microjit/langs/minipy/stdlib/itertoolsmod"
	_ "github.com/microjit/microjit/langs/minipy/stdlib/jsonmod"
	_ "github.com/microjit/microjit/langs/minipy/stdlib/mathmod"
	_ "github.com/microjit/microjit/langs/minipy/stdlib/osmod"
	_ "github.com/microjit/microjit/langs/minipy/stdlib/randommod"
	_ "github.com/microjit/microjit/langs/minipy/stdlib/remod"
	_ "github.com/microjit/microjit/langs/minipy/stdlib/structmod"
	_ "github.com/microjit/microjit/langs/minipy/stdlib/timemod"
	_ "github.com/microjit/microjit/langs/minipy/stdlib/tracebackmod"
)

// lib holds the modules written in Python.
//
//go:embed all:lib
var lib embed.FS

func init() {
	err := fs.WalkDir(lib, "lib", func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || !strings.HasSuffix(path, ".py") {
			return err
		}
		src, err := lib.ReadFile(path)
		if err != nil {
			return err
		}
		name := strings.TrimSuffix(strings.TrimPrefix(path, "lib/"), ".py")
		pkg := false
		if n, ok := strings.CutSuffix(name, "/__init__"); ok {
			name, pkg = n, true
		}
		vm.Register(vm.ModuleDef{Name: strings.ReplaceAll(name, "/", "."), Package: pkg, Source: src})
		return nil
	})
	if err != nil {
		panic(err)
	}
}
