package jitcore

import (
	"fmt"

	"github.com/microjit/microjit/jitcore/backend"
	"github.com/microjit/microjit/jitcore/backend/exec"
)

// DefaultBackend is the code generator used unless backend= says otherwise.
const DefaultBackend = "exec"

// newBackend makes the code generator the parameters ask for.
func newBackend(p Params) (backend.Backend, error) {
	switch p.Backend {
	case "exec":
		return exec.New(), nil
	}
	return nil, fmt.Errorf("backend %q is not available on this platform", p.Backend)
}
