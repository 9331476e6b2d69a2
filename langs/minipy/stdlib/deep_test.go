package stdlib_test

import (
	"bytes"
	"runtime/debug"
	"strconv"
	"strings"
	"testing"

	"github.com/microjit/microjit/jitcore/lang"
	"github.com/microjit/microjit/langs/minipy"
)

// TestDeepData: the modules written in Go end on data a million levels
// deep as CPython 3.11 ends them (RecursionError), with Go's stack
// capped, so that none walks the data by Go recursion.
func TestDeepData(t *testing.T) {
	old := debug.SetMaxStack(64 << 20)
	t.Cleanup(func() { debug.SetMaxStack(old) })
	const n = 1_000_000
	deep := "a = []\nfor i in range(" + strconv.Itoa(n) + "):\n    a = [a]\n"
	chain := func(wrap string) string {
		return "import itertools\nit = iter([1])\nfor i in range(" + strconv.Itoa(n) + "):\n    it = " + wrap + "\n"
	}
	for _, c := range []struct{ name, src, expr, want string }{
		{"json.dumps", "import json\n" + deep, "json.dumps(a)", "maximum recursion depth exceeded while encoding a JSON list"},
		{"json.loads array", "import json\n", "json.loads('[' * " + strconv.Itoa(n) + " + ']' * " + strconv.Itoa(n) + ")", "maximum recursion depth exceeded while decoding a JSON array from a unicode string"},
		{"json.loads object", "import json\n", "json.loads('{\"a\":' * " + strconv.Itoa(n) + " + '1' + '}' * " + strconv.Itoa(n) + ")", "maximum recursion depth exceeded while decoding a JSON object from a unicode string"},
		{"itertools.chain", chain("itertools.chain(it)"), "next(it)", "maximum recursion depth exceeded"},
		{"itertools.islice", chain("itertools.islice(it, 5)"), "next(it)", "maximum recursion depth exceeded"},
		{"issubclass", "c = int\nfor i in range(" + strconv.Itoa(n) + "):\n    c = (c,)\n", "issubclass(bool, c)", "maximum recursion depth exceeded in __subclasscheck__"},
		{"copy.deepcopy", "import copy\n" + deep, "copy.deepcopy(a)", "maximum recursion depth exceeded"},
	} {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			src := c.src + "try:\n    " + c.expr + "\nexcept RecursionError as e:\n    print(e)\n"
			var out bytes.Buffer
			err := minipy.Language.Run("deep.py", []byte(src), lang.Config{Stdout: &out})
			if got := strings.TrimSuffix(out.String(), "\n"); err != nil || !strings.HasPrefix(got, c.want) {
				t.Errorf("got %q, error %v; want %q", got, err, c.want)
			}
		})
	}
}
