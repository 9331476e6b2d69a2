// Package jitlog is what the JIT tells a person: the trace log that
// --jit-log writes (Log: each trace's IR before and after optimization,
// its guards and snapshots, its machine code, every abort and every
// change of the compiling policy), and the counters that --jit-stats
// prints at exit (Stats). The driver fills both; this package only
// holds and formats them.
package jitlog
