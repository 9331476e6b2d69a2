// Package jitview writes the page that shows what the JIT did in one run
// of a program: one self-contained HTML file (its script and style inline,
// no network, no server) with a summary of the run, and for each trace
// the program's source with the positions the trace covers highlighted,
// the IR each position produced, the optimized IR, the machine code, the
// guards with their failure counts and bridges, the aborts, the
// blacklisted loop headers, the pauses and stops of the JIT and the
// inline-cache sites.
//
// The page is made from a Run, a description of the run that knows
// nothing of any language nor of the JIT's own types: traces are printable
// locations, lines of IR text and a machine-code listing, guards are op
// numbers with counters. jitcore fills one in while it runs when
// --jit-log names a file ending in .html; any language whose printable
// locations name their source positions as FILE:LINE or FILE:LINE:COL
// (Position) gets its traces shown against its source without code of its
// own.
//
// # Large runs
//
// A run may compile tens of thousands of traces. The page keeps the
// summary (a few numbers per trace) as plain JSON and each trace's body —
// its IR, machine code and source positions — as gzip-compressed JSON in a
// script element of its own, which the browser decompresses
// (DecompressionStream) only when the trace is opened; the trace list
// renders its rows a page at a time. A run of 20,000 traces makes a page
// of a few tens of megabytes that opens in about a second (the browser
// test in jitcore/jitview/browser measures it).
package jitview
