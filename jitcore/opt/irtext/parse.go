package irtext

import (
	"fmt"
	"math"
	"strconv"
	"strings"

	"github.com/microjit/microjit/jitcore/ir"
)

// opcodes maps printed opcode names to opcodes.
var opcodes = func() map[string]ir.Opcode {
	m := map[string]ir.Opcode{}
	for c := ir.Opcode(0); ; c++ {
		name := c.String()
		if name == fmt.Sprintf("op%d", c) {
			return m
		}
		m[name] = c
	}
}()

// Parse reads one trace, and the Entry that follows a loop's ops after
// a line "entry:", if there is one.
func Parse(text string) (*ir.Trace, error) {
	p := &parser{t: &ir.Trace{}}
	var loop *ir.Trace // set once the entry's ops are being read
	header := true
	for n, line := range strings.Split(text, "\n") {
		line = strings.TrimSpace(line)
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		var err error
		switch {
		case header:
			err = p.header(line)
			header = false
		case line == "entry:" && loop == nil && p.t.Kind == ir.Loop:
			loop = p.t
			p.t = &ir.Trace{Kind: ir.LoopEntry}
			loop.Entry = p.t
		default:
			err = p.op(line)
		}
		if err != nil {
			return nil, fmt.Errorf("line %d: %q: %v", n+1, line, err)
		}
	}
	if header {
		return nil, fmt.Errorf("no trace")
	}
	if loop != nil {
		return loop, nil
	}
	return p.t, nil
}

type parser struct{ t *ir.Trace }

func (p *parser) header(line string) error {
	kind, name, _ := strings.Cut(line, " ")
	switch kind {
	case "loop":
		p.t.Kind = ir.Loop
	case "bridge":
		p.t.Kind = ir.Bridge
	case "function":
		p.t.Kind = ir.Function
	default:
		return fmt.Errorf("want loop, bridge or function")
	}
	p.t.Name = name
	return nil
}

func (p *parser) op(line string) error {
	op := ir.Op{}
	if lhs, rest, ok := strings.Cut(line, " = "); ok && !strings.Contains(lhs, "[") { // not a snapshot's virtual
		typ, n, err := valueName(lhs)
		if err != nil {
			return err
		}
		if n != len(p.t.Ops) {
			return fmt.Errorf("defines %s as op %d", lhs, len(p.t.Ops))
		}
		op.Type, line = typ, rest
	}
	name, rest, _ := strings.Cut(line, " ")
	code, ok := opcodes[name]
	if !ok {
		return fmt.Errorf("unknown opcode %q", name)
	}
	op.Code = code
	if code.Info().Snap {
		rest = " " + rest // enter has nothing before its snapshot
		i := strings.Index(rest, " [")
		if i < 0 || !strings.HasSuffix(rest, "]") {
			return fmt.Errorf("%s without a [snapshot]", name)
		}
		if err := p.snapshot(rest[i+2 : len(rest)-1]); err != nil {
			return err
		}
		op.Snap = int32(len(p.t.Snapshots) - 1)
		rest = strings.TrimSpace(rest[:i])
	}
	var err error
	switch {
	case code == ir.OpInput:
		op.Aux, err = strconv.ParseInt(rest, 10, 64)
		p.t.Inputs = append(p.t.Inputs, op.Type)
	case code == ir.OpRegionLen:
		op.Region, err = region(rest)
	case code == ir.OpNew:
		op.Region, op.Aux, err = allocation(rest)
	case code == ir.OpPoll:
		op.Region, op.Aux, err = pollWord(rest)
	case code.IsMemory():
		err = p.memory(&op, rest)
	case code.IsCall():
		err = p.call(&op, rest)
		if code == ir.OpCallPure {
			op.Effects |= ir.Elidable
		}
	case code == ir.OpCallResult:
		call, k, ok := strings.Cut(rest, ", ")
		if !ok {
			return fmt.Errorf("want result <call>, <k>")
		}
		if op.Args, err = p.values(call, ","); err == nil {
			op.Aux, err = strconv.ParseInt(k, 10, 64)
		}
	case code == ir.OpCallTrace:
		err = p.callTrace(&op, rest)
	case code == ir.OpJump:
		op.Aux = -1
		if args, target, ok := strings.Cut(rest, " -> loop "); ok {
			rest = args
			if n, ok := strings.CutSuffix(target, " label"); ok {
				target, op.Region = n, ir.JumpToLabel
			}
			op.Aux, err = strconv.ParseInt(target, 10, 64)
		}
		if err == nil {
			op.Args, err = p.values(rest, ",")
		}
	case code == ir.OpGuardFalse && strings.Contains(rest, " boxes "):
		args, r, _ := strings.Cut(rest, " boxes ")
		op.Aux = ir.BoxesOnOverflow
		if op.Region, err = region(r); err == nil {
			op.Args, err = p.values(args, ",")
		}
	default:
		op.Args, err = p.values(rest, ",")
	}
	if err != nil {
		return err
	}
	p.t.Add(op)
	return nil
}

func region(s string) (int32, error) {
	if !strings.HasPrefix(s, "m") {
		return 0, fmt.Errorf("want a region m<N>, got %q", s)
	}
	r, err := strconv.ParseInt(s[1:], 10, 32)
	return int32(r), err
}

// pollWord parses a poll's "mR[disp]".
func pollWord(s string) (int32, int64, error) {
	r, disp, ok := strings.Cut(strings.TrimSuffix(s, "]"), "[")
	if !ok || !strings.HasSuffix(s, "]") {
		return 0, 0, fmt.Errorf("want poll m<N>[<offset>], got %q", s)
	}
	region, err := region(r)
	if err != nil {
		return 0, 0, err
	}
	off, err := strconv.ParseInt(disp, 10, 64)
	return region, off, err
}

// memory parses "mR[base+disp], value".
func (p *parser) memory(op *ir.Op, s string) error {
	open, close := strings.Index(s, "["), strings.Index(s, "]")
	if open < 0 || close < open {
		return fmt.Errorf("want m<N>[address]")
	}
	var err error
	if op.Region, err = region(s[:open]); err != nil {
		return err
	}
	addr := s[open+1 : close]
	if i := strings.LastIndexAny(addr, "+-"); i > 0 {
		if op.Aux, err = strconv.ParseInt(addr[i:], 10, 64); err != nil {
			return err
		}
		addr = addr[:i]
	}
	base, err := p.value(addr)
	if err != nil {
		return err
	}
	op.Args = []ir.Value{base}
	if rest := strings.TrimPrefix(s[close+1:], ","); rest != s[close+1:] {
		v, err := p.value(strings.TrimSpace(rest))
		if err != nil {
			return err
		}
		op.Args = append(op.Args, v)
	}
	return nil
}

// call parses "fN(args) effects...".
func (p *parser) call(op *ir.Op, s string) error {
	s, err := effects(op, s)
	if err != nil {
		return err
	}
	open := strings.Index(s, "(")
	if !strings.HasPrefix(s, "f") || open < 0 || !strings.HasSuffix(s, ")") {
		return fmt.Errorf("want f<N>(args)")
	}
	if op.Aux, err = strconv.ParseInt(s[1:open], 10, 64); err != nil {
		return err
	}
	op.Args, err = p.values(s[open+1:len(s)-1], ",")
	return err
}

// effects parses the effects after a call's closing parenthesis into
// op.Effects and returns what comes before them.
func effects(op *ir.Op, s string) (string, error) {
	end := strings.LastIndex(s, ")")
	if end < 0 {
		return s, nil
	}
	for _, name := range strings.Fields(s[end+1:]) {
		e, ok := ir.ParseEffect(name)
		if !ok {
			return s, fmt.Errorf("unknown effect %q", name)
		}
		op.Effects |= e
	}
	return s[:end+1], nil
}

// callTrace parses "self(args)" or "N(args)", a call of function trace N,
// and its effects.
func (p *parser) callTrace(op *ir.Op, s string) error {
	s, err := effects(op, s)
	if err != nil {
		return err
	}
	open := strings.Index(s, "(")
	if open < 0 || !strings.HasSuffix(s, ")") {
		return fmt.Errorf("want self(args) or <N>(args)")
	}
	op.Aux = -1
	if callee := s[:open]; callee != "self" {
		if op.Aux, err = strconv.ParseInt(callee, 10, 64); err != nil {
			return fmt.Errorf("want self(args) or <N>(args)")
		}
	}
	op.Args, err = p.values(s[open+1:len(s)-1], ",")
	return err
}

// allocation parses "mR HEADER" (the header in Go syntax, e.g. 0x13).
func allocation(s string) (int32, int64, error) {
	m, h, ok := strings.Cut(s, " ")
	if !ok {
		return 0, 0, fmt.Errorf("want m<N> <header>")
	}
	r, err := region(m)
	if err != nil {
		return 0, 0, err
	}
	hdr, err := strconv.ParseInt(h, 0, 64)
	return r, hdr, err
}

// snapshot parses "where: slots | where: slots", then its virtuals, each
// as " ; vK = new mR HEADER (fields)" or " ; vK = int mR (value)" with K
// counting from 0, then its
// delayed stores, each as " ; store8 mR[base+disp], value", then its
// twin as " ; twin of op N".
func (p *parser) snapshot(s string) error {
	var snap ir.Snapshot
	parts := strings.Split(s, " ; ")
	s = parts[0]
	for _, v := range parts[1:] {
		if op, ok := strings.CutPrefix(v, "twin of op "); ok {
			n, err := strconv.ParseInt(op, 10, 32)
			if err != nil {
				return fmt.Errorf("twin %q: %v", v, err)
			}
			snap.Twin = int32(n) + 1
			continue
		}
		name, operands, _ := strings.Cut(v, " ")
		if code := opcodes[name]; code == ir.OpStore8 || code == ir.OpStore64 {
			st := ir.Op{Code: code}
			if err := p.memory(&st, operands); err != nil {
				return fmt.Errorf("delayed store %q: %v", v, err)
			}
			snap.Stores = append(snap.Stores, st)
			continue
		}
		k := len(snap.Virtuals)
		if def, ok := strings.CutPrefix(v, fmt.Sprintf("v%d = int ", k)); ok {
			m, val, ok := strings.Cut(def, " (")
			if !ok || !strings.HasSuffix(val, ")") {
				return fmt.Errorf("want v%d = int m<N> (value), got %q", k, v)
			}
			r, err := region(m)
			if err != nil {
				return err
			}
			x, err := p.value(strings.TrimSuffix(val, ")"))
			if err != nil {
				return err
			}
			snap.Virtuals = append(snap.Virtuals, ir.IntVirtual(r, x))
			continue
		}
		def, ok := strings.CutPrefix(v, fmt.Sprintf("v%d = new ", k))
		open := strings.Index(def, " (")
		if !ok || open < 0 || !strings.HasSuffix(def, ")") {
			return fmt.Errorf("want v%d = new m<N> <header> (fields), got %q", k, v)
		}
		r, hdr, err := allocation(def[:open])
		if err != nil {
			return err
		}
		fields, err := p.values(def[open+2:len(def)-1], ",")
		if err != nil {
			return err
		}
		snap.Virtuals = append(snap.Virtuals, ir.Virtual{Region: r, Header: hdr, Fields: fields})
	}
	for _, f := range strings.Split(s, " | ") {
		where, slots := f, ""
		if i := strings.LastIndex(f, ": "); i >= 0 {
			where, slots = f[:i], f[i+2:]
		} else {
			where = strings.TrimSuffix(f, ":")
		}
		vs, err := p.values(slots, " ")
		if err != nil {
			return err
		}
		snap.Frames = append(snap.Frames, ir.Frame{Where: where, Slots: vs})
	}
	p.t.Snapshots = append(p.t.Snapshots, snap)
	return nil
}

func (p *parser) values(s, sep string) ([]ir.Value, error) {
	var vs []ir.Value
	for _, f := range strings.Split(s, sep) {
		if f = strings.TrimSpace(f); f == "" {
			continue
		}
		v, err := p.value(f)
		if err != nil {
			return nil, err
		}
		vs = append(vs, v)
	}
	return vs, nil
}

// value parses i3, f4, r5, _, ref:N, an int or a float literal, or v6 (a
// snapshot's virtual).
func (p *parser) value(s string) (ir.Value, error) {
	if s == "_" {
		return ir.None, nil
	}
	if k, ok := strings.CutPrefix(s, "v"); ok {
		n, err := strconv.Atoi(k)
		if err != nil || n < 0 {
			return 0, fmt.Errorf("bad virtual %q", s)
		}
		return ir.VirtualValue(n), nil
	}
	if typ, n, err := valueName(s); err == nil {
		if n >= len(p.t.Ops) {
			return 0, fmt.Errorf("%s is not defined yet", s)
		}
		if p.t.Ops[n].Type != typ {
			return 0, fmt.Errorf("%s is a %s", s, p.t.Ops[n].Type)
		}
		return ir.Value(n), nil
	}
	if r, ok := strings.CutPrefix(s, "ref:"); ok {
		x, err := strconv.ParseInt(r, 10, 64)
		return p.t.Const(ir.Ref, x), err
	}
	if x, err := strconv.ParseInt(s, 10, 64); err == nil {
		return p.t.Const(ir.Int, x), nil
	}
	x, err := strconv.ParseFloat(s, 64)
	if err != nil {
		return 0, fmt.Errorf("bad value %q", s)
	}
	return p.t.Const(ir.Float, int64(math.Float64bits(x))), nil
}

// valueName parses i3, f4 or r5.
func valueName(s string) (ir.Type, int, error) {
	if len(s) < 2 {
		return 0, 0, fmt.Errorf("bad value name %q", s)
	}
	typ, ok := map[byte]ir.Type{'i': ir.Int, 'f': ir.Float, 'r': ir.Ref}[s[0]]
	n, err := strconv.Atoi(s[1:])
	if !ok || err != nil || n < 0 {
		return 0, 0, fmt.Errorf("bad value name %q", s)
	}
	return typ, n, nil
}
