// Package timemod is minipy's time module: the clocks, sleep, the
// struct_time conversions (gmtime, localtime, mktime), asctime, ctime,
// strftime and strptime (glibc's and CPython's behaviour in the C
// locale, from langs/minipy/pylib) and the time zone constants.
package timemod

import (
	"math"
	"time"

	"github.com/microjit/microjit/langs/minipy/pylib"
	"github.com/microjit/microjit/langs/minipy/vm"
)

type (
	// Value is a Python value.
	Value = vm.Value
	// VM is the interpreter the functions run in.
	VM = vm.VM
)

func init() { vm.Register(vm.ModuleDef{Name: "time", Init: initTime}) }

// structFields are struct_time's fields; the first nine are its items.
var structFields = []string{"tm_year", "tm_mon", "tm_mday", "tm_hour", "tm_min", "tm_sec",
	"tm_wday", "tm_yday", "tm_isdst", "tm_zone", "tm_gmtoff"}

func initTime(v *VM, m *vm.Module) error {
	start := time.Now()
	st := v.NewStructSeq("struct_time", "time", structFields, 9)
	m.Set("struct_time", st.Value())
	seconds := func(d time.Duration) Value { return v.Float(d.Seconds()) }
	clocks := []struct {
		name string
		now  func() time.Duration
	}{
		{"time", func() time.Duration { return time.Duration(time.Now().UnixNano()) }},
		{"monotonic", func() time.Duration { return time.Since(start) }},
		{"perf_counter", func() time.Duration { return time.Since(start) }},
		{"process_time", cpuTime},
		{"thread_time", cpuTime},
	}
	for _, c := range clocks {
		c := c
		m.Def(c.name, func(v *VM, a []Value, kw []string) (Value, error) {
			return seconds(c.now()), v.CheckArgs(c.name, a, kw, 0, 0)
		})
		m.Def(c.name+"_ns", func(v *VM, a []Value, kw []string) (Value, error) {
			return v.Int(int64(c.now())), v.CheckArgs(c.name+"_ns", a, kw, 0, 0)
		})
	}
	m.Def("sleep", func(v *VM, a []Value, kw []string) (Value, error) {
		if err := v.CheckArgs("sleep", a, kw, 1, 1); err != nil {
			return 0, err
		}
		x, err := v.AsFloat(a[0])
		if err != nil {
			return 0, err
		}
		if x < 0 {
			return 0, v.Raise("ValueError", "sleep length must be non-negative")
		}
		if err := v.FlushOutput(); err != nil {
			return 0, err
		}
		return vm.None, v.Sleep(time.Duration(x * 1e9))
	})
	m.Def("gmtime", func(v *VM, a []Value, kw []string) (Value, error) {
		t, err := timeArg(v, "gmtime", a, kw)
		if err != nil {
			return 0, err
		}
		return structTime(v, st, t.UTC()), nil
	})
	m.Def("localtime", func(v *VM, a []Value, kw []string) (Value, error) {
		t, err := timeArg(v, "localtime", a, kw)
		if err != nil {
			return 0, err
		}
		return structTime(v, st, t.Local()), nil
	})
	m.Def("mktime", func(v *VM, a []Value, kw []string) (Value, error) {
		if err := v.CheckArgs("mktime", a, kw, 1, 1); err != nil {
			return 0, err
		}
		tm, err := tmArg(v, a[0])
		if err != nil {
			return 0, err
		}
		t := time.Date(tm.Year, time.Month(tm.Mon), tm.Mday, tm.Hour, tm.Min, tm.Sec, 0, time.Local)
		return v.Float(float64(t.Unix())), nil
	})
	m.Def("asctime", func(v *VM, a []Value, kw []string) (Value, error) {
		tm, err := optTm(v, "asctime", a, kw)
		if err != nil {
			return 0, err
		}
		return v.Str(pylib.Strftime("%a %b %e %H:%M:%S %Y", tm)), nil
	})
	m.Def("ctime", func(v *VM, a []Value, kw []string) (Value, error) {
		t, err := timeArg(v, "ctime", a, kw)
		if err != nil {
			return 0, err
		}
		return v.Str(pylib.Strftime("%a %b %e %H:%M:%S %Y", tmOf(t.Local()))), nil
	})
	m.Def("strftime", func(v *VM, a []Value, kw []string) (Value, error) {
		if err := v.CheckArgs("strftime", a, kw, 1, 2); err != nil {
			return 0, err
		}
		f, ok := v.AsStr(a[0])
		if !ok {
			return 0, v.Raise("TypeError", "strftime() argument 1 must be str, not %s", v.TypeName(a[0]))
		}
		tm, err := optTm(v, "strftime", a[1:], nil)
		if err != nil {
			return 0, err
		}
		return v.Str(pylib.Strftime(f, tm)), nil
	})
	m.Def("strptime", func(v *VM, a []Value, kw []string) (Value, error) {
		if err := v.CheckArgs("strptime", a, kw, 1, 2); err != nil {
			return 0, err
		}
		s, ok := v.AsStr(a[0])
		if !ok {
			return 0, v.Raise("TypeError", "strptime() argument 0 must be str, not %s", v.TypeName(a[0]))
		}
		f := "%a %b %d %H:%M:%S %Y"
		if len(a) > 1 {
			if f, ok = v.AsStr(a[1]); !ok {
				return 0, v.Raise("TypeError", "strptime() argument 1 must be str, not %s", v.TypeName(a[1]))
			}
		}
		tm, _, err := pylib.Strptime(s, f)
		if err != nil {
			return 0, v.PyErr(err)
		}
		return tmValue(v, st, tm), nil
	})
	// _strptime_parts(string, format) is what datetime.strptime needs:
	// (year, month, day, hour, minute, second, microsecond, the %z
	// offset in seconds or None, the %Z name or None)
	m.Def("_strptime_parts", func(v *VM, a []Value, kw []string) (Value, error) {
		if err := v.CheckArgs("_strptime_parts", a, kw, 2, 2); err != nil {
			return 0, err
		}
		s, ok := v.AsStr(a[0])
		if !ok {
			return 0, v.Raise("TypeError", "strptime() argument 1 must be str, not %s", v.TypeName(a[0]))
		}
		f, ok := v.AsStr(a[1])
		if !ok {
			return 0, v.Raise("TypeError", "strptime() argument 2 must be str, not %s", v.TypeName(a[1]))
		}
		tm, hasOff, err := pylib.Strptime(s, f)
		if err != nil {
			return 0, v.PyErr(err)
		}
		off, zone := vm.None, vm.None
		if hasOff {
			off = v.Int(int64(tm.Gmtoff))
		}
		if tm.Zone != "" {
			zone = v.Str(tm.Zone)
		}
		vals := []Value{v.Int(int64(tm.Year)), v.Int(int64(tm.Mon)), v.Int(int64(tm.Mday)), v.Int(int64(tm.Hour)),
			v.Int(int64(tm.Min)), v.Int(int64(tm.Sec)), v.Int(int64(tm.Micro)), off, zone}
		return v.Tuple(vals), nil
	})
	jan := time.Date(time.Now().Year(), 1, 1, 0, 0, 0, 0, time.Local)
	jul := time.Date(time.Now().Year(), 7, 1, 0, 0, 0, 0, time.Local)
	stdName, stdOff := jan.Zone()
	dstName, dstOff := jul.Zone()
	if stdOff > dstOff { // southern hemisphere
		stdName, stdOff, dstName, dstOff = dstName, dstOff, stdName, stdOff
	}
	m.Set("timezone", v.Int(int64(-stdOff)))
	m.Set("altzone", v.Int(int64(-dstOff)))
	m.Set("daylight", v.Int(b2i(stdOff != dstOff)))
	m.Set("tzname", v.Tuple([]Value{v.Str(stdName), v.Str(dstName)}))
	return nil
}

func b2i(b bool) int64 {
	if b {
		return 1
	}
	return 0
}

// timeArg is the optional seconds argument of gmtime, localtime and
// ctime (None or absent: now).
func timeArg(v *VM, fname string, a []Value, kw []string) (time.Time, error) {
	if err := v.CheckArgs(fname, a, kw, 0, 1); err != nil {
		return time.Time{}, err
	}
	if len(a) == 0 || a[0] == vm.None {
		return time.Now(), nil
	}
	if n, ok := v.AsBigInt(a[0]); ok {
		if !n.IsInt64() {
			return time.Time{}, v.Raise("OverflowError", "timestamp out of range for platform time_t")
		}
		return time.Unix(n.Int64(), 0), nil
	}
	x, err := v.AsFloat(a[0])
	if err != nil {
		return time.Time{}, err
	}
	if math.IsNaN(x) {
		return time.Time{}, v.Raise("ValueError", "Invalid value NaN (not a number)")
	}
	if math.IsInf(x, 0) || math.Abs(x) > 1e17 {
		return time.Time{}, v.Raise("OverflowError", "timestamp out of range for platform time_t")
	}
	sec := math.Floor(x)
	return time.Unix(int64(sec), 0), nil
}

// tmOf breaks t down.
func tmOf(t time.Time) pylib.Tm {
	zone, off := t.Zone()
	dst := 0
	if t.IsDST() {
		dst = 1
	}
	return pylib.Tm{Year: t.Year(), Mon: int(t.Month()), Mday: t.Day(), Hour: t.Hour(), Min: t.Minute(),
		Sec: t.Second(), Wday: (int(t.Weekday()) + 6) % 7, Yday: t.YearDay(), Isdst: dst,
		Zone: zone, Gmtoff: off, Epoch: t.Unix()}
}

func structTime(v *VM, st *vm.Class, t time.Time) Value { return tmValue(v, st, tmOf(t)) }

func tmValue(v *VM, st *vm.Class, tm pylib.Tm) Value {
	ints := []int{tm.Year, tm.Mon, tm.Mday, tm.Hour, tm.Min, tm.Sec, tm.Wday, tm.Yday, tm.Isdst}
	vals := make([]Value, 0, len(structFields))
	for _, n := range ints {
		vals = append(vals, v.Int(int64(n)))
	}
	zone, off := vm.None, vm.None
	if tm.Zone != "" {
		zone, off = v.Str(tm.Zone), v.Int(int64(tm.Gmtoff))
	}
	return v.StructSeq(st, append(vals, zone, off))
}

// optTm is the optional struct_time argument of asctime and strftime
// (absent: now, local time).
func optTm(v *VM, fname string, a []Value, kw []string) (pylib.Tm, error) {
	if err := v.CheckArgs(fname, a, kw, 0, 1); err != nil {
		return pylib.Tm{}, err
	}
	if len(a) == 0 {
		return tmOf(time.Now()), nil
	}
	return tmArg(v, a[0])
}

// tmArg reads a struct_time or a 9-tuple.
func tmArg(v *VM, x Value) (pylib.Tm, error) {
	items, ok := v.Items(x)
	if !ok {
		return pylib.Tm{}, v.Raise("TypeError", "Tuple or struct_time argument required")
	}
	if len(items) != 9 {
		return pylib.Tm{}, v.Raise("TypeError", "function takes exactly 9 arguments (%d given)", len(items))
	}
	var n [9]int
	for i, it := range items {
		k, err := v.AsIndex(it)
		if err != nil {
			return pylib.Tm{}, err
		}
		n[i] = int(k)
	}
	tm := pylib.Tm{Year: n[0], Mon: n[1], Mday: n[2], Hour: n[3], Min: n[4], Sec: n[5], Wday: n[6], Yday: n[7], Isdst: n[8]}
	if tm.Mon == 0 {
		tm.Mon = 1
	}
	if tm.Mday == 0 {
		tm.Mday = 1
	}
	if tm.Yday == 0 {
		tm.Yday = 1
	}
	if tm.Mon < 1 || tm.Mon > 12 {
		return pylib.Tm{}, v.Raise("ValueError", "month out of range")
	}
	if zone, ok := v.GetAttr(x, "tm_zone"); ok == nil {
		if z, ok := v.AsStr(zone); ok {
			tm.Zone = z
		}
		if off, err := v.GetAttr(x, "tm_gmtoff"); err == nil {
			if o, err := v.AsIndex(off); err == nil {
				tm.Gmtoff = int(o)
			}
		}
	}
	t := time.Date(tm.Year, time.Month(tm.Mon), tm.Mday, tm.Hour, tm.Min, tm.Sec, 0, time.UTC)
	tm.Epoch = t.Unix() - int64(tm.Gmtoff)
	return tm, nil
}
