// Package irtext parses the text form of traces that ir's printer
// produces (Trace.String), for the optimizer's golden tests. Greens are
// not printed, so parsed snapshots have none; a frame's location is the
// text before its last ": ".
package irtext
