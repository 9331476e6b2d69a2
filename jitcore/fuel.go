package jitcore

// Fuel is the work compiled code has done so far, in all: about one
// unit per loop iteration (backend.Stop.Fuel), as --jit-stats prints
// it. A language's attach layer reads it around Run to see how much one
// entry of compiled code did.
func (d *Driver) Fuel() int64 { return d.stats.Fuel }
