package syntax

import "github.com/microjit/microjit/langs/prolog/term"

// Quotes is what a double-quoted (or back-quoted) string reads as: the
// values of the double_quotes flag.
type Quotes uint8

// The values of the double_quotes flag. Codes is ISO's and GNU Prolog's
// default (SWI-Prolog 7 reads strings as its own string type).
const (
	Codes      Quotes = iota // a list of character codes
	Chars                    // a list of one-character atoms
	AtomQuotes               // an atom
)

var quotesNames = [...]string{Codes: "codes", Chars: "chars", AtomQuotes: "atom"}

func (q Quotes) String() string { return quotesNames[q] }

// ParseQuotes returns the flag value named name (codes, chars or atom).
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
	if q == AtomQuotes {
		return term.Intern(s)
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
