// Package codeheap owns the executable memory of the JIT: where compiled
// traces and bridges live, how their bytes get there, how jumps inside them
// are repointed, and how the space of invalidated traces is reused.
//
// The memory is one memfd seen through two views (DESIGN.md §5 rule 5). The
// RW view is used to write and patch code; the RX view is what the CPU
// executes. No page is ever writable and executable at once. Both views are
// contiguous address-space reservations (PROT_NONE, no memory committed) of
// Config.Budget bytes, so an RX address and its RW twin differ by a constant
// and any two code addresses are within rel32 reach of each other (that is
// why the budget is at most MaxBudget = 2 GiB). The memfd grows in chunks of
// Config.ChunkSize: each growth step extends the file and maps the new piece
// into both reservations with MAP_FIXED. Memory is committed only when the
// bump pointer reaches it; it is never decommitted.
//
//	memfd (file offsets)   0 ........ committed ........ Budget
//	                       [ chunk | chunk | chunk ]
//	                          |  MAP_SHARED, same pages  |
//	RW view  rwBase+off    [ rw-s  | rw-s  | rw-s  |  PROT_NONE (reserved) ]
//	RX view  rxBase+off    [ r-xs  | r-xs  | r-xs  |  PROT_NONE (reserved) ]
//	                         ^ Block.Addr is an RX address; RW(a) = a - rxBase + rwBase
//
// Allocation is a bump pointer plus an address-ordered first-fit free list
// of extents that coalesces neighbours on Free (and gives the tail back to the
// bump pointer). Every block is a multiple of Config.Align and starts on an
// Align boundary. A fresh or freed block is filled with INT3 (0xCC), so a
// stale jump into dead code traps instead of running garbage. Alloc returns
// an error wrapping ErrBudget when the request does not fit in the budget
// (counting fragmentation); the JIT then stops compiling or evicts, nothing
// crashes.
//
// PatchRel32 repoints the rel32 field of a jmp/jcc that is already in the
// code with one aligned 32-bit atomic store through the RW view. A 4-byte
// aligned field never straddles a cache line, so a thread executing the jump
// concurrently sees either the old or the new target, never a mix.
//
// The package holds no Go pointers in native memory and never exposes Go
// memory to native code: Write copies the caller's bytes into the memfd.
// A Heap is safe for concurrent use. Only Linux is supported; elsewhere New
// returns ErrUnsupported so the module still builds.
package codeheap
