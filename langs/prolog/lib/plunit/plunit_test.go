package plunit

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/microjit/microjit/langs/prolog/engine"
	"github.com/microjit/microjit/langs/prolog/lib/libtest"
	"github.com/microjit/microjit/langs/prolog/lib/system"
)

// times matches the times run_tests reports, which testdata/units.out
// writes T.
var times = regexp.MustCompile(`[0-9]+\.[0-9]+ sec|in [0-9.]+ seconds`)

// TestRunTests: run_tests/0 on testdata/units.pl reports what swipl
// 9.0.4 reports (testdata/units.out), and fails since tests failed.
func TestRunTests(t *testing.T) {
	program, err := os.ReadFile("testdata/units.pl")
	if err != nil {
		t.Fatal(err)
	}
	want, err := os.ReadFile("testdata/units.out")
	if err != nil {
		t.Fatal(err)
	}
	abs, err := filepath.Abs("test.pl") // where libtest consults the program
	if err != nil {
		t.Fatal(err)
	}
	got := libtest.Output(t, []*engine.Library{Library, system.Library}, string(program), "run_tests")
	got = strings.ReplaceAll(got, abs, "@")
	got = times.ReplaceAllStringFunc(got, func(s string) string {
		if strings.HasPrefix(s, "in ") {
			return "in T seconds"
		}
		return "T sec"
	})
	if w := string(want) + "false"; got != w {
		t.Errorf("run_tests wrote\n%s\nwant\n%s", got, w)
	}
}

// TestRunSpecs: run_tests/1 of a unit, of a test of a unit and of a
// list; the summary of a single test, of all passing, of none.
func TestRunSpecs(t *testing.T) {
	const units = ":- begin_tests(y).\ntest(a) :- true.\ntest(b) :- true.\n:- end_tests(y).\n" +
		":- begin_tests(z).\ntest(a) :- fail.\n:- end_tests(z).\n"
	abs, err := filepath.Abs("test.pl")
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct{ program, goal, want string }{
		{units, "run_tests(y)", "% PL-Unit: y .. passed T sec\n% All 2 tests passed\n"},
		{units, "run_tests(y:b)", "% PL-Unit: y:b . passed T sec\n% test passed\n"},
		{units, "run_tests([z, y:a])", "% PL-Unit: z \nERROR: @:6:\n\ttest a: failed\n\n**FAILED T sec\n" +
			"% PL-Unit: y:a . passed T sec\n% 1 test failed\n% 1 tests passed\nfalse"},
		{"", "run_tests", "% No tests to run\n"},
	} {
		got := libtest.Output(t, []*engine.Library{Library, system.Library}, c.program, c.goal)
		got = times.ReplaceAllString(strings.ReplaceAll(got, abs, "@"), "T sec")
		if got != c.want {
			t.Errorf("%s wrote\n%q\nwant\n%q", c.goal, got, c.want)
		}
	}
}
