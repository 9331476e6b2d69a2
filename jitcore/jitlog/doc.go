// Package jitlog is what the JIT tells a person: the trace log that
// --jit-log writes (Log: each trace's IR before and after optimization,
// its guards and snapshots, its machine code, every abort and every
// change of the compiling policy), and the counters that --jit-stats
// prints at exit (Stats). The driver fills both; this package only
// holds and formats them.
//
// A log whose file ends in .html is a page (Page): the same facts,
// described for jitcore/jitview as the run goes (each trace's IR at the
// source positions the recorder marked, its listing, its guards with
// what they check, read from the IR: reasons.go) and written at the end
// with the counters only such a log keeps (each trace's arrivals, which
// the backend counts in compiled code; entries and exits by trace and
// guard). Without a page nothing of it runs.
package jitlog
