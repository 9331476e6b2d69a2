//go:build linux && amd64

package amd64

import (
	"slices"
	"unsafe"

	"github.com/microjit/microjit/jitcore/backend"
)

// mapEntryBytes is about what one entry of a small Go map costs (key,
// value, control byte, and the table's slack).
const mapEntryBytes = 48

// Footprint estimates the Go memory the backend keeps for c besides its
// trace: the code struct, its guards (and their entries in the
// backend's tables), its register allocation (kept for guard entries
// into bridges), its guard entries' listings, and its executor form.
func (c *code) Footprint() int {
	locSize := int(unsafe.Sizeof(loc{}))
	n := int(unsafe.Sizeof(*c)) +
		backend.GuardsFootprint(c.guards) + backend.GuardsFootprint(c.callSites) +
		len(c.guards)*(int(unsafe.Sizeof(guardRef{}))+2*mapEntryBytes) + len(c.callSites)*mapEntryBytes +
		(cap(c.inputs)+cap(c.labelLocs))*locSize +
		(cap(c.fields)+cap(c.entryFields)+cap(c.exitPaths)+2*cap(c.invalidations))*8
	for _, e := range c.guardEntries {
		n += int(unsafe.Sizeof(e)) + len(e.from)
	}
	if c.ra != nil {
		n += c.ra.footprint()
	}
	if c.exec != nil {
		n += c.exec.Footprint()
	}
	return n
}

// footprint estimates the memory of a.
func (a *alloc) footprint() int {
	return int(unsafe.Sizeof(*a)) + cap(a.locs)*int(unsafe.Sizeof(loc{})) + cap(a.end)*8 +
		cap(a.fused) + cap(a.folded) + cap(a.inFrame) +
		len(a.recover)*mapEntryBytes + cap(a.hint)*4 + cap(a.want)
}

// keepForEntries returns what a compiled code keeps of its register
// allocation a: where its values live, their recoveries, its label, base
// register and frame, which guard entries into its bridges, jumps into
// it and walks of its calls read. What only lowering needs goes.
func (a *alloc) keepForEntries() *alloc {
	kept := &alloc{locs: slices.Clone(a.locs), label: a.label, base: a.base, nslots: a.nslots}
	if len(a.recover) > 0 {
		kept.recover = a.recover
	}
	return kept
}
