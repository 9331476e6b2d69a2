package bf

import (
	"bufio"
	"fmt"
	"io"

	"github.com/microjit/microjit/jitcore/cli"
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
}

// NewMachine prepares code to run with the given input and output.
func NewMachine(code *Code, cfg Config, in io.Reader, out io.Writer) *Machine {
	if cfg.Tape <= 0 {
		cfg.Tape = DefaultTape
	}
	if cfg.TapeMax < cfg.Tape {
		cfg.TapeMax = max(cfg.Tape, DefaultTapeMax)
	}
	return &Machine{
		code: code,
		cfg:  cfg,
		tape: make([]byte, cfg.Tape),
		out:  cli.NewOutput(out),
		in:   bufio.NewReader(in),
	}
}

// Flush writes buffered output.
func (m *Machine) Flush() error { return m.out.Flush() }

// errorAt builds a runtime error for the instruction at pc.
func (m *Machine) errorAt(pc int, msg string) error {
	return &RuntimeError{File: m.code.File, Pos: m.code.Pos[pc], PC: pc, Msg: msg}
}

// grow makes the tape long enough to hold cell p, or reports that the
// pointer left the tape. The tape doubles, so growth is amortised O(1).
func (m *Machine) grow(pc, p int) error {
	if p < 0 {
		return m.errorAt(pc, "pointer moved left of cell 0")
	}
	if p >= m.cfg.TapeMax {
		return m.errorAt(pc, fmt.Sprintf("pointer moved right of the tape's limit of %d cells (see --tape-max)", m.cfg.TapeMax))
	}
	n := min(max(2*len(m.tape), p+1), m.cfg.TapeMax)
	t := make([]byte, n)
	copy(t, m.tape)
	m.tape = t
	return nil
}

// input reads one byte into cell p, per the EOF mode. Output is flushed
// first, so prompts appear before the program waits.
func (m *Machine) input(p int) error {
	if err := m.out.Flush(); err != nil {
		return err
	}
	c, err := m.in.ReadByte()
	switch {
	case err == io.EOF:
		switch m.cfg.EOF {
		case EOFZero:
			m.tape[p] = 0
		case EOFMinus1:
			m.tape[p] = 0xff
		}
	case err != nil:
		return err
	default:
		m.tape[p] = c
	}
	return nil
}
