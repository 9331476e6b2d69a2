package domain

import (
	"testing"

	"github.com/microjit/microjit/jitcore/config"
)

// TestRelease: a code object's Sites go with it.
func TestRelease(t *testing.T) {
	opts := config.Options{Params: config.DefaultParams()}
	opts.Params.Backend = "exec"
	j, err := Attach[int64](opts, nil, Spec[int64]{Memory: NoMemory{}})
	if err != nil {
		t.Fatal(err)
	}
	defer j.Close()
	c := j.NewCode("f", 4, func(int) (string, int, int) { return "op", 1, 1 })
	s := c.loop(2)
	if c.lookup(2, loopSite) != s || c.entry(2) == s {
		t.Fatal("a loop header's Site is not found again, or is a function entry's")
	}
	j.Release(c)
	if c.lookup(2, loopSite) != nil || j.codes[c.id] != nil {
		t.Error("the released code keeps its Sites")
	}
	if d := j.NewCode("g", 1, nil); d.id == c.id {
		t.Error("a new code object takes a released one's id")
	}
}
