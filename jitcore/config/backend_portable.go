//go:build !(linux && amd64)

package config

import "github.com/microjit/microjit/jitcore/backend"

// DefaultBackend is the code generator used unless backend= says otherwise:
// the portable executor where there is no native backend.
const DefaultBackend = "exec"

var newNative func(p Params) (backend.Backend, error)
