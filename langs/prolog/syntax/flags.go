package syntax

import "github.com/microjit/microjit/langs/prolog/term"

// Dialect is the family of rules the reader and the writer follow where
// ISO and SWI-Prolog 9 differ.
type Dialect uint8

const (
	// ISO is ISO 13211-1 as GNU Prolog reads and writes it (the zero
	// value: package doc).
	ISO Dialect = iota
	// SWI is SWI-Prolog 9's: the reader also takes quoted text over
	// several lines, the escapes \s, \e, \uXXXX and \UXXXXXXXX, digit
	// groups (1_000_000), terms of any priority as arguments and list
	// elements (f(a:-b), [a->b]), an operator atom as an operand (- = x),
	// foo() (as the atom foo), and - 1 as -(1); the writer escapes a
	// quote in quoted text as \' and writes -(1) as - 1.
	SWI
)

// Quotes is what a double-quoted (or back-quoted) string reads as: the
// values of the double_quotes flag.
type Quotes uint8

// The values of the double_quotes flag. Codes is ISO's and GNU Prolog's
// default; StringQuotes, SWI-Prolog 7's, reads text as a string.
const (
	Codes        Quotes = iota // a list of character codes
	Chars                      // a list of one-character atoms
	AtomQuotes                 // an atom
	StringQuotes               // a string (term.String)
)

var quotesNames = [...]string{Codes: "codes", Chars: "chars", AtomQuotes: "atom", StringQuotes: "string"}

func (q Quotes) String() string { return quotesNames[q] }

// ParseQuotes returns the flag value named name (codes, chars, atom or
// string).
func ParseQuotes(name string) (Quotes, bool) {
	for i, n := range quotesNames {
		if n == name {
			return Quotes(i), true
		}
	}
	return 0, false
}

// Flags are the Prolog flags that change how text reads.
type Flags struct {
	Dialect      Dialect
	DoubleQuotes Quotes // "abc"
	BackQuotes   Quotes // `abc`: ISO leaves its meaning open; codes, as SWI-Prolog
	// ConvertChars is the char_conversion flag: when it is on, each
	// character read outside quoted tokens ('...', "...", `...`) is
	// replaced by its entry in CharConversion, char_conversion/2's table
	// (ISO 13211-1 3.29, 8.14.5). The character of 0'c is converted too,
	// as SWI-Prolog and GNU Prolog do.
	ConvertChars   bool
	CharConversion map[rune]rune
}

// text converts a string token's text as q says.
func (q Quotes) text(s string) term.Term {
	switch q {
	case AtomQuotes:
		return term.Intern(s)
	case StringQuotes:
		return term.String(s)
	}
	var items []term.Term
	for _, r := range s {
		if q == Codes {
			items = append(items, term.Int(r))
		} else {
			items = append(items, term.Intern(string(r)))
		}
	}
	return term.List(items, term.Nil)
}
