package config

import (
	"fmt"

	"github.com/microjit/microjit/jitcore/backend"
	"github.com/microjit/microjit/jitcore/backend/exec"
)

// NewBackend makes the code generator the parameters ask for.
func NewBackend(p Params) (backend.Backend, error) {
	switch p.Backend {
	case "exec":
		return exec.New(), nil
	case "native":
		if newNative == nil {
			return nil, fmt.Errorf("backend native is not available on this platform (use backend=exec)")
		}
		return newNative(p)
	}
	return nil, fmt.Errorf("unknown backend %q", p.Backend)
}
