package trace

import (
	"encoding/binary"

	"github.com/microjit/microjit/jitcore/ir"
)

// Poll reads the poll word at byte disp of region (ir's poll.go) and
// reports whether it is set. When it is not, Poll records a poll at the
// current instruction's snapshot: compiled code leaves there once the
// word is set. When it is, nothing is recorded: the language abandons
// the recording and takes the request in the interpreter.
func (r *Recorder) Poll(region int, disp int64) bool {
	if binary.LittleEndian.Uint64(r.mem.Regions()[region][disp:disp+ir.PollWordBytes]) != 0 {
		return true
	}
	r.emit(ir.Op{Code: ir.OpPoll, Region: int32(region), Aux: disp, Snap: r.snapshot()}, 0)
	return false
}
