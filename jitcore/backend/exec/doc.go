// Package exec is the portable trace executor: the reference semantics of
// every IR op, used where there is no native backend and as the oracle in
// differential tests. A trace is decoded once into a compact register
// program (one 32-byte instruction per op, constants preloaded into
// registers, label/jump resolved to indices) and run by a single switch.
package exec
