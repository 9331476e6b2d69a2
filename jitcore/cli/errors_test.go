package cli

import "testing"

func TestCheckSourceSize(t *testing.T) {
	for _, tt := range []struct {
		size int
		want string
	}{
		{0, ""},
		{MaxSource, ""},
		{MaxSource + 1, "p.x:1:1: program too large: 1073741825 bytes (the limit is 1073741824)"},
	} {
		got := ""
		if err := CheckSourceSize("p.x", tt.size); err != nil {
			got = err.Error()
		}
		if got != tt.want {
			t.Errorf("CheckSourceSize(%d) = %q, want %q", tt.size, got, tt.want)
		}
	}
}
