package main

import "testing"

func TestTableString(t *testing.T) {
	tests := []struct {
		name string
		t    table
		want string
	}{
		{
			name: "padding and alignment",
			t: table{
				header: []string{"program", "s"},
				right:  []bool{false, true},
				rows:   [][]string{{"long.b", "12.345"}, {"x", "0.1"}},
			},
			want: "" +
				"| program |      s |\n" +
				"| ------- | -----: |\n" +
				"| long.b  | 12.345 |\n" +
				"| x       |    0.1 |\n",
		},
		{
			name: "columns are at least 3 wide",
			t: table{
				header: []string{"a", "b"},
				right:  []bool{false, true},
			},
			want: "" +
				"| a   |   b |\n" +
				"| --- | --: |\n",
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := tt.t.String(); got != tt.want {
				t.Errorf("got\n%s\nwant\n%s", got, tt.want)
			}
		})
	}
}

func TestTableAddPadsShortRows(t *testing.T) {
	tb := table{header: []string{"a", "b", "c"}, right: []bool{false, false, false}}
	tb.add("x")
	want := "" +
		"| a   | b   | c   |\n" +
		"| --- | --- | --- |\n" +
		"| x   |     |     |\n"
	if got := tb.String(); got != want {
		t.Errorf("got\n%s\nwant\n%s", got, want)
	}
}
