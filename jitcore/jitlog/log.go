package jitlog

import (
	"fmt"
	"io"
	"os"
	"strings"
)

// Log is the trace log: text, or a page (Page). A nil *Log is no log:
// its methods do nothing, and Enabled says so, so that a caller skips
// formatting what no one reads.
type Log struct {
	w    io.Writer
	file *os.File // the file Create opened, closed by Close
	page *Page    // the page, when the log is one (no text then)
}

// New is a log written to w.
func New(w io.Writer) *Log { return &Log{w: w} }

// Create is a log written to a new file at path: a page when path ends
// in .html (IsPage), else text.
func Create(path string) (*Log, error) {
	if IsPage(path) {
		p, err := createPage(path)
		if err != nil {
			return nil, err
		}
		return &Log{page: p}, nil
	}
	f, err := os.Create(path)
	if err != nil {
		return nil, err
	}
	return &Log{w: f, file: f}, nil
}

// Enabled reports whether there is a text log.
func (l *Log) Enabled() bool { return l != nil && l.w != nil }

// Page is the log's page, or nil when it is text or there is none.
func (l *Log) Page() *Page {
	if l == nil {
		return nil
	}
	return l.page
}

// Printf writes to the text log, if there is one.
func (l *Log) Printf(format string, args ...any) {
	if l.Enabled() {
		fmt.Fprintf(l.w, format, args...)
	}
}

// Block writes a heading and text indented under it (a trace after
// optimization, a code listing), if there is a text log.
func (l *Log) Block(heading, text string) {
	if l.Enabled() {
		fmt.Fprintf(l.w, "  -- %s\n%s", heading, Indent(text))
	}
}

// Event notes a change of the JIT's state ("paused", "resumed",
// "stopped"): a line "JIT kind: text" of the text log, an event of the
// page.
func (l *Log) Event(kind, text string) {
	l.Printf("\nJIT %s: %s\n", kind, text)
	l.Page().Event(kind, "", text)
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
