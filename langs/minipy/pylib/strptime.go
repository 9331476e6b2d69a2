package pylib

import (
	"fmt"
	"strconv"
	"strings"
	"time"
	"unicode"

	"github.com/microjit/microjit/langs/minipy/syntax"
)

// Strptime parses s by format as time.strptime and datetime.strptime
// do (CPython's _strptime, in the C locale): the fields it does not set
// are 1900-01-01 00:00:00; Wday and Yday are computed; Gmtoff is set
// (and HasOffset) when %z matched. A mismatch is CPython's ValueError.
func Strptime(s, format string) (t Tm, hasOffset bool, err error) {
	t = Tm{Year: 1900, Mon: 1, Mday: 1, Isdst: -1}
	fail := func() (Tm, bool, error) {
		return Tm{}, false, newError(ValueError, fmt.Sprintf("time data %s does not match format %s", syntax.PyRepr(s), syntax.PyRepr(format)))
	}
	pm, hour12 := -1, false
	yday, wday := -1, -1
	i := 0
	for j := 0; j < len(format); j++ {
		c := format[j]
		if c != '%' {
			if unicode.IsSpace(rune(c)) {
				for j+1 < len(format) && unicode.IsSpace(rune(format[j+1])) {
					j++
				}
				for i < len(s) && unicode.IsSpace(rune(s[i])) {
					i++
				}
				continue
			}
			if i >= len(s) || !strings.EqualFold(s[i:i+1], string(c)) {
				return fail()
			}
			i++
			continue
		}
		j++
		if j >= len(format) {
			return Tm{}, false, newError(ValueError, "stray % in format '"+format+"'")
		}
		digits := func(lo, hi int) (int, bool) {
			k := i
			for k < len(s) && k-i < hi && s[k] >= '0' && s[k] <= '9' {
				k++
			}
			if k-i < lo {
				return 0, false
			}
			n, _ := strconv.Atoi(s[i:k])
			i = k
			return n, true
		}
		name := func(names []string, short bool) (int, bool) {
			for k, n := range names {
				if short {
					n = n[:3]
				}
				if len(s)-i >= len(n) && strings.EqualFold(s[i:i+len(n)], n) {
					i += len(n)
					return k, true
				}
			}
			return 0, false
		}
		var ok bool
		switch format[j] {
		case 'Y':
			t.Year, ok = digits(4, 4)
		case 'y':
			var y int
			if y, ok = digits(1, 2); ok {
				if y < 69 {
					t.Year = 2000 + y
				} else {
					t.Year = 1900 + y
				}
			}
		case 'm':
			t.Mon, ok = digits(1, 2)
			ok = ok && t.Mon >= 1 && t.Mon <= 12
		case 'd':
			t.Mday, ok = digits(1, 2)
			ok = ok && t.Mday >= 1 && t.Mday <= 31
		case 'H':
			t.Hour, ok = digits(1, 2)
			ok = ok && t.Hour <= 23
		case 'I':
			t.Hour, ok = digits(1, 2)
			ok = ok && t.Hour >= 1 && t.Hour <= 12
			hour12 = true
		case 'M':
			t.Min, ok = digits(1, 2)
			ok = ok && t.Min <= 59
		case 'S':
			t.Sec, ok = digits(1, 2)
			ok = ok && t.Sec <= 61
		case 'f':
			k := i
			var n int
			if n, ok = digits(1, 6); ok {
				for w := i - k; w < 6; w++ {
					n *= 10
				}
				t.Micro = n
			}
		case 'j':
			yday, ok = digits(1, 3)
			ok = ok && yday >= 1 && yday <= 366
		case 'b', 'h':
			var m int
			if m, ok = name(monthNames[:], true); ok {
				t.Mon = m + 1
			}
		case 'B':
			var m int
			if m, ok = name(monthNames[:], false); ok {
				t.Mon = m + 1
			}
		case 'a':
			wday, ok = name(dayNames[:], true)
		case 'A':
			wday, ok = name(dayNames[:], false)
		case 'w':
			var w int
			if w, ok = digits(1, 1); ok && w <= 6 {
				wday = (w + 6) % 7
			}
		case 'p':
			var k int
			if k, ok = name([]string{"AM", "PM"}, false); ok {
				pm = k
			}
		case 'z':
			if i < len(s) && s[i] == 'Z' {
				i++
				ok, hasOffset = true, true
				break
			}
			if i < len(s) && (s[i] == '+' || s[i] == '-') {
				sign := 1
				if s[i] == '-' {
					sign = -1
				}
				i++
				var hh, mm int
				if hh, ok = digits(2, 2); ok {
					if i < len(s) && s[i] == ':' {
						i++
					}
					if mm, ok = digits(2, 2); ok {
						t.Gmtoff = sign * (hh*3600 + mm*60)
						hasOffset = true
					}
				}
			}
		case 'Z':
			k := i
			for i < len(s) && unicode.IsLetter(rune(s[i])) {
				i++
			}
			t.Zone, ok = s[k:i], i > k
		case '%':
			ok = i < len(s) && s[i] == '%'
			i++
		default:
			return Tm{}, false, newError(ValueError, fmt.Sprintf("'%c' is a bad directive in format '%s'", format[j], format))
		}
		if !ok {
			return fail()
		}
	}
	if i < len(s) {
		return Tm{}, false, newError(ValueError, "unconverted data remains: "+s[i:])
	}
	if hour12 {
		t.Hour %= 12
		if pm == 1 {
			t.Hour += 12
		}
	}
	if yday > 0 {
		d := time.Date(t.Year, 1, 1, 0, 0, 0, 0, time.UTC).AddDate(0, 0, yday-1)
		t.Mon, t.Mday = int(d.Month()), d.Day()
	}
	d := time.Date(t.Year, time.Month(t.Mon), t.Mday, 0, 0, 0, 0, time.UTC)
	if d.Day() != t.Mday {
		return Tm{}, false, newError(ValueError, "day is out of range for month")
	}
	t.Wday = (int(d.Weekday()) + 6) % 7
	t.Yday = d.YearDay()
	_ = wday
	return t, hasOffset, nil
}
