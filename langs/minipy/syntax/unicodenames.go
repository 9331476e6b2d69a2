package syntax

import (
	"bufio"
	"bytes"
	"compress/gzip"
	_ "embed"
	"strconv"
	"strings"
	"sync"
)

// The Unicode character names of CPython 3.11's unicodedata (Unicode
// 14.0): \N{...} escapes, unicodedata.name and lookup, the namereplace
// error handler. unicode_names.gz (testdata/gen_unicode_names.py) holds
// the names of the listed code points and their aliases (which lookup
// accepts and name never gives); the CJK unified ideographs and the
// Hangul syllables have computed names.

//go:embed unicode_names.gz
var unicodeNamesGz []byte

var names struct {
	once   sync.Once
	byRune map[rune]string
	byName map[string]rune
}

func loadNames() {
	names.byRune = map[rune]string{}
	names.byName = map[string]rune{}
	zr, err := gzip.NewReader(bytes.NewReader(unicodeNamesGz))
	if err != nil {
		panic("pylib: unicode_names.gz: " + err.Error())
	}
	sc := bufio.NewScanner(zr)
	for sc.Scan() {
		hex, name, ok := strings.Cut(sc.Text(), ";")
		if !ok {
			continue
		}
		cp, err := strconv.ParseUint(hex, 16, 32)
		if err != nil {
			continue
		}
		if alias, ok := strings.CutPrefix(name, "="); ok {
			names.byName[alias] = rune(cp)
			continue
		}
		names.byRune[rune(cp)] = name
		names.byName[name] = rune(cp)
	}
}

// cjkRanges are the CJK unified ideographs of Unicode 14.0, named
// "CJK UNIFIED IDEOGRAPH-XXXX".
var cjkRanges = [][2]rune{{0x3400, 0x4dbf}, {0x4e00, 0x9fff}, {0x20000, 0x2a6df}, {0x2a700, 0x2b738},
	{0x2b740, 0x2b81d}, {0x2b820, 0x2cea1}, {0x2ceb0, 0x2ebe0}, {0x30000, 0x3134a}}

// The parts of the Hangul syllables' names.
var (
	hangulL = []string{"G", "GG", "N", "D", "DD", "R", "M", "B", "BB", "S", "SS", "", "J", "JJ", "C", "K", "T", "P", "H"}
	hangulV = []string{"A", "AE", "YA", "YAE", "EO", "E", "YEO", "YE", "O", "WA", "WAE", "OE", "YO", "U", "WEO", "WE", "WI", "YU", "EU", "YI", "I"}
	hangulT = []string{"", "G", "GG", "GS", "N", "NJ", "NH", "D", "L", "LG", "LM", "LB", "LS", "LT", "LP", "LH", "M", "B", "BS", "S", "SS", "NG", "J", "C", "K", "T", "P", "H"}
)

const (
	hangulBase  = 0xAC00
	hangulCount = 11172
)

// UnicodeName is the name of r, as unicodedata.name gives it.
func UnicodeName(r rune) (string, bool) {
	if r >= hangulBase && r < hangulBase+hangulCount {
		i := int(r - hangulBase)
		return "HANGUL SYLLABLE " + hangulL[i/(21*28)] + hangulV[i%(21*28)/28] + hangulT[i%28], true
	}
	for _, rg := range cjkRanges {
		if r >= rg[0] && r <= rg[1] {
			return "CJK UNIFIED IDEOGRAPH-" + strings.ToUpper(strconv.FormatInt(int64(r), 16)), true
		}
	}
	names.once.Do(loadNames)
	n, ok := names.byRune[r]
	return n, ok
}

// UnicodeLookup is the code point named name (in any case), as
// unicodedata.lookup and \N{...} find it.
func UnicodeLookup(name string) (rune, bool) {
	name = strings.ToUpper(name)
	if rest, ok := strings.CutPrefix(name, "CJK UNIFIED IDEOGRAPH-"); ok {
		cp, err := strconv.ParseUint(rest, 16, 32)
		if err == nil && (len(rest) == 4 || len(rest) == 5) {
			for _, rg := range cjkRanges {
				if rune(cp) >= rg[0] && rune(cp) <= rg[1] {
					return rune(cp), true
				}
			}
		}
		return 0, false
	}
	if rest, ok := strings.CutPrefix(name, "HANGUL SYLLABLE "); ok {
		for l, ls := range hangulL {
			if !strings.HasPrefix(rest, ls) {
				continue
			}
			for v, vs := range hangulV {
				if !strings.HasPrefix(rest[len(ls):], vs) {
					continue
				}
				for t, ts := range hangulT {
					if rest[len(ls)+len(vs):] == ts {
						return rune(hangulBase + (l*21+v)*28 + t), true
					}
				}
			}
		}
		return 0, false
	}
	names.once.Do(loadNames)
	r, ok := names.byName[name]
	return r, ok
}
