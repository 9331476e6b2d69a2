package langtest

// Chooser turns a fuzzer's bytes into the choices of a program
// generator: each Intn reads the next byte. Once the bytes run out every
// choice is 0, so a generator that makes choice 0 its smallest program
// ends.
type Chooser struct {
	b []byte
}

// NewChooser chooses by the bytes b.
func NewChooser(b []byte) *Chooser { return &Chooser{b: b} }

// Intn returns a choice in [0, n), n > 0.
func (c *Chooser) Intn(n int) int {
	if len(c.b) == 0 {
		return 0
	}
	x := int(c.b[0])
	c.b = c.b[1:]
	return x % n
}

// Done reports whether the bytes are used up.
func (c *Chooser) Done() bool { return len(c.b) == 0 }
