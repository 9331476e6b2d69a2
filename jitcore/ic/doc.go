// Package ic owns the inline-cache machinery of the interpreters: hidden-class
// shapes (a transition tree from attribute-name sequences to slot indices,
// one root per Class), class versions that bump on mutation with watchers for
// the compiled code that assumed a version, per-site caches with a few
// polymorphic entries then a megamorphic state backed by a shared table, the
// counters --jit-stats prints, and the small read-only view the tracer uses
// to decide what to guard on.
//
// # Shapes
//
// A Shape is the layout of an object: the attributes it got, in order, and
// hence the slot of each. Shapes form a tree per Class; Add follows (or
// creates and caches) the transition for one more attribute, so objects that
// get the same attributes in the same order share a shape and its ShapeID.
//
//	Class Point: root#1 () ──x──> #2 (x:0) ──y──> #3 (x:0, y:1)
//	                 └────y──> #4 (y:0) ──x──> #5 (y:0, x:1)
//
// A ShapeID is 32 bits and never 0, so it is stored as-is in the class field
// of a heap object header (heap.Header.Class) and a zeroed header matches no
// shape. A Tree has a shape limit (ErrTooManyShapes) so that a program adding
// unbounded attribute names cannot exhaust memory; the language then falls
// back to a dictionary representation for that object.
//
// # Versions
//
// Things an instance's shape does not describe (methods, class attributes)
// belong to its Class, whose Version bumps on every Mutate. Cache entries are
// keyed by (ShapeID, Version), so a mutation makes them miss; compiled code
// that relied on a version calls Class.Watch, and its callback (run once, at
// the next Mutate) invalidates the code.
//
// # Sites
//
//	Empty ──record──> Monomorphic ──2nd shape──> Polymorphic ──(Entries+1)th shape──> Megamorphic
//
// A Site caches up to Entries (default 4) results of one lookup site, keyed
// by shape and version; a result is a slot index and/or a target (a method).
// Recording a shape already cached at an older version replaces that entry
// (counted as Stale) instead of using another. One shape too many makes the
// site megamorphic: its entries are dropped and results go to a hashed table
// shared by all megamorphic sites of the Caches (direct-mapped, keyed by
// site, shape and version), so a megamorphic lookup is still a few
// instructions when the table entry is hot, and a miss otherwise.
//
// # For the tracer
//
// The tracer reads a site through two calls: State says whether to
// specialize (Monomorphic or Polymorphic) or not (Megamorphic: emit the
// generic lookup), and Observed returns the entries, most hit first, each
// with the shape id to guard on (a header class compare), the version the
// code assumes (to Watch) and the slot whose offset the trace embeds
// (heap.FirstSlotOffset + 8*Slot). Observed is a copy; the site keeps
// learning.
//
// Nothing here is safe for concurrent use: one runtime, one goroutine.
package ic
