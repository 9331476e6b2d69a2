package pylib

import (
	"strconv"
	"strings"
)

// Tm is a broken-down time as C's struct tm holds it, in Python's
// numbering: Mon 1-12, Wday 0-6 from Monday, Yday 1-366.
type Tm struct {
	Year, Mon, Mday, Hour, Min, Sec, Wday, Yday, Isdst int
	Zone                                               string
	Gmtoff                                             int // seconds east of UTC
	// Micro is the microsecond (%f, datetime's directive).
	Micro int
	// Epoch is the time in seconds since 1970 (%s).
	Epoch int64
}

var (
	dayNames   = [...]string{"Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"}
	monthNames = [...]string{"January", "February", "March", "April", "May", "June", "July",
		"August", "September", "October", "November", "December"}
)

// DayName and MonthName are the C locale's names (Monday is day 0,
// January month 1).
func DayName(wday int) string    { return dayNames[((wday%7)+7)%7] }
func MonthName(month int) string { return monthNames[((month-1)%12+12)%12] }

// Strftime formats t as glibc's strftime does in the C locale, with its
// flags (- no padding, _ space padding, 0 zero padding, ^ upper case).
// A directive it does not know is copied as it stands.
func Strftime(format string, t Tm) string {
	var b strings.Builder
	for i := 0; i < len(format); i++ {
		c := format[i]
		if c != '%' || i+1 >= len(format) {
			b.WriteByte(c)
			continue
		}
		start := i
		i++
		pad, upper := byte(0), false
		for i < len(format) && strings.IndexByte("-_0^#", format[i]) >= 0 {
			switch format[i] {
			case '^':
				upper = true
			case '#':
			default:
				pad = format[i]
			}
			i++
		}
		if i >= len(format) {
			b.WriteString(format[start:])
			break
		}
		s, ok := directive(format[i], t, pad)
		if !ok {
			b.WriteString(format[start : i+1])
			continue
		}
		if upper {
			s = strings.ToUpper(s)
		}
		b.WriteString(s)
	}
	return b.String()
}

// num formats n in width digits with the default padding def ('0' or
// ' '), unless the flag pad says otherwise.
func num(n, width int, def, pad byte) string {
	s := strconv.Itoa(n)
	if pad == '-' {
		return s
	}
	if pad != 0 {
		def = pad
		if def == '_' {
			def = ' '
		}
	}
	neg := n < 0
	if neg {
		s = s[1:]
	}
	for len(s) < width {
		s = string(def) + s
	}
	if neg {
		s = "-" + s
	}
	return s
}

// sundayWday is the C numbering of the week day (0 is Sunday).
func sundayWday(t Tm) int { return (t.Wday + 1) % 7 }

func directive(c byte, t Tm, pad byte) (string, bool) {
	switch c {
	case 'a':
		return DayName(t.Wday)[:3], true
	case 'A':
		return DayName(t.Wday), true
	case 'b', 'h':
		return MonthName(t.Mon)[:3], true
	case 'B':
		return MonthName(t.Mon), true
	case 'c':
		return Strftime("%a %b %e %H:%M:%S %Y", t), true
	case 'C':
		return num(t.Year/100, 2, '0', pad), true
	case 'd':
		return num(t.Mday, 2, '0', pad), true
	case 'D', 'x':
		return Strftime("%m/%d/%y", t), true
	case 'e':
		return num(t.Mday, 2, ' ', pad), true
	case 'f':
		return num(t.Micro, 6, '0', pad), true
	case 'F':
		return Strftime("%Y-%m-%d", t), true
	case 'g':
		y, _ := isoWeek(t)
		return num(((y%100)+100)%100, 2, '0', pad), true
	case 'G':
		y, _ := isoWeek(t)
		return num(y, 1, '0', pad), true
	case 'H':
		return num(t.Hour, 2, '0', pad), true
	case 'I':
		return num(hour12(t.Hour), 2, '0', pad), true
	case 'j':
		return num(t.Yday, 3, '0', pad), true
	case 'k':
		return num(t.Hour, 2, ' ', pad), true
	case 'l':
		return num(hour12(t.Hour), 2, ' ', pad), true
	case 'm':
		return num(t.Mon, 2, '0', pad), true
	case 'M':
		return num(t.Min, 2, '0', pad), true
	case 'n':
		return "\n", true
	case 'p':
		if t.Hour >= 12 {
			return "PM", true
		}
		return "AM", true
	case 'P':
		if t.Hour >= 12 {
			return "pm", true
		}
		return "am", true
	case 'r':
		return Strftime("%I:%M:%S %p", t), true
	case 'R':
		return Strftime("%H:%M", t), true
	case 's':
		return strconv.FormatInt(t.Epoch, 10), true
	case 'S':
		return num(t.Sec, 2, '0', pad), true
	case 't':
		return "\t", true
	case 'T', 'X':
		return Strftime("%H:%M:%S", t), true
	case 'u':
		return num(t.Wday+1, 1, '0', pad), true
	case 'U':
		return num((t.Yday-1+7-sundayWday(t))/7, 2, '0', pad), true
	case 'V':
		_, w := isoWeek(t)
		return num(w, 2, '0', pad), true
	case 'w':
		return num(sundayWday(t), 1, '0', pad), true
	case 'W':
		return num((t.Yday-1+7-t.Wday)/7, 2, '0', pad), true
	case 'y':
		return num(((t.Year%100)+100)%100, 2, '0', pad), true
	case 'Y':
		return num(t.Year, 1, '0', pad), true
	case 'z':
		off := t.Gmtoff
		sign := "+"
		if off < 0 {
			sign, off = "-", -off
		}
		return sign + num(off/3600, 2, '0', 0) + num(off%3600/60, 2, '0', 0), true
	case 'Z':
		return t.Zone, true
	case '%':
		return "%", true
	}
	return "", false
}

func hour12(h int) int {
	if h%12 == 0 {
		return 12
	}
	return h % 12
}

// isoWeek is t's ISO 8601 year and week number.
func isoWeek(t Tm) (year, week int) {
	// the Thursday of t's week decides its year
	wday := t.Wday // 0 = Monday
	yday := t.Yday - 1
	thursday := yday - wday + 3
	year = t.Year
	switch {
	case thursday < 0:
		year--
		thursday += daysIn(year)
	case thursday >= daysIn(year):
		thursday -= daysIn(year)
		year++
	}
	return year, thursday/7 + 1
}

// IsLeap reports whether year is a leap year of the Gregorian calendar.
func IsLeap(year int) bool { return year%4 == 0 && (year%100 != 0 || year%400 == 0) }

func daysIn(year int) int {
	if IsLeap(year) {
		return 366
	}
	return 365
}
