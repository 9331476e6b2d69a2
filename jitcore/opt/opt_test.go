package opt

import (
	"strings"
	"testing"
)

func TestParse(t *testing.T) {
	tests := []struct {
		in      string
		want    []string
		wantErr string
	}{
		{in: "all", want: Names()},
		{in: "none"},
		{in: "fold", want: []string{"fold"}},
		{in: "dce:fold", want: []string{"fold", "dce"}},
		{in: "fold:nope", wantErr: `unknown optimizer pass "nope"`},
		{in: "", wantErr: "empty"},
		{in: "fold::cse", wantErr: `unknown optimizer pass ""`},
	}
	for _, tc := range tests {
		s, err := Parse(tc.in)
		if tc.wantErr != "" {
			if err == nil || !strings.Contains(err.Error(), tc.wantErr) {
				t.Errorf("Parse(%q) error %v, want %q", tc.in, err, tc.wantErr)
			}
			continue
		}
		if err != nil {
			t.Errorf("Parse(%q): %v", tc.in, err)
			continue
		}
		var got []string
		for _, n := range Names() {
			if s.Has(n) {
				got = append(got, n)
			}
		}
		if strings.Join(got, ":") != strings.Join(tc.want, ":") {
			t.Errorf("Parse(%q) = %v, want %v", tc.in, got, tc.want)
		}
	}
}
