// Package irtext parses the text form of traces that ir's printer
// produces (Trace.String), for the optimizer's golden tests. Greens are
// not printed, so parsed snapshots have none; a frame's location is the
// text before its last ": ". A snapshot's virtual objects follow its
// frames, numbered from 0 in order, as in
// "[pc 3: i1 v0 ; v0 = new m0 0x13 (i4)]", an Int virtual as
// "v1 = int m0 (i6)"; an allocation is "r5 = new m0 0x13 [snapshot]"
// (header in Go syntax), and an overflow guard that only boxes is
// "guard_false i7 boxes m0 [snapshot]". A loop's Entry (ir.Trace.Entry)
// follows its ops after a line "entry:", and a jump to another loop's
// label is "jump i3, i4 -> loop 2 label".
package irtext
