package trace

import "sync"

// A short run never collects (the binaries run at GOGC=400), so all
// that a recording allocates is fresh memory, and each first touch of a
// page is a page fault: a few µs each on the team's machine. hanoi.b's
// 80 recordings made their concrete values and Step's maps anew each
// time, 160 of its page faults. Release hands them to the next
// recording instead.

// spares are the concrete values and Step maps of released recordings.
var spares struct {
	mu    sync.Mutex
	vals  [][]int64
	steps []steps
}

// maxSpares bounds what spares keeps: recordings run one at a time per
// driver, so a few cover every driver of a process.
const maxSpares = 4

// Release gives the memory of the recording's concrete values and of
// what Step proved to the next recording (New). Call it once the
// recording has ended and its concrete values were read: afterwards
// Concrete panics for any value but a constant, and the recorder must
// not record again.
func (r *Recorder) Release() {
	spares.mu.Lock()
	if len(spares.vals) < maxSpares && cap(r.vals) > 0 {
		spares.vals = append(spares.vals, r.vals[:0])
	}
	if len(spares.steps) < maxSpares && r.steps.used() {
		r.steps.clear()
		spares.steps = append(spares.steps, r.steps)
	}
	spares.mu.Unlock()
	r.vals, r.steps = nil, steps{}
}

// spare is a released recording's values and Step maps, or empty ones.
func spare() ([]int64, steps) {
	spares.mu.Lock()
	defer spares.mu.Unlock()
	var vals []int64
	var s steps
	if n := len(spares.vals); n > 0 {
		vals, spares.vals = spares.vals[n-1], spares.vals[:n-1]
	}
	if n := len(spares.steps); n > 0 {
		s, spares.steps = spares.steps[n-1], spares.steps[:n-1]
	}
	return vals, s
}
