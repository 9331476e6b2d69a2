package engine

import "testing"

// TestDwimMatch: the names swipl 9.0.4's dwim_match/2 says are alike,
// and some it says are not (a name is not like itself here: the
// message lists the other arities of the same name apart).
func TestDwimMatch(t *testing.T) {
	for _, c := range []struct {
		a, b string
		want bool
	}{
		{"p", "q", false}, {"ab", "ac", false}, {"ab", "ba", false}, {"fo", "foo", false},
		{"ab", "abc", false}, {"abc", "abcd", true}, {"abc", "ab", false}, {"a", "ab", false},
		{"abcd", "abdc", true}, {"ab", "xb", false}, {"fooBar", "foo_bar", true},
		{"foo_bar", "bar_foo", true}, {"foobar", "foo_bar", true}, {"FOO", "foo", false},
		{"abc", "ABC", false}, {"writ", "write", true}, {"ab", "b", false}, {"x", "xy", false},
		{"main2", "main", true}, {"mainn", "main", true}, {"bar", "var", true},
		{"lenght", "length", true}, {"helo", "hello", true}, {"xyzzy", "main", false},
		{"foo", "foo", false},
	} {
		if got := dwimMatch(c.a, c.b); got != c.want {
			t.Errorf("dwimMatch(%q, %q) = %v, want %v", c.a, c.b, got, c.want)
		}
	}
}
