package conformance

import (
	"sync"
	"time"
)

// Auto runs cases in-process (InProcess), except prefix cases: a program
// that never ends by itself may compute without printing once it has
// printed enough (impeccable.b works on a term it never finishes), and
// in-process nothing could stop it, so it would hold a CPU until the
// runner exits. Those run as subprocesses of the language's binary
// (Binary), built on first need, and are killed once they printed enough.
type Auto struct {
	build func() (string, error)
	once  sync.Once
	bin   Binary
	err   error
}

// NewAuto is an Auto whose binary build makes (Build, for one language).
func NewAuto(build func() (string, error)) *Auto { return &Auto{build: build} }

func (a *Auto) run(c *Case, m Mode, timeout time.Duration) (outcome, error) {
	if !c.Prefix {
		return InProcess{}.run(c, m, timeout)
	}
	a.once.Do(func() {
		var bin string
		bin, a.err = a.build()
		a.bin = Binary(bin)
	})
	if a.err != nil {
		return outcome{}, a.err
	}
	return a.bin.run(c, m, timeout)
}
