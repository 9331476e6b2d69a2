package main

import (
	"strings"
	"unicode/utf8"
)

// table is a Markdown table whose columns are padded to line up.
type table struct {
	header []string
	right  []bool // right-align this column (numbers)
	rows   [][]string
}

// add appends a row; missing trailing cells are empty.
func (t *table) add(cells ...string) {
	row := make([]string, len(t.header))
	copy(row, cells)
	t.rows = append(t.rows, row)
}

// String formats the table, one line per row, each line ending in "\n".
func (t *table) String() string {
	width := make([]int, len(t.header))
	for _, row := range append([][]string{t.header}, t.rows...) {
		for i, c := range row {
			width[i] = max(width[i], utf8.RuneCountInString(c), 3)
		}
	}
	var b strings.Builder
	line := func(cells []string) {
		for i, c := range cells {
			pad := strings.Repeat(" ", width[i]-utf8.RuneCountInString(c))
			if t.right[i] {
				c = pad + c
			} else {
				c += pad
			}
			b.WriteString("| " + c + " ")
		}
		b.WriteString("|\n")
	}
	line(t.header)
	rule := make([]string, len(t.header))
	for i, w := range width {
		rule[i] = strings.Repeat("-", w)
		if t.right[i] {
			rule[i] = rule[i][1:] + ":"
		}
	}
	line(rule)
	for _, row := range t.rows {
		line(row)
	}
	return b.String()
}
