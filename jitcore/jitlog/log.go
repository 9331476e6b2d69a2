package jitlog

import (
	"fmt"
	"io"
	"os"
	"strings"
)

// Log is the trace log. A nil *Log is no log: its methods do nothing,
// and Enabled says so, so that a caller skips formatting what no one
// reads.
type Log struct {
	w    io.Writer
	file *os.File // the file Create opened, closed by Close
}

// New is a log written to w.
func New(w io.Writer) *Log { return &Log{w: w} }

// Create is a log written to a new file at path.
func Create(path string) (*Log, error) {
	f, err := os.Create(path)
	if err != nil {
		return nil, err
	}
	return &Log{w: f, file: f}, nil
}

// Enabled reports whether there is a log.
func (l *Log) Enabled() bool { return l != nil }

// Printf writes to the log, if there is one.
func (l *Log) Printf(format string, args ...any) {
	if l != nil {
		fmt.Fprintf(l.w, format, args...)
	}
}

// Block writes a heading and text indented under it (a trace after
// optimization, a code listing), if there is a log.
func (l *Log) Block(heading, text string) {
	if l != nil {
		fmt.Fprintf(l.w, "  -- %s\n%s", heading, Indent(text))
	}
}

// Close closes the file Create opened.
func (l *Log) Close() error {
	if l == nil || l.file == nil {
		return nil
	}
	return l.file.Close()
}

// Indent indents every line of s by four spaces, and ends it with a
// newline.
func Indent(s string) string {
	lines := strings.SplitAfter(strings.TrimSuffix(s, "\n"), "\n")
	for i, line := range lines {
		lines[i] = "    " + strings.TrimSuffix(line, "\n")
	}
	return strings.Join(lines, "\n") + "\n"
}
