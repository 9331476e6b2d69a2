// Package opt is the trace optimizer: passes that rewrite an ir.Trace into
// an equivalent, cheaper one. Each pass is one file and one forward walk
// that builds a new trace (builder.go), so a pass never modifies its input
// and the driver can fall back to the unoptimized trace when the result
// does not verify. Passes know nothing about any language.
//
// The forward passes (fold, cse, heapcache, widen, bounds) are written
// as stages (walk.go): a rule for one op, whose output goes to the next
// stage. Optimize runs them as one walk over one builder, so the trace
// is copied once for the five of them, and each sees what the others
// made of the ops before it; carry's cleanup (heapcache, fold, cse) is
// one walk too. Run alone, a pass is a walk of one stage.
//
// Optimize runs the enabled passes in this order:
//
//  1. fold (fold.go): constant folding and algebraic simplification
//     (the truth of a test is the test), and a canonical form (constants
//     on the right, x-c as x+(-c) and its overflow test likewise, chains
//     of constant adds merged). It runs first so that every later pass
//     sees one spelling of each value: address x+1 and (x+2)-1 become the
//     same SSA value or the same base plus a displacement.
//  2. cse (cse.go): one computation per pure expression. After fold,
//     equal expressions have equal arguments.
//  3. heapcache (heapcache.go): load forwarding, redundant and dead store
//     removal, region_len caching. Address comparison relies on fold's
//     canonical base+displacement and on cse having merged equal bases.
//  4. widen (widen.go): guard strengthening. In front of the first of
//     several bounds checks of one index (lt against a region's length,
//     ge against 0) it puts one unsigned check of the widest offset, with
//     that check's snapshot, so that the next pass finds every check of
//     the family implied. It needs heapcache's single region_len.
//  5. bounds (bounds.go, knownbits.go): removes guards implied by earlier
//     ones, from integer ranges and known bits (a tag test of a value
//     whose low bits are known zero), and simplifies what known bits
//     decide (retagging an untagged value). It runs after heapcache
//     because a forwarded load turns a repeated check of the same cell
//     into a repeated guard on one value.
//  6. dce (dce.go): drops what the passes above left unused (folded
//     chains, forwarded loads, comparisons of removed guards).
//  7. peel (peel.go): peels one iteration off a loop and hoists the
//     invariant ops, loads and guards out of the remaining body. It runs
//     last, on the smallest body, so that the code it duplicates is
//     already optimized and its invariance analysis sees canonical values.
//  8. carry (carry.go): keeps memory cells at loop-invariant addresses,
//     and cells a pointer that moves by a constant walks over, in loop
//     variables across the back edge of the peeled loop, then runs
//     heapcache (starting the body with those cells known), fold, cse and
//     dce again over the result. It needs peel's preamble: that is where
//     a cell's value on entry comes from.
//  9. loopbounds (loopbounds.go): bounds again over the peeled loop,
//     starting the body with the facts about the label's arguments
//     (ranges, known bits) that the preamble proves and the body proves
//     again (induction), so the bounds and tag checks an iteration
//     inherits from the previous one go. A loop Peel left whole (nothing
//     to hoist) it peels itself when that removes a guard from the body.
//  10. untag (untag.go): a loop counter the body keeps tagged (low
//     bits zero, counted by a constant of the same form) but only uses
//     untagged (shifted right), compared with constants and in
//     snapshots is carried untagged; the snapshots get the tagged value
//     as a shift, which the backend computes at the exits alone. It
//     needs LoopBounds's facts: the low bits are zero and the count
//     cannot overflow.
//  11. virtuals (virtuals.go): allocation removal. It runs after peel
//     (and carry) because an object carried round a loop can only stay
//     virtual when the loop has a preamble (the first iteration) whose
//     object enters the label as its fields: it uses the preamble of Peel
//     (or loopbounds), or peels the loop itself. It runs last
//     because its output's snapshots hold virtual objects (ir.Virtual),
//     which the passes above only rename; it ends with its own DCE of the
//     loads and address computations it made dead.
//  12. rawint (rawint.go): integers a loop carries round its back
//     edge as tagged words, whose adds, subs and muls have overflow
//     guards that only pick the representation (ir.BoxesOnOverflow),
//     are carried untagged and computed as wrapping 64-bit integers, the
//     guards gone; snapshots describe them as Int virtuals, which exits
//     box when they do not fit. It runs after the passes that reason
//     about tagged words (bounds, loopbounds), and takes only values
//     that nothing but such arithmetic, snapshots and the jump uses, so
//     that nothing those passes concluded from a tagged word's 48-bit
//     range is left to be contradicted.
//  13. demand (demand.go): demanded bits. An and with a constant that
//     covers every bit an add, sub, mul or store8 needs of it is looked
//     through by that op (a byte cell's add reads the unmasked value,
//     the mask stays for its test alone), then DCE.
//  14. sink (sink.go): store sinking. A store that a later store writes
//     over before anything may read it is not done by the trace; the
//     guards between carry it in their snapshots (ir.Snapshot.Stores)
//     and their exits do it. It runs after the others so that no pass
//     has to know that memory may lag behind the trace.
//  15. exits (exits.go): each guard's snapshot gets the values that the
//     guard's failure fixes as constants (the boolean of a failed branch,
//     x after a failed x != k), then DCE drops what only exits needed.
//     It runs after the others: such a snapshot is right for that
//     guard's failure alone, so no pass may reuse it for another op.
//  16. unroll (unroll.go): a loop whose body has at most
//     MaxUnrolledBody ops does two iterations per back edge, the body
//     twice (four times for at most MaxUnrolledBody/4 ops). Each guard
//     of a later copy gets a copy of its snapshot (its own, since it
//     describes that guard's failure) naming the guard it copies
//     (ir.Snapshot.Twin), and the driver gives twins one bridge. It runs
//     on the smallest body, and only copies.
//  17. schedule (schedule.go): an add or sub whose result a guard
//     compares with 0 moves down, over pure ops, to right before the
//     compare, so that native code branches on the add's own flags. It
//     runs after unroll, which makes the add of one copy and the test
//     at the top of the next neighbours, and renumbers its twins.
//  18. entry (entry.go): keeps the loop's Entry (ir.Trace.Entry: how
//     another trace jumps to the label, PyPy's short preamble) only if
//     the body needs nothing from the preamble but the label's
//     arguments. Peel makes the Entry, and loopbounds, untag and rawint
//     add what they assume at the label (carry and virtuals, which
//     carry memory cells and objects' fields, drop it); without this
//     pass no trace keeps one.
//
// Every pass forgets what it knows at the label (a value defined before
// the label may be a loop variable after it), except what carry proves
// holds on both edges into it, and never replaces a label argument by
// another value. Guards keep their order and their exits see
// memory exactly as in the unoptimized trace: no store moves across a
// guard but for sink's, which the guard's exit does, and a guard that
// always fails stays. The only guards added are widen's, each right in
// front of a guard with the same snapshot.
//
// Assumptions the passes rely on: an elidable call (call_pure) neither
// reads nor writes region memory; only a call (or the interpreter) changes
// a region's length, and no region is longer than 2^62 bytes.
//
// Passes are selected with the enable_opts parameter (Parse): "all",
// "none", or a colon-separated list of pass names.
package opt
