package jitlog

import (
	"bufio"
	"fmt"
	"io"
	"regexp"
	"strconv"
	"strings"
	"sync"

	"github.com/microjit/microjit/jitcore/ir"
	"github.com/microjit/microjit/jitcore/jitview"
	"github.com/microjit/microjit/jitcore/opt/irtext"
)

// ReadText reads a text trace log (what --jit-log=FILE writes for a file
// that is not a page) back as the run of a page: its traces with their
// recorded and optimized IR and listings, their guards with what they
// check, bridges linked to their guards, the aborts and the JIT's
// events. A text log keeps no counters (iterations, entries, exits) and
// no source positions of the recorded ops: the page shows none of the
// former, and places the guards in the source, by their snapshots.
func ReadText(r io.Reader) (*jitview.Run, error) {
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 1<<20), 64<<20)
	tr := &textReader{run: &jitview.Run{}, byID: map[int]int{}}
	for n := 1; sc.Scan(); n++ {
		if err := tr.line(sc.Text()); err != nil {
			return nil, fmt.Errorf("line %d: %v", n, err)
		}
	}
	if err := sc.Err(); err != nil {
		return nil, err
	}
	if err := tr.end(); err != nil {
		return nil, err
	}
	tr.link()
	return tr.run, nil
}

// textReader reads a text log a line at a time.
type textReader struct {
	run *jitview.Run
	// block is the trace being read: its header and indented lines.
	block []string
	// loops are the ids of the loops and functions installed so far, in
	// order: a jump's target is an index there.
	loops []int
	byID  map[int]int // index in run.Traces by id
}

// Lines of a text log outside the traces, compiled when first used:
// compiled at start-up they cost every run of a language that links
// this package about 0.3 million instructions (with jitview's pattern),
// a read log or not.
var (
	headerRE = lazyRE(`^# microjit trace log: backend (\S+), params (.*)$`)
	traceRE  = lazyRE(`^(loop|bridge|function) #(\d+) at `)
	abortRE  = lazyRE(`^abort (#(\d+) at .*) after (\d+) ops: (.*)$`)
	eventRE  = lazyRE(`^JIT (paused|resumed|stopped): (.*)$`)
	guardRE  = lazyRE(` \(guard op (\d+) of #(\d+)\)$`)
	jumpRE   = lazyRE(`-> loop (\d+)( label)?$`)
)

// lazyRE is the regular expression expr, compiled on its first call.
func lazyRE(expr string) func() *regexp.Regexp {
	return sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(expr) })
}

func (tr *textReader) line(l string) error {
	if strings.HasPrefix(l, " ") && tr.block != nil {
		tr.block = append(tr.block, l)
		return nil
	}
	if err := tr.end(); err != nil {
		return err
	}
	switch {
	case l == "":
	case headerRE().MatchString(l):
		m := headerRE().FindStringSubmatch(l)
		tr.run.Backend, tr.run.Params = m[1], m[2]
	case traceRE().MatchString(l):
		tr.block = []string{l}
	case abortRE().MatchString(l):
		m := abortRE().FindStringSubmatch(l)
		ops, _ := strconv.Atoi(m[3])
		a := jitview.Abort{Kind: jitview.KindLoop, Where: nameWhere(m[1]), Reason: m[4], Ops: ops}
		if g := guardRE().FindStringSubmatch(m[1]); g != nil {
			a.Kind, a.From = jitview.KindBridge, guardRef(g)
		}
		tr.run.Aborts = append(tr.run.Aborts, a)
	case eventRE().MatchString(l):
		m := eventRE().FindStringSubmatch(l)
		tr.run.Events = append(tr.run.Events, jitview.Event{Kind: m[1], Text: m[2]})
		if m[1] == "stopped" {
			tr.run.Stopped = m[2]
		}
	default:
		tr.run.Events = append(tr.run.Events, jitview.Event{Kind: "note", Text: l})
	}
	return nil
}

// guardRef is the guard a " (guard op K of #P)" match names.
func guardRef(m []string) jitview.GuardRef {
	op, _ := strconv.Atoi(m[1])
	id, _ := strconv.Atoi(m[2])
	return jitview.GuardRef{Trace: id, Op: op}
}

// nameWhere is the location in a trace's name, "#N at WHERE (guard op
// K of #P)".
func nameWhere(name string) string {
	return traceWhere(&ir.Trace{Name: name})
}

// end finishes the trace being read: installed when the log has its
// code, else it was abandoned (its abort follows).
func (tr *textReader) end() error {
	block := tr.block
	if block == nil {
		return nil
	}
	tr.block = nil
	header := block[0]
	m := traceRE().FindStringSubmatch(header)
	id, _ := strconv.Atoi(m[2])
	recorded, sections := splitSections(block)
	code, ok := sections["code"]
	if !ok {
		return nil
	}
	opt, ok := sections["optimized"]
	if !ok {
		opt = recorded // the optimizer was off, or failed
	}
	t := jitview.Trace{ID: id, Kind: m[1], Where: nameWhere(strings.TrimPrefix(header, m[1]+" ")), Code: code, Arrivals: -1}
	if g := guardRE().FindStringSubmatch(header); g != nil && m[1] == jitview.KindBridge {
		t.From = guardRef(g)
	}
	rt, rerr := irtext.Parse(recorded)
	ot, oerr := irtext.Parse(opt)
	switch {
	case rerr == nil && oerr == nil:
		t.Recorded, t.Optimized = describe(rt), describe(ot)
		markRemoved(t.Recorded, rt, ot)
		if ot.Entry != nil {
			t.Entry = describe(ot.Entry)
		}
		for _, g := range guardOps(ot) {
			t.Guards = append(t.Guards, jitview.Guard{Op: g, Where: snapWhere(ot, &ot.Ops[g]), Reason: guardReason(ot, g)})
		}
	default:
		// IR the parser does not know: shown as lines of text.
		t.Recorded, t.Optimized = textOps(recorded), textOps(opt)
	}
	if j := jumpRE().FindStringSubmatch(lastLine(opt)); j != nil {
		if k, _ := strconv.Atoi(j[1]); k < len(tr.loops) {
			t.JumpsTo = tr.loops[k]
		}
	}
	if t.Kind != jitview.KindBridge {
		tr.loops = append(tr.loops, id)
	}
	tr.byID[id] = len(tr.run.Traces)
	tr.run.Traces = append(tr.run.Traces, t)
	return tr.run.Pack()
}

// splitSections splits a trace's block into the recorded trace and its
// sections ("  -- optimized ...:", "  -- native code, N bytes"), each
// dedented.
func splitSections(block []string) (recorded string, sections map[string]string) {
	sections = map[string]string{}
	var cur []string
	name := ""
	flush := func() {
		text := strings.Join(cur, "\n") + "\n"
		if name == "" {
			recorded = text
		} else {
			sections[name] = text
		}
		cur = nil
	}
	for i, l := range block {
		switch {
		case i == 0:
			cur = append(cur, l)
		case strings.HasPrefix(l, "  -- optimized"):
			flush()
			name = "optimized"
		case strings.HasPrefix(l, "  -- ") && strings.Contains(l, " code, "):
			flush()
			name = "code"
		case strings.HasPrefix(l, "  -- "):
			// a note (the optimizer failed): not IR
		case name == "":
			cur = append(cur, l)
		default:
			cur = append(cur, strings.TrimPrefix(l, "    "))
		}
	}
	flush()
	return recorded, sections
}

// describe describes every op of t.
func describe(t *ir.Trace) []jitview.Op { return optimized(t, nil) }

// guardOps are the op numbers of t's guards.
func guardOps(t *ir.Trace) []int {
	var gs []int
	for i := range t.Ops {
		if t.Ops[i].Code.Info().Guard {
			gs = append(gs, i)
		}
	}
	return gs
}

// textOps are the op lines of a trace's text, as they are.
func textOps(text string) []jitview.Op {
	var ops []jitview.Op
	for _, l := range strings.Split(strings.TrimSpace(text), "\n")[1:] {
		ops = append(ops, jitview.Op{Text: strings.TrimSpace(l)})
	}
	return ops
}

// lastLine is the last line of text.
func lastLine(text string) string {
	lines := strings.Split(strings.TrimSpace(text), "\n")
	return strings.TrimSpace(lines[len(lines)-1])
}

// link points each guard a bridge starts at to the bridge.
func (tr *textReader) link() {
	for _, t := range tr.run.Traces {
		if t.Kind != jitview.KindBridge {
			continue
		}
		k, ok := tr.byID[t.From.Trace]
		if !ok {
			continue
		}
		parent := &tr.run.Traces[k]
		for i := range parent.Guards {
			if parent.Guards[i].Op == t.From.Op {
				parent.Guards[i].Bridge = t.ID
			}
		}
	}
}
