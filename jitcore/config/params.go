package config

import (
	"fmt"
	"math"
	"sort"
	"strconv"
	"strings"

	"github.com/microjit/microjit/jitcore/backend"
	"github.com/microjit/microjit/jitcore/opt"
)

// Params are the tunable knobs of the JIT (DESIGN.md §8). Every binary takes
// them from the MICROJIT environment variable and then from --jit-param, in
// the same "name=value,name=value" syntax; later settings win.
type Params struct {
	// Enabled turns the JIT on; off means the interpreter runs alone.
	Enabled bool
	// Threshold is how many times a loop header must be reached before
	// the loop is traced.
	Threshold int
	// FunctionThreshold is the same for function entries.
	FunctionThreshold int
	// TraceEagerness is how many times a guard must fail before a bridge
	// is traced from it (a quarter as many once compiled code has spent
	// 2^18 fuel: jitcore's policy.go, provenFuel).
	TraceEagerness int
	// MaxInlineDepth is the most frames a recording holds (the traced
	// frame and the calls it inlines): a call deeper stops the recording
	// and makes the callee hot for a function trace of its own.
	MaxInlineDepth int
	// TraceLimit is the most IR ops one trace may record before it is
	// aborted.
	TraceLimit int
	// MaxAborts is how many aborted recordings a loop header may have
	// before it is blacklisted and never traced again.
	MaxAborts int
	// LoopLongevity is how many decay periods a loop's counters survive.
	LoopLongevity int
	// MaxCodeBytes bounds native code memory.
	MaxCodeBytes int
	// MaxTraceMemory bounds the Go memory compiled traces keep (IR,
	// snapshots, metadata): the JIT stops compiling there (jitcore's policy.go).
	MaxTraceMemory int
	// MinPayoff is the fuel (about loop iterations) compiled code must
	// spend to pay for one more IR op compiled; without that credit,
	// compiling pauses (jitcore's policy.go). 0 never pauses.
	MinPayoff int
	// FuelBits makes compiled code return to Go every 2^FuelBits units
	// of fuel, loop iterations and scan steps (DESIGN.md §5 rule 4), at
	// most backend.MaxFuelBits.
	FuelBits int
	// Backend selects the code generator: "native" or "exec".
	Backend string
	// EnableOpts lists the optimizer passes to run, or "all".
	EnableOpts string
}

// DefaultMinPayoff is min_payoff's default (the driver's credit
// for compiling, jitcore's policy.go): a unit of fuel saves about
// 10 ns of interpreting, a compiled op costs 3.5 µs or more.
const DefaultMinPayoff = 256

// DefaultMaxInlineDepth is max_inline_depth's default: deeper than the
// chains of distinct calls the benchmarks inline (a recursive call is a
// call of the function's own trace, not inlined).
const DefaultMaxInlineDepth = 16

// DefaultParams are the defaults, chosen between PyPy's and LuaJIT's.
func DefaultParams() Params {
	return Params{
		Enabled:           true,
		Threshold:         1039,
		FunctionThreshold: 1619,
		TraceEagerness:    200,
		TraceLimit:        6000,
		MaxInlineDepth:    DefaultMaxInlineDepth,
		MaxAborts:         3,
		LoopLongevity:     1000,
		MaxCodeBytes:      64 << 20,
		MaxTraceMemory:    256 << 20,
		MinPayoff:         DefaultMinPayoff,
		FuelBits:          16,
		Backend:           DefaultBackend,
		EnableOpts:        "all",
	}
}

// EagerParams force the JIT on every loop: threshold 1 and a bridge after
// the first guard failure. The conformance runner's jit-eager mode uses them.
func EagerParams() Params {
	p := DefaultParams()
	p.Threshold = 1
	p.FunctionThreshold = 1
	p.TraceEagerness = 1
	return p
}

// param describes one settable parameter.
type param struct {
	help string
	set  func(p *Params, v string) error
}

func intParam(help string, min int, field func(*Params) *int) param {
	return intRangeParam(help, min, math.MaxInt, field)
}

func intRangeParam(help string, min, max int, field func(*Params) *int) param {
	return param{help: help, set: func(p *Params, v string) error {
		n, err := strconv.Atoi(v)
		if err != nil {
			return fmt.Errorf("not an integer: %q", v)
		}
		if n < min {
			return fmt.Errorf("must be at least %d, got %d", min, n)
		}
		if n > max {
			return fmt.Errorf("must be at most %d, got %d", max, n)
		}
		*field(p) = n
		return nil
	}}
}

func choiceParam(help string, choices []string, field func(*Params) *string) param {
	return param{help: help, set: func(p *Params, v string) error {
		for _, c := range choices {
			if v == c {
				*field(p) = v
				return nil
			}
		}
		return fmt.Errorf("must be one of %s, got %q", strings.Join(choices, "|"), v)
	}}
}

var params = map[string]param{
	"jit": {help: "on runs hot loops as compiled traces, off runs the interpreter alone",
		set: func(p *Params, v string) error {
			switch v {
			case "on":
				p.Enabled = true
			case "off":
				p.Enabled = false
			default:
				return fmt.Errorf("must be on or off, got %q", v)
			}
			return nil
		}},
	"threshold": intParam("loop iterations before a loop is traced", 1,
		func(p *Params) *int { return &p.Threshold }),
	"function_threshold": intParam("calls of a function before it is traced from its entry (recursion; toyvm)", 1,
		func(p *Params) *int { return &p.FunctionThreshold }),
	"trace_eagerness": intParam("guard failures before a bridge is traced (a quarter as many once compiled code has spent 2^18 fuel)", 1,
		func(p *Params) *int { return &p.TraceEagerness }),
	"trace_limit": intParam("most IR ops in one trace before it aborts", 10,
		func(p *Params) *int { return &p.TraceLimit }),
	"max_inline_depth": intParam("frames a recording may hold (the traced one and the calls it inlines) before a deeper call stops it", 1,
		func(p *Params) *int { return &p.MaxInlineDepth }),
	"max_aborts": intParam("aborted recordings before a loop is blacklisted", 1,
		func(p *Params) *int { return &p.MaxAborts }),
	"loop_longevity": intParam("decay periods a loop's counters survive (accepted; counters do not decay yet)", 1,
		func(p *Params) *int { return &p.LoopLongevity }),
	"max_code_bytes": intParam("native code memory budget in bytes", 4096,
		func(p *Params) *int { return &p.MaxCodeBytes }),
	"max_trace_memory": intParam("Go memory in bytes that compiled traces keep (IR, snapshots, metadata) before the JIT stops compiling", 4096,
		func(p *Params) *int { return &p.MaxTraceMemory }),
	"min_payoff": intParam("loop iterations compiled code must run to pay for each IR op compiled; unpaid, compiling pauses (0: never pauses)", 0,
		func(p *Params) *int { return &p.MinPayoff }),
	"fuel_bits": intRangeParam(fmt.Sprintf("compiled code returns to Go every 2^N loop iterations or scan steps (N at most %d: a few ms of work)", backend.MaxFuelBits), 1, backend.MaxFuelBits,
		func(p *Params) *int { return &p.FuelBits }),
	"backend": choiceParam("code generator", []string{"native", "exec"},
		func(p *Params) *string { return &p.Backend }),
	"enable_opts": {help: "optimizer passes to run: all, none, or a colon-separated list of " + strings.Join(opt.Names(), ":"),
		set: func(p *Params, v string) error {
			if _, err := opt.Parse(v); err != nil {
				return err
			}
			p.EnableOpts = v
			return nil
		}},
}

// Set applies a "name=value,name=value" list to p.
func (p *Params) Set(list string) error {
	for _, item := range strings.Split(list, ",") {
		item = strings.TrimSpace(item)
		if item == "" {
			continue
		}
		name, value, ok := strings.Cut(item, "=")
		if !ok {
			return fmt.Errorf("jit parameter %q: want name=value", item)
		}
		pr, found := params[name]
		if !found {
			return fmt.Errorf("unknown jit parameter %q (known: %s)", name, strings.Join(ParamNames(), ", "))
		}
		if err := pr.set(p, value); err != nil {
			return fmt.Errorf("jit parameter %s: %v", name, err)
		}
	}
	return nil
}

// ParamNames lists the settable parameter names, sorted.
func ParamNames() []string {
	names := make([]string, 0, len(params))
	for n := range params {
		names = append(names, n)
	}
	sort.Strings(names)
	return names
}

// ParamHelp is a multi-line description of every parameter and its default,
// for --help texts.
func ParamHelp() string {
	def := DefaultParams()
	defaults := map[string]string{
		"jit":                "on",
		"threshold":          strconv.Itoa(def.Threshold),
		"function_threshold": strconv.Itoa(def.FunctionThreshold),
		"trace_eagerness":    strconv.Itoa(def.TraceEagerness),
		"trace_limit":        strconv.Itoa(def.TraceLimit),
		"max_aborts":         strconv.Itoa(def.MaxAborts),
		"max_inline_depth":   strconv.Itoa(def.MaxInlineDepth),
		"loop_longevity":     strconv.Itoa(def.LoopLongevity),
		"max_code_bytes":     strconv.Itoa(def.MaxCodeBytes),
		"max_trace_memory":   strconv.Itoa(def.MaxTraceMemory),
		"min_payoff":         strconv.Itoa(def.MinPayoff),
		"fuel_bits":          strconv.Itoa(def.FuelBits),
		"backend":            def.Backend,
		"enable_opts":        def.EnableOpts,
	}
	var b strings.Builder
	for _, n := range ParamNames() {
		fmt.Fprintf(&b, "  %-19s %s (default %s)\n", n, params[n].help, defaults[n])
	}
	return b.String()
}
