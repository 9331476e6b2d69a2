package bf

import (
	"bufio"
	"fmt"
	"io"

	"github.com/microjit/microjit/jitcore/cli"
	"github.com/microjit/microjit/jitcore/domain"
	"github.com/microjit/microjit/jitcore/rawmem"
)

// EOFMode says what ',' does when input is exhausted.
type EOFMode uint8

const (
	EOFUnchanged EOFMode = iota // leave the cell as it was
	EOFZero                     // store 0
	EOFMinus1                   // store 255 (-1 in 8 bits)
)

// ParseEOFMode reads the --eof flag's value.
func ParseEOFMode(s string) (EOFMode, error) {
	switch s {
	case "unchanged":
		return EOFUnchanged, nil
	case "zero":
		return EOFZero, nil
	case "minus1":
		return EOFMinus1, nil
	}
	return 0, fmt.Errorf("--eof must be unchanged, zero or minus1, not %q", s)
}

// Default tape sizes, in cells.
const (
	DefaultTape    = 30000
	DefaultTapeMax = 1 << 30
)

// Config is how a program runs.
type Config struct {
	Tape    int // initial cells
	TapeMax int // the tape never grows beyond this many cells
	EOF     EOFMode
}

// RuntimeError is an error of the running bf program.
type RuntimeError struct {
	File string
	Pos  Pos
	PC   int
	Msg  string
	// Limit: the program needed more tape than --tape-max or memory
	// allows (it matches lang.ErrLimit).
	Limit bool
}

func (e *RuntimeError) Error() string {
	return fmt.Sprintf("%s:%d:%d: %s (pc %d)", e.File, e.Pos.Line, e.Pos.Col, e.Msg, e.PC)
}

// Machine is the state of a running program: the reds of the JIT driver
// are the tape pointer and the tape; the green is the pc.
type Machine struct {
	code *Code
	cfg  Config
	tape []byte
	ptr  int
	pc   int
	out  *cli.Output
	in   *bufio.Reader
	// regions are the tape and the poll word as the JIT's memory
	// (Regions).
	regions [2][]byte
	// poll is the signal Interrupt sent, which the interpreter and
	// compiled loops poll at every backward jump.
	poll  *domain.PollWord
	jit   *domain.Loops  // nil: the JIT is off
	funcs []*domain.Func // what traces and the domains call (newFuncs)
	ioErr error          // an input error met by the function input
}

// NewMachine prepares code to run with the given input and output. The
// tape lives outside the Go heap (compiled code may hold its address);
// Close releases it.
func NewMachine(code *Code, cfg Config, in io.Reader, out io.Writer) (*Machine, error) {
	if cfg.Tape <= 0 {
		cfg.Tape = DefaultTape
	}
	if cfg.TapeMax < cfg.Tape {
		cfg.TapeMax = max(cfg.Tape, DefaultTapeMax)
	}
	m := &Machine{
		code: code,
		cfg:  cfg,
		out:  cli.NewOutput(out),
		in:   bufio.NewReader(in),
	}
	m.funcs = m.newFuncs()
	poll, err := domain.NewPollWord(pollRegion)
	if err != nil {
		return nil, fmt.Errorf("cannot allocate the poll word: %v", err)
	}
	m.poll, m.regions[pollRegion] = poll, poll.Region().Bytes
	if err := m.setTape(cfg.Tape); err != nil {
		poll.Free()
		return nil, err
	}
	return m, nil
}

// Close releases the tape and closes the JIT's log.
func (m *Machine) Close() error {
	err := m.jit.Close()
	if ferr := rawmem.Free(m.tape); err == nil {
		err = ferr
	}
	if ferr := m.poll.Free(); err == nil {
		err = ferr
	}
	m.tape, m.regions = nil, [2][]byte{}
	return err
}

// setTape replaces the tape by one of n cells holding the old contents.
func (m *Machine) setTape(n int) error {
	t, err := rawmem.Alloc(n)
	if err != nil {
		return fmt.Errorf("cannot allocate a tape of %d cells: %v", n, err)
	}
	copy(t, m.tape)
	if m.tape != nil {
		rawmem.Free(m.tape)
	}
	m.tape, m.regions[tapeRegion] = t, t
	return nil
}

// Flush writes buffered output.
func (m *Machine) Flush() error { return m.out.Flush() }

// errorAt builds a runtime error for the instruction at pc.
func (m *Machine) errorAt(pc int, msg string) error {
	return &RuntimeError{File: m.code.File, Pos: m.code.Pos[pc], PC: pc, Msg: msg}
}

// limitAt builds a resource-limit error for the instruction at pc.
func (m *Machine) limitAt(pc int, msg string) error {
	return &RuntimeError{File: m.code.File, Pos: m.code.Pos[pc], PC: pc, Msg: msg, Limit: true}
}

// grow makes the tape long enough to hold cell p, or reports that the
// pointer left the tape. The tape doubles, so growth is amortised O(1).
func (m *Machine) grow(pc, p int) error {
	if p < 0 {
		return m.errorAt(pc, "pointer moved left of cell 0")
	}
	if p >= m.cfg.TapeMax {
		return m.limitAt(pc, fmt.Sprintf("pointer moved right of the tape's limit of %d cells (see --tape-max)", m.cfg.TapeMax))
	}
	if err := m.setTape(min(max(2*len(m.tape), p+1), m.cfg.TapeMax)); err != nil {
		return m.limitAt(pc, err.Error())
	}
	return nil
}

// readByte reads one byte of input, or -1 at its end. Output is flushed
// first, so prompts appear before the program waits.
func (m *Machine) readByte() (int, error) {
	if err := m.out.Flush(); err != nil {
		return 0, err
	}
	c, err := m.in.ReadByte()
	if err == io.EOF {
		return -1, nil
	}
	if err != nil {
		return 0, err
	}
	return int(c), nil
}

// eofValue is what ',' leaves in a cell holding old at end of input.
func (m *Machine) eofValue(old int64) int64 {
	switch m.cfg.EOF {
	case EOFZero:
		return 0
	case EOFMinus1:
		return 0xff
	}
	return old
}
