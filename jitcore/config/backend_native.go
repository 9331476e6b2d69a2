//go:build linux && amd64

package config

import (
	"github.com/microjit/microjit/jitcore/backend"
	"github.com/microjit/microjit/jitcore/backend/amd64"
)

// DefaultBackend is the code generator used unless backend= says otherwise:
// native x86-64 code where there is a native backend.
const DefaultBackend = "native"

var newNative = func(p Params) (backend.Backend, error) {
	return amd64.New(amd64.Config{MaxCodeBytes: p.MaxCodeBytes, FuelBits: p.FuelBits})
}
