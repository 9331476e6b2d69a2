package tiny_test

import (
	"fmt"
	"os"

	"github.com/microjit/microjit/jitcore/config"
	"github.com/microjit/microjit/langs/tiny"
)

// Example runs a program in-process, with the JIT on.
func Example() {
	src := "i = 0\ns = 0\nwhile i < 100000 {\n    s = s + i\n    i = i + 1\n}\nprint s\n"
	prog, err := tiny.Parse("sum.tiny", []byte(src))
	if err != nil {
		panic(err)
	}
	code, err := tiny.Compile("sum.tiny", prog)
	if err != nil {
		panic(err)
	}
	m := tiny.NewMachine(code, os.Stdout)
	defer m.Close()
	if err := m.EnableJIT(config.Options{Params: config.DefaultParams()}); err != nil {
		panic(err)
	}
	if err := m.Run(); err != nil {
		panic(err)
	}
	fmt.Println("loops compiled:", m.JITStats().Loops)
	// Output:
	// 4999950000
	// loops compiled: 1
}
