"""Dates and times: date, time, datetime, timedelta, tzinfo and
timezone, with CPython 3.11's arithmetic, formats (isoformat, strftime,
strptime, fromisoformat), reprs and errors.

The design is this module's own: a timedelta is one integer count of
microseconds; a date converts to and from its day number (ordinal 1 is
0001-01-01) by the era arithmetic of Howard Hinnant's civil-calendar
algorithms; a datetime's arithmetic goes through its microsecond count
on that day line; strftime walks the format once and formats each
directive from a table, handing the directives it does not know to
time.strftime."""

import time as _time
import math as _math
from operator import index as _index

__all__ = ("date", "datetime", "time", "timedelta", "timezone", "tzinfo",
           "MINYEAR", "MAXYEAR", "UTC")

MINYEAR = 1
MAXYEAR = 9999

_US_PER_SECOND = 1000000
_US_PER_MINUTE = 60 * _US_PER_SECOND
_US_PER_HOUR = 60 * _US_PER_MINUTE
_US_PER_DAY = 24 * _US_PER_HOUR
_MAX_DELTA_DAYS = 999999999

# Day numbers: ordinal 1 is 0001-01-01; Unix day 0 is 1970-01-01.
_UNIX_DAY0_ORDINAL = 719163
_LAST_ORDINAL = 3652059  # 9999-12-31
# Hinnant's algorithms count days from 0000-03-01 in eras of 400 years.
_DAYS_PER_ERA = 146097
_ERA_SHIFT = 719468

_WEEKDAY_ABBR = ("Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun")
_WEEKDAY_FULL = ("Monday", "Tuesday", "Wednesday", "Thursday", "Friday",
                 "Saturday", "Sunday")
_MONTH_ABBR = ("Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug",
               "Sep", "Oct", "Nov", "Dec")
_MONTH_FULL = ("January", "February", "March", "April", "May", "June",
               "July", "August", "September", "October", "November",
               "December")


# --- the calendar ---------------------------------------------------------

def _leap(y):
    return y % 4 == 0 and (y % 100 != 0 or y % 400 == 0)


def _month_length(y, m):
    if m == 2:
        return 29 if _leap(y) else 28
    return 30 if m in (4, 6, 9, 11) else 31


def _ordinal(y, m, d):
    """The day number of a proleptic Gregorian date."""
    if m <= 2:
        y -= 1
    era = y // 400
    year_of_era = y - era * 400
    march_month = (m + 9) % 12  # March is 0
    day_of_year = (153 * march_month + 2) // 5 + d - 1
    day_of_era = year_of_era * 365 + year_of_era // 4 - year_of_era // 100 + day_of_year
    return era * _DAYS_PER_ERA + day_of_era - _ERA_SHIFT + _UNIX_DAY0_ORDINAL


def _civil(n):
    """The (year, month, day) of day number n."""
    z = n - _UNIX_DAY0_ORDINAL + _ERA_SHIFT
    era = z // _DAYS_PER_ERA
    day_of_era = z - era * _DAYS_PER_ERA
    year_of_era = (day_of_era - day_of_era // 1460 + day_of_era // 36524
                   - day_of_era // 146096) // 365
    day_of_year = day_of_era - (365 * year_of_era + year_of_era // 4 - year_of_era // 100)
    march_month = (5 * day_of_year + 2) // 153
    d = day_of_year - (153 * march_month + 2) // 5 + 1
    m = march_month + 3 if march_month < 10 else march_month - 9
    y = year_of_era + era * 400
    return (y + 1 if m <= 2 else y), m, d


def _weekday_of(n):
    return (n + 6) % 7  # ordinal 1 was a Monday


def _iso_triple(n):
    """(ISO year, week, weekday) of day number n: the ISO year is the
    year of the Thursday of n's Monday-to-Sunday week."""
    wd = _weekday_of(n)
    thursday = n - wd + 3
    year = _civil(thursday)[0]
    return year, (thursday - _ordinal(year, 1, 1)) // 7 + 1, wd + 1


def _iso_to_ordinal(year, week, day):
    if not MINYEAR <= year <= MAXYEAR:
        raise ValueError("Year is out of range: %d" % year)
    weeks = 53 if _iso_triple(_ordinal(year, 12, 28))[1] == 53 else 52
    if not 1 <= week <= weeks:
        raise ValueError("Invalid week: %d" % week)
    if not 1 <= day <= 7:
        raise ValueError("Invalid day: %d (range is [1, 7])" % day)
    jan4 = _ordinal(year, 1, 4)
    return jan4 - _weekday_of(jan4) + (week - 1) * 7 + day - 1


# --- checks -----------------------------------------------------------------

def _valid_date(y, m, d):
    y, m, d = _index(y), _index(m), _index(d)
    if not MINYEAR <= y <= MAXYEAR:
        raise ValueError("year %d is out of range" % y)
    if not 1 <= m <= 12:
        raise ValueError("month must be in 1..12")
    if not 1 <= d <= _month_length(y, m):
        raise ValueError("day is out of range for month")
    return y, m, d


_CLOCK_LIMITS = (("hour", 23), ("minute", 59), ("second", 59), ("microsecond", 999999))


def _valid_clock(h, mi, s, us, fold):
    fields = [_index(v) for v in (h, mi, s, us)]
    for v, (what, top) in zip(fields, _CLOCK_LIMITS):
        if not 0 <= v <= top:
            raise ValueError("%s must be in 0..%d" % (what, top))
    if fold not in (0, 1):
        raise ValueError("fold must be either 0 or 1")
    return fields


def _valid_tz(tz):
    if tz is not None and not isinstance(tz, tzinfo):
        raise TypeError("tzinfo argument must be None or of a tzinfo subclass, not type '%s'"
                        % type(tz).__name__)


def _checked_offset(tz, method, arg):
    """tz.method(arg) (utcoffset or dst), checked as CPython checks it."""
    if tz is None:
        return None
    off = getattr(tz, method)(arg)
    if off is None:
        return None
    if not isinstance(off, timedelta):
        raise TypeError("tzinfo.%s() must return None or timedelta, not '%s'"
                        % (method, type(off).__name__))
    if not -_DAY < off < _DAY:
        raise ValueError("offset must be a timedelta strictly between -timedelta(hours=24) "
                         "and timedelta(hours=24), not %r." % (off,))
    return off


def _checked_name(tz, arg):
    if tz is None:
        return None
    name = tz.tzname(arg)
    if name is not None and not isinstance(name, str):
        raise TypeError("tzinfo.tzname() must return None or string, not '%s'" % type(name).__name__)
    return name


def _public_name(cls):
    # the classes of this module are named as CPython's C types are
    return "datetime." + cls.__name__ if cls.__module__ == "datetime" else cls.__name__


def _no_order(a, b):
    raise TypeError("can't compare %s to %s" % (_public_name(type(a)), _public_name(type(b))))


def _round_div(a, b):
    """a / b rounded to the nearest integer, ties to the even one."""
    q, r = divmod(a, b)
    twice = 2 * r
    if b < 0:
        twice, b = -twice, -b
    if twice > b or twice == b and q % 2:
        q += 1
    return q


def _need_str(fmt, what=""):
    if not isinstance(fmt, str):
        raise TypeError("%smust be str, not %s" % (what and what + " ", type(fmt).__name__))


# --- text -------------------------------------------------------------------

def _clock_text(h, mi, s, us, timespec):
    if timespec == "auto":
        timespec = "microseconds" if us else "seconds"
    if timespec == "hours":
        return "%02d" % h
    if timespec == "minutes":
        return "%02d:%02d" % (h, mi)
    if timespec == "seconds":
        return "%02d:%02d:%02d" % (h, mi, s)
    if timespec == "milliseconds":
        return "%02d:%02d:%02d.%03d" % (h, mi, s, us // 1000)
    if timespec == "microseconds":
        return "%02d:%02d:%02d.%06d" % (h, mi, s, us)
    raise ValueError("Unknown timespec value")


def _offset_text(off, colon):
    """+HH:MM[:SS[.ffffff]] of an offset (without colons when colon is
    empty); "" for None."""
    if off is None:
        return ""
    us = off._us
    sign = "-" if us < 0 else "+"
    us = abs(us)
    h, us = divmod(us, _US_PER_HOUR)
    mi, us = divmod(us, _US_PER_MINUTE)
    s, us = divmod(us, _US_PER_SECOND)
    text = "%s%02d%s%02d" % (sign, h, colon, mi)
    if s or us:
        text += "%s%02d" % (colon, s)
        if us:
            text += ".%06d" % us
    return text


def _zone_text(off):
    # timezone's default name: UTC, or UTC+HH:MM[:SS[.ffffff]]
    return "UTC" + _offset_text(off, ":") if off else "UTC"


_LOCAL_DIRECTIVES = {
    "a": lambda o, tt: _WEEKDAY_ABBR[tt[6]],
    "A": lambda o, tt: _WEEKDAY_FULL[tt[6]],
    "b": lambda o, tt: _MONTH_ABBR[tt[1] - 1],
    "B": lambda o, tt: _MONTH_FULL[tt[1] - 1],
    "d": lambda o, tt: "%02d" % tt[2],
    "m": lambda o, tt: "%02d" % tt[1],
    "H": lambda o, tt: "%02d" % tt[3],
    "I": lambda o, tt: "%02d" % ((tt[3] + 11) % 12 + 1),
    "M": lambda o, tt: "%02d" % tt[4],
    "S": lambda o, tt: "%02d" % tt[5],
    "p": lambda o, tt: "AM" if tt[3] < 12 else "PM",
    "j": lambda o, tt: "%03d" % tt[7],
    "y": lambda o, tt: "%02d" % (tt[0] % 100),
    "f": lambda o, tt: "%06d" % getattr(o, "microsecond", 0),
    "z": lambda o, tt: _offset_text(o.utcoffset(), "") if hasattr(o, "utcoffset") else "",
    "Z": lambda o, tt: (o.tzname() or "") if hasattr(o, "tzname") else "",
    "%": lambda o, tt: "%",
}


def _format_with(obj, fmt, tt):
    """strftime of obj, whose time tuple is tt."""
    _need_str(fmt, "strftime() argument 1")
    pieces = []
    literal_from = 0
    i = fmt.find("%")
    while 0 <= i < len(fmt) - 1:
        pieces.append(fmt[literal_from:i])
        code = fmt[i + 1]
        handler = _LOCAL_DIRECTIVES.get(code)
        pieces.append(handler(obj, tt) if handler else _time.strftime("%" + code, tt))
        literal_from = i + 2
        i = fmt.find("%", literal_from)
    pieces.append(fmt[literal_from:])
    return "".join(pieces)


def _struct_time(y, m, d, h, mi, s, dst):
    n = _ordinal(y, m, d)
    return _time.struct_time((y, m, d, h, mi, s, _weekday_of(n), n - _ordinal(y, 1, 1) + 1, dst))


def _ctime_text(y, m, d, h, mi, s):
    return "%s %s %2d %02d:%02d:%02d %04d" % (
        _WEEKDAY_ABBR[_weekday_of(_ordinal(y, m, d))], _MONTH_ABBR[m - 1], d, h, mi, s, y)


# --- ISO 8601 text in ----------------------------------------------------------

# _rich_comparisons gives a class the six rich comparisons, each made by
# the class's _compare(other, test, equality) with test the comparison of
# two plain values (equality: == or !=, which never raise on a mismatch).
def _rich_comparisons(cls):
    for name, test, equality in (
            ("__eq__", lambda a, b: a == b, True),
            ("__ne__", lambda a, b: a != b, True),
            ("__lt__", lambda a, b: a < b, False),
            ("__le__", lambda a, b: a <= b, False),
            ("__gt__", lambda a, b: a > b, False),
            ("__ge__", lambda a, b: a >= b, False)):
        setattr(cls, name, _comparison(name, test, equality))
    return cls


def _comparison(name, test, equality):
    def compare(self, other):
        return self._compare(other, test, equality)
    compare.__name__ = name
    return compare


class _BadISO(Exception):
    pass


def _digits(s, at, n):
    part = s[at:at + n]
    if len(part) != n or not all("0" <= c <= "9" for c in part):
        raise _BadISO
    return int(part)


def _iso_date_length(s):
    """How many characters of s its date part takes."""
    if len(s) < 7:
        raise _BadISO
    if s[4] == "-":
        if s[5] != "W":
            return 10
        if len(s) > 8 and s[8] == "-":
            return 8 if len(s) > 10 and s[10].isdigit() else 10
        return 8
    if s[4] == "W":
        run = 7
        while run < len(s) and s[run].isdigit():
            run += 1
        if run < 9:
            return run
        return 7 if run % 2 == 0 else 8
    return 8


def _iso_date(s):
    """(year, month, day) of an ISO date: YYYY-MM-DD, YYYYMMDD, YYYY-Www,
    YYYY-Www-D, YYYYWww or YYYYWwwD."""
    year = _digits(s, 0, 4)
    dash = s[4:5] == "-"
    rest = s[5:] if dash else s[4:]
    if rest[:1] == "W":
        week = _digits(rest, 1, 2)
        day = 1
        tail = rest[3:]
        if tail:
            if dash:
                if tail[0] != "-":
                    raise _BadISO
                tail = tail[1:]
            if len(tail) != 1:
                raise _BadISO
            day = _digits(tail, 0, 1)
        try:
            return _civil(_iso_to_ordinal(year, week, day))
        except ValueError:
            raise _BadISO from None
    if dash:
        if len(rest) != 5 or rest[2] != "-":
            raise _BadISO
        return year, _digits(rest, 0, 2), _digits(rest, 3, 2)
    if len(rest) != 4:
        raise _BadISO
    return year, _digits(rest, 0, 2), _digits(rest, 2, 2)


def _iso_clock(s):
    """[hour, minute, second, microsecond] of HH[:MM[:SS[.fff...]]]
    (colons all present or all absent)."""
    fields = [_digits(s, 0, 2), 0, 0, 0]
    at = 2
    colon = None
    for k in (1, 2):
        if at == len(s):
            return fields
        if colon is None:
            colon = s[at] == ":"
        if colon:
            if s[at] != ":":
                raise _BadISO
            at += 1
        fields[k] = _digits(s, at, 2)
        at += 2
    if at == len(s):
        return fields
    if s[at] not in ".,":
        raise _BadISO
    frac = s[at + 1:]
    if not frac or not all("0" <= c <= "9" for c in frac):
        raise _BadISO
    fields[3] = int((frac + "00000")[:6])
    return fields


def _iso_time(s):
    """(hour, minute, second, microsecond, tzinfo) of an ISO time."""
    cut = len(s)
    for mark in "+-Z":
        k = s.find(mark)
        if k >= 0:
            cut = min(cut, k)
    fields = _iso_clock(s[:cut])
    tz = None
    zone = s[cut:]
    if zone:
        if zone == "Z":
            tz = timezone.utc
        else:
            if zone[0] == "Z":
                raise _BadISO
            h, mi, sec, us = _iso_clock(zone[1:])
            off = timedelta(hours=h, minutes=mi, seconds=sec, microseconds=us)
            if zone[0] == "-":
                off = -off
            tz = timezone(off) if off else timezone.utc
    return fields + [tz]


def _from_iso(kind, s, parse):
    if not isinstance(s, str):
        raise TypeError("fromisoformat: argument must be str")
    try:
        return parse(s)
    except _BadISO:
        raise ValueError("Invalid isoformat string: %r" % (s,)) from None


# --- timedelta --------------------------------------------------------------

_DELTA_UNITS = (("microseconds", 1), ("milliseconds", 1000),
                ("seconds", _US_PER_SECOND), ("minutes", _US_PER_MINUTE),
                ("hours", _US_PER_HOUR), ("days", _US_PER_DAY),
                ("weeks", 7 * _US_PER_DAY))


def _delta_total(values):
    """The microseconds of timedelta's arguments: whole microseconds
    summed exactly, the fractions of float arguments summed as floats
    and rounded (ties to even) once at the end."""
    whole = 0
    fraction = 0.0
    for (name, unit), v in zip(_DELTA_UNITS, values):
        if not v:
            continue
        if isinstance(v, int):
            whole += v * unit
        elif isinstance(v, float):
            if v != v:
                raise ValueError("cannot convert float NaN to integer")
            if v in (_math.inf, -_math.inf):
                raise OverflowError("cannot convert float infinity to integer")
            head = _math.trunc(v)
            whole += head * unit
            scaled = (v - head) * unit
            head = _math.trunc(scaled)
            whole += head
            fraction += scaled - head
        else:
            raise TypeError("unsupported type for timedelta %s component: %s"
                            % (name, type(v).__name__))
    if fraction:
        nearest = round(fraction)
        if abs(nearest - fraction) == 0.5 and (whole + int(nearest)) % 2:
            nearest += 1 if nearest < fraction else -1
        whole += int(nearest)
    return whole


class timedelta:
    """A duration, to the microsecond."""

    __slots__ = ("_us",)

    def __new__(cls, days=0, seconds=0, microseconds=0,
                milliseconds=0, minutes=0, hours=0, weeks=0):
        return cls._of(_delta_total((microseconds, milliseconds, seconds, minutes,
                                     hours, days, weeks)))

    @classmethod
    def _of(cls, us):
        days = us // _US_PER_DAY
        if not -_MAX_DELTA_DAYS <= days <= _MAX_DELTA_DAYS:
            raise OverflowError("days=%d; must have magnitude <= %d" % (days, _MAX_DELTA_DAYS))
        self = object.__new__(cls)
        self._us = us
        return self

    def _parts(self):
        days, us = divmod(self._us, _US_PER_DAY)
        return (days,) + divmod(us, _US_PER_SECOND)

    @property
    def days(self):
        """Whole days (negative for a negative duration)."""
        return self._parts()[0]

    @property
    def seconds(self):
        """Seconds past the whole days (0..86399)."""
        return self._parts()[1]

    @property
    def microseconds(self):
        """Microseconds past the whole seconds."""
        return self._parts()[2]

    def total_seconds(self):
        """The duration in seconds."""
        return self._us / _US_PER_SECOND

    def __repr__(self):
        shown = ["%s=%d" % pair for pair in zip(("days", "seconds", "microseconds"), self._parts()) if pair[1]]
        return "%s(%s)" % (_public_name(type(self)), ", ".join(shown) or "0")

    def __str__(self):
        days, secs, us = self._parts()
        h, rest = divmod(secs, 3600)
        text = "%d:%02d:%02d" % (h, rest // 60, rest % 60)
        if us:
            text += ".%06d" % us
        if days:
            text = "%d day%s, %s" % (days, "" if abs(days) == 1 else "s", text)
        return text

    def __add__(self, other):
        if isinstance(other, timedelta):
            return timedelta._of(self._us + other._us)
        return NotImplemented

    __radd__ = __add__

    def __sub__(self, other):
        if isinstance(other, timedelta):
            return timedelta._of(self._us - other._us)
        return NotImplemented

    def __rsub__(self, other):
        if isinstance(other, timedelta):
            return timedelta._of(other._us - self._us)
        return NotImplemented

    def __neg__(self):
        return timedelta._of(-self._us)

    def __pos__(self):
        return timedelta._of(self._us)

    def __abs__(self):
        return timedelta._of(abs(self._us))

    def __mul__(self, other):
        if isinstance(other, int):
            return timedelta._of(self._us * other)
        if isinstance(other, float):
            num, den = other.as_integer_ratio()
            return timedelta._of(_round_div(self._us * num, den))
        return NotImplemented

    __rmul__ = __mul__

    def __truediv__(self, other):
        if isinstance(other, timedelta):
            return self._us / other._us
        if isinstance(other, int):
            return timedelta._of(_round_div(self._us, other))
        if isinstance(other, float):
            num, den = other.as_integer_ratio()
            return timedelta._of(_round_div(self._us * den, num))
        return NotImplemented

    def __floordiv__(self, other):
        if isinstance(other, timedelta):
            return self._us // other._us
        if isinstance(other, int):
            return timedelta._of(self._us // other)
        return NotImplemented

    def __mod__(self, other):
        if isinstance(other, timedelta):
            return timedelta._of(self._us % other._us)
        return NotImplemented

    def __divmod__(self, other):
        if isinstance(other, timedelta):
            q, r = divmod(self._us, other._us)
            return q, timedelta._of(r)
        return NotImplemented

    def __eq__(self, other):
        return self._us == other._us if isinstance(other, timedelta) else NotImplemented

    def __lt__(self, other):
        return self._us < other._us if isinstance(other, timedelta) else NotImplemented

    def __le__(self, other):
        return self._us <= other._us if isinstance(other, timedelta) else NotImplemented

    def __gt__(self, other):
        return self._us > other._us if isinstance(other, timedelta) else NotImplemented

    def __ge__(self, other):
        return self._us >= other._us if isinstance(other, timedelta) else NotImplemented

    def __hash__(self):
        return hash(self._parts())

    def __bool__(self):
        return self._us != 0

    def __reduce__(self):
        return (type(self), self._parts())


timedelta.min = timedelta._of(-_MAX_DELTA_DAYS * _US_PER_DAY)
timedelta.max = timedelta._of((_MAX_DELTA_DAYS + 1) * _US_PER_DAY - 1)
timedelta.resolution = timedelta._of(1)
_DAY = timedelta._of(_US_PER_DAY)
_ZERO = timedelta._of(0)


# --- date -------------------------------------------------------------------

class date:
    """A date of the proleptic Gregorian calendar."""

    __slots__ = ("_y", "_m", "_d")

    def __new__(cls, year, month=None, day=None):
        return cls._make(*_valid_date(year, month, day))

    @classmethod
    def _make(cls, y, m, d):
        self = object.__new__(cls)
        self._y, self._m, self._d = y, m, d
        return self

    @classmethod
    def fromordinal(cls, n):
        """The date of day number n (1 is 0001-01-01)."""
        n = _index(n)
        if n < 1:
            raise ValueError("ordinal must be >= 1")
        y, m, d = _civil(n)
        if y > MAXYEAR:
            raise ValueError("year %d is out of range" % y)
        return cls(y, m, d)

    @classmethod
    def fromtimestamp(cls, t):
        """The local date of the POSIX timestamp t."""
        y, m, d = _time.localtime(t)[:3]
        return cls(y, m, d)

    @classmethod
    def today(cls):
        """The current local date."""
        return cls.fromtimestamp(_time.time())

    @classmethod
    def fromisoformat(cls, date_string):
        """The date an ISO 8601 string writes."""
        def parse(s):
            if len(s) not in (7, 8, 10):
                raise _BadISO
            return cls(*_iso_date(s))
        return _from_iso(cls, date_string, parse)

    @classmethod
    def fromisocalendar(cls, year, week, day):
        """The date of an ISO year, week and weekday."""
        return cls(*_civil(_iso_to_ordinal(year, week, day)))

    @property
    def year(self):
        return self._y

    @property
    def month(self):
        return self._m

    @property
    def day(self):
        return self._d

    def toordinal(self):
        """The day number (0001-01-01 is 1)."""
        return _ordinal(self._y, self._m, self._d)

    def weekday(self):
        """Monday is 0, Sunday 6."""
        return _weekday_of(self.toordinal())

    def isoweekday(self):
        """Monday is 1, Sunday 7."""
        return self.weekday() + 1

    def isocalendar(self):
        """The ISO year, week number and weekday."""
        return IsoCalendarDate(*_iso_triple(self.toordinal()))

    def timetuple(self):
        """The date as a time.struct_time at midnight."""
        return _struct_time(self._y, self._m, self._d, 0, 0, 0, -1)

    def replace(self, year=None, month=None, day=None):
        """The date with some of its fields replaced."""
        return type(self)(self._y if year is None else year,
                          self._m if month is None else month,
                          self._d if day is None else day)

    def isoformat(self):
        """YYYY-MM-DD."""
        return "%04d-%02d-%02d" % (self._y, self._m, self._d)

    __str__ = isoformat

    def __repr__(self):
        return "%s(%d, %d, %d)" % (_public_name(type(self)), self._y, self._m, self._d)

    def ctime(self):
        """The date as time.ctime writes it."""
        return _ctime_text(self._y, self._m, self._d, 0, 0, 0)

    def strftime(self, fmt):
        """The date formatted by fmt's directives."""
        return _format_with(self, fmt, self.timetuple())

    def __format__(self, fmt):
        _need_str(fmt)
        return self.strftime(fmt) if fmt else str(self)

    def _key(self):
        return (self._y, self._m, self._d)

    def _date_compare(self, other, test):
        if isinstance(other, date) and not isinstance(other, datetime):
            return test(self._key(), other._key())
        return NotImplemented

    def __eq__(self, other):
        return self._date_compare(other, lambda a, b: a == b)

    def __lt__(self, other):
        return self._date_compare(other, lambda a, b: a < b)

    def __le__(self, other):
        return self._date_compare(other, lambda a, b: a <= b)

    def __gt__(self, other):
        return self._date_compare(other, lambda a, b: a > b)

    def __ge__(self, other):
        return self._date_compare(other, lambda a, b: a >= b)

    def __hash__(self):
        return hash(self._key())

    def __add__(self, other):
        if isinstance(other, timedelta):
            n = self.toordinal() + other.days
            if not 1 <= n <= _LAST_ORDINAL:
                raise OverflowError("date value out of range")
            return type(self)(*_civil(n))
        return NotImplemented

    __radd__ = __add__

    def __sub__(self, other):
        if isinstance(other, timedelta):
            return self + timedelta._of(-other.days * _US_PER_DAY)
        if isinstance(other, date) and not isinstance(other, datetime):
            return timedelta._of((self.toordinal() - other.toordinal()) * _US_PER_DAY)
        return NotImplemented

    def __reduce__(self):
        return (type(self), self._key())


date.min = date(MINYEAR, 1, 1)
date.max = date(MAXYEAR, 12, 31)
date.resolution = timedelta(days=1)


class IsoCalendarDate(tuple):
    """date.isocalendar()'s result: a (year, week, weekday) tuple with
    names."""

    def __new__(cls, year, week, weekday):
        return super().__new__(cls, (year, week, weekday))

    year = property(lambda self: self[0])
    week = property(lambda self: self[1])
    weekday = property(lambda self: self[2])

    def __reduce__(self):
        return (tuple, (tuple(self),))

    def __repr__(self):
        return "%s(year=%d, week=%d, weekday=%d)" % ((_public_name(type(self)),) + tuple(self))


# --- tzinfo -----------------------------------------------------------------

class tzinfo:
    """The base of time zones: a subclass implements utcoffset, dst and
    tzname."""

    __slots__ = ()

    def tzname(self, dt):
        """The zone's name at dt."""
        raise NotImplementedError("a tzinfo subclass must implement tzname()")

    def utcoffset(self, dt):
        """dt's offset from UTC (east is positive)."""
        raise NotImplementedError("a tzinfo subclass must implement utcoffset()")

    def dst(self, dt):
        """dt's daylight saving adjustment."""
        raise NotImplementedError("a tzinfo subclass must implement dst()")

    def fromutc(self, dt):
        """dt, a time in UTC with this zone attached, as local time: the
        standard offset (utcoffset less dst) first, then the dst of the
        time reached."""
        if not isinstance(dt, datetime):
            raise TypeError("fromutc: argument must be a datetime")
        if dt.tzinfo is not self:
            raise ValueError("fromutc: dt.tzinfo is not self")
        total = dt.utcoffset()
        if total is None:
            raise ValueError("fromutc: non-None utcoffset() result required")
        saving = dt.dst()
        if saving is None:
            raise ValueError("fromutc: non-None dst() result required")
        standard = total - saving
        if standard:
            dt += standard
            saving = dt.dst()
            if saving is None:
                raise ValueError("fromutc: tz.dst() gave inconsistent results; cannot convert")
        return dt + saving

    def __reduce__(self):
        initargs = getattr(self, "__getinitargs__", None)
        return (type(self), initargs() if initargs else (), getattr(self, "__dict__", None) or None)


# --- time -------------------------------------------------------------------

@_rich_comparisons
class time:
    """A time of day, optionally in a time zone."""

    __slots__ = ("_clock", "_tz", "_fold")

    def __new__(cls, hour=0, minute=0, second=0, microsecond=0, tzinfo=None, *, fold=0):
        clock = _valid_clock(hour, minute, second, microsecond, fold)
        _valid_tz(tzinfo)
        self = object.__new__(cls)
        self._clock, self._tz, self._fold = tuple(clock), tzinfo, fold
        return self

    hour = property(lambda self: self._clock[0])
    minute = property(lambda self: self._clock[1])
    second = property(lambda self: self._clock[2])
    microsecond = property(lambda self: self._clock[3])
    tzinfo = property(lambda self: self._tz)
    fold = property(lambda self: self._fold)

    @classmethod
    def fromisoformat(cls, time_string):
        """The time an ISO 8601 string writes."""
        def parse(s):
            if s[:1] == "T":
                s = s[1:]
            *clock, tz = _iso_time(s)
            return cls(*clock, tz)
        return _from_iso(cls, time_string, parse)

    def utcoffset(self):
        """The offset from UTC (None when naive)."""
        return _checked_offset(self._tz, "utcoffset", None)

    def dst(self):
        """The daylight saving adjustment (None when unknown)."""
        return _checked_offset(self._tz, "dst", None)

    def tzname(self):
        """The zone's name (None when naive)."""
        return _checked_name(self._tz, None)

    def replace(self, hour=None, minute=None, second=None, microsecond=None,
                tzinfo=True, *, fold=None):
        """The time with some of its fields replaced."""
        new = [old if v is None else v for v, old in zip((hour, minute, second, microsecond), self._clock)]
        return type(self)(*new, self._tz if tzinfo is True else tzinfo,
                          fold=self._fold if fold is None else fold)

    def isoformat(self, timespec="auto"):
        """HH:MM:SS[.ffffff][+HH:MM]."""
        return _clock_text(*self._clock, timespec) + _offset_text(self.utcoffset(), ":")

    __str__ = isoformat

    def __repr__(self):
        clock = list(self._clock)
        while len(clock) > 2 and clock[-1] == 0:
            clock.pop()
        text = "%s(%s" % (_public_name(type(self)), ", ".join(map(str, clock)))
        if self._tz is not None:
            text += ", tzinfo=%r" % (self._tz,)
        if self._fold:
            text += ", fold=1"
        return text + ")"

    def strftime(self, fmt):
        """The time formatted by fmt's directives (on 1900-01-01)."""
        h, mi, s, _ = self._clock
        return _format_with(self, fmt, _time.struct_time((1900, 1, 1, h, mi, s, 0, 1, -1)))

    def __format__(self, fmt):
        _need_str(fmt)
        return self.strftime(fmt) if fmt else str(self)

    def _instant(self):
        # microseconds since midnight less the UTC offset, and whether aware
        h, mi, s, us = self._clock
        us += h * _US_PER_HOUR + mi * _US_PER_MINUTE + s * _US_PER_SECOND
        off = self.utcoffset()
        return (us, False) if off is None else (us - off._us, True)

    def _compare(self, other, test, equality):
        if not isinstance(other, time):
            return NotImplemented
        if self._tz is other._tz:
            return test(self._clock, other._clock)
        mine, my_aware = self._instant()
        theirs, their_aware = other._instant()
        if my_aware != their_aware:
            if equality:
                return test(0, 1)
            raise TypeError("can't compare offset-naive and offset-aware times")
        return test(mine, theirs)

    def __hash__(self):
        base = self.replace(fold=0) if self._fold else self
        us, aware = base._instant()
        return hash(us) if aware else hash(base._clock)

    def __reduce__(self):
        args = self._clock + ((self._tz,) if self._tz is not None else ())
        return (type(self), args)


time.min = time(0, 0, 0)
time.max = time(23, 59, 59, 999999)
time.resolution = timedelta(microseconds=1)


# --- datetime ---------------------------------------------------------------

def _local_fields(t):
    return list(_time.localtime(t)[:6])


def _naive_seconds(dt):
    # dt's wall clock in seconds since 1970-01-01 00:00 on the same clock
    return ((dt.toordinal() - _UNIX_DAY0_ORDINAL) * 86400
            + dt.hour * 3600 + dt.minute * 60 + dt.second)


def _local_to_posix(dt):
    """The POSIX time of a naive local datetime: the offsets in force a
    day before and a day after are tried; of two that fit (a repeated
    hour) fold chooses, and in a skipped hour fold=0 takes the offset
    from before the change."""
    wall = _naive_seconds(dt)
    before = _time.localtime(wall - 86400).tm_gmtoff
    after = _time.localtime(wall + 86400).tm_gmtoff
    fits = []
    for off in (before, after):
        u = wall - off
        if u not in fits and _local_fields(u) == [dt.year, dt.month, dt.day, dt.hour, dt.minute, dt.second]:
            fits.append(u)
    if fits:
        fits.sort()
        return fits[-1] if dt.fold and len(fits) > 1 else fits[0]
    return wall - (after if dt.fold else before)


@_rich_comparisons
class datetime(date):
    """A date and a time of day, optionally in a time zone."""

    __slots__ = ("_clock", "_tz", "_fold")

    def __new__(cls, year, month=None, day=None, hour=0, minute=0, second=0,
                microsecond=0, tzinfo=None, *, fold=0):
        y, m, d = _valid_date(year, month, day)
        clock = _valid_clock(hour, minute, second, microsecond, fold)
        _valid_tz(tzinfo)
        self = cls._make(y, m, d)
        self._clock, self._tz, self._fold = tuple(clock), tzinfo, fold
        return self

    hour = property(lambda self: self._clock[0])
    minute = property(lambda self: self._clock[1])
    second = property(lambda self: self._clock[2])
    microsecond = property(lambda self: self._clock[3])
    tzinfo = property(lambda self: self._tz)
    fold = property(lambda self: self._fold)

    @classmethod
    def _from_posix(cls, t, utc, tz):
        whole = _math.floor(t)
        us = round((t - whole) * _US_PER_SECOND)
        if us == _US_PER_SECOND:
            whole, us = whole + 1, 0
        fields = list(_time.gmtime(whole)[:6] if utc else _time.localtime(whole)[:6])
        fields[5] = min(fields[5], 59)
        result = cls(*fields, us, tz)
        return tz.fromutc(result) if tz is not None else result

    @classmethod
    def fromtimestamp(cls, t, tz=None):
        """The local date and time of the POSIX timestamp t (in tz, when
        given)."""
        _valid_tz(tz)
        return cls._from_posix(t, tz is not None, tz)

    @classmethod
    def utcfromtimestamp(cls, t):
        """The UTC date and time (naive) of the POSIX timestamp t."""
        return cls._from_posix(t, True, None)

    @classmethod
    def now(cls, tz=None):
        """The current local date and time (in tz, when given)."""
        return cls.fromtimestamp(_time.time(), tz)

    @classmethod
    def utcnow(cls):
        """The current UTC date and time (naive)."""
        return cls.utcfromtimestamp(_time.time())

    @classmethod
    def combine(cls, date, time, tzinfo=True):
        """The datetime of a date and a time."""
        if not isinstance(date, _date_type):
            raise TypeError("combine() argument 1 must be datetime.date, not %s" % type(date).__name__)
        if not isinstance(time, _time_type):
            raise TypeError("combine() argument 2 must be datetime.time, not %s" % type(time).__name__)
        return cls(date.year, date.month, date.day, *time._clock,
                   time.tzinfo if tzinfo is True else tzinfo, fold=time.fold)

    @classmethod
    def fromisoformat(cls, date_string):
        """The datetime an ISO 8601 string writes."""
        def parse(s):
            n = _iso_date_length(s)
            y, m, d = _iso_date(s[:n])
            if len(s) == n:
                return cls(y, m, d)
            if len(s) == n + 1:
                raise _BadISO
            *clock, tz = _iso_time(s[n + 1:])
            return cls(y, m, d, *clock, tz)
        return _from_iso(cls, date_string, parse)

    @classmethod
    def strptime(cls, date_string, format):
        """The datetime that date_string writes in format (time.strptime's
        directives, %f and %z too)."""
        y, m, d, h, mi, s, us, gmtoff, zone = _time._strptime_parts(date_string, format)
        tz = None
        if gmtoff is not None:
            off = timedelta(seconds=gmtoff)
            tz = timezone(off, zone) if zone else timezone(off)
        return cls(y, m, d, h, mi, s, us, tz)

    def utcoffset(self):
        """The offset from UTC (None when naive)."""
        return _checked_offset(self._tz, "utcoffset", self)

    def dst(self):
        """The daylight saving adjustment (None when unknown)."""
        return _checked_offset(self._tz, "dst", self)

    def tzname(self):
        """The zone's name (None when naive)."""
        return _checked_name(self._tz, self)

    def date(self):
        """The date part."""
        return date(self._y, self._m, self._d)

    def time(self):
        """The time part, without tzinfo."""
        return time(*self._clock, fold=self._fold)

    def timetz(self):
        """The time part, with tzinfo."""
        return time(*self._clock, self._tz, fold=self._fold)

    def replace(self, year=None, month=None, day=None, hour=None, minute=None,
                second=None, microsecond=None, tzinfo=True, *, fold=None):
        """The datetime with some of its fields replaced."""
        given = (year, month, day, hour, minute, second, microsecond)
        old = self._key()[:3] + self._clock
        return type(self)(*[o if v is None else v for v, o in zip(given, old)],
                          self._tz if tzinfo is True else tzinfo,
                          fold=self._fold if fold is None else fold)

    def timetuple(self):
        """The local time as a time.struct_time."""
        saving = self.dst()
        flag = -1 if saving is None else int(bool(saving))
        return _struct_time(self._y, self._m, self._d, *self._clock[:3], flag)

    def utctimetuple(self):
        """The UTC time as a time.struct_time."""
        off = self.utcoffset()
        moment = self - off if off else self
        return _struct_time(moment.year, moment.month, moment.day,
                            moment.hour, moment.minute, moment.second, 0)

    def _micros(self):
        # microseconds on the day line of the wall clock
        h, mi, s, us = self._clock
        return (self.toordinal() * _US_PER_DAY + h * _US_PER_HOUR
                + mi * _US_PER_MINUTE + s * _US_PER_SECOND + us)

    @classmethod
    def _at_micros(cls, n, tz, fold=0):
        days, us = divmod(n, _US_PER_DAY)
        if not 1 <= days <= _LAST_ORDINAL:
            raise OverflowError("date value out of range")
        h, us = divmod(us, _US_PER_HOUR)
        mi, us = divmod(us, _US_PER_MINUTE)
        s, us = divmod(us, _US_PER_SECOND)
        return cls(*_civil(days), h, mi, s, us, tz, fold=fold)

    def timestamp(self):
        """The POSIX timestamp (a naive datetime is local time)."""
        if self._tz is None:
            return _local_to_posix(self) + self.microsecond / _US_PER_SECOND
        return (self - _UNIX_EPOCH).total_seconds()

    def _system_zone(self):
        if self._tz is None:
            t = _local_to_posix(self)
        else:
            t = (self - _UNIX_EPOCH) // timedelta(seconds=1)
        local = _time.localtime(t)
        return timezone(timedelta(seconds=local.tm_gmtoff), local.tm_zone)

    def astimezone(self, tz=None):
        """The same moment in tz (the system's zone when None)."""
        if tz is None:
            tz = self._system_zone()
        elif not isinstance(tz, tzinfo):
            raise TypeError("tz argument must be an instance of tzinfo")
        source = self._tz
        off = self.utcoffset() if source is not None else None
        if off is None:
            source = self.replace(tzinfo=None)._system_zone()
            off = source.utcoffset(self)
        if tz is source:
            return self
        return tz.fromutc(type(self)._at_micros(self._micros() - off._us, tz))

    def ctime(self):
        """The date and time as time.ctime writes them."""
        return _ctime_text(self._y, self._m, self._d, *self._clock[:3])

    def isoformat(self, sep="T", timespec="auto"):
        """YYYY-MM-DDTHH:MM:SS[.ffffff][+HH:MM]."""
        return "%04d-%02d-%02d%s%s%s" % (self._y, self._m, self._d, sep,
                                         _clock_text(*self._clock, timespec),
                                         _offset_text(self.utcoffset(), ":"))

    def __str__(self):
        return self.isoformat(sep=" ")

    def __repr__(self):
        fields = list(self._key() + self._clock)
        while len(fields) > 5 and fields[-1] == 0:
            fields.pop()
        text = "%s(%s" % (_public_name(type(self)), ", ".join(map(str, fields)))
        if self._tz is not None:
            text += ", tzinfo=%r" % (self._tz,)
        if self._fold:
            text += ", fold=1"
        return text + ")"

    def strftime(self, fmt):
        """The datetime formatted by fmt's directives."""
        return _format_with(self, fmt, self.timetuple())

    def _moment(self):
        # (microseconds on the UTC day line or the wall clock, aware)
        off = self.utcoffset()
        n = self._micros()
        return (n, False) if off is None else (n - off._us, True)

    def _compare(self, other, test, equality):
        if not isinstance(other, datetime):
            if isinstance(other, date):
                if equality:
                    return test(0, 1)
                _no_order(self, other)
            return NotImplemented
        if self._tz is other._tz:
            return test(self._micros(), other._micros())
        mine, my_aware = self._moment()
        theirs, their_aware = other._moment()
        if my_aware != their_aware:
            if equality:
                return test(0, 1)
            raise TypeError("can't compare offset-naive and offset-aware datetimes")
        return test(mine, theirs)

    def __hash__(self):
        base = self.replace(fold=0) if self._fold else self
        return hash(base._moment()[0])

    def __add__(self, other):
        if isinstance(other, timedelta):
            return type(self)._at_micros(self._micros() + other._us, self._tz)
        return NotImplemented

    __radd__ = __add__

    def __sub__(self, other):
        if isinstance(other, timedelta):
            return self + -other
        if not isinstance(other, datetime):
            return NotImplemented
        if self._tz is other._tz:
            return timedelta._of(self._micros() - other._micros())
        mine, my_aware = self._moment()
        theirs, their_aware = other._moment()
        if my_aware != their_aware:
            raise TypeError("can't subtract offset-naive and offset-aware datetimes")
        return timedelta._of(mine - theirs)

    def __reduce__(self):
        args = self._key() + self._clock + ((self._tz,) if self._tz is not None else ())
        return (type(self), args)


datetime.min = datetime(MINYEAR, 1, 1)
datetime.max = datetime(MAXYEAR, 12, 31, 23, 59, 59, 999999)
datetime.resolution = timedelta(microseconds=1)
_date_type = date
_time_type = time


# --- timezone ---------------------------------------------------------------

_NO_NAME = object()
_OFFSET_LIMIT = _US_PER_DAY


class timezone(tzinfo):
    """A fixed offset from UTC, with an optional name."""

    __slots__ = ("_offset", "_name")

    def __new__(cls, offset, name=_NO_NAME):
        if not isinstance(offset, timedelta):
            raise TypeError("timezone() argument 1 must be datetime.timedelta, not %s" % type(offset).__name__)
        if name is _NO_NAME:
            if not offset:
                return cls.utc
            name = None
        elif not isinstance(name, str):
            raise TypeError("timezone() argument 2 must be str, not %s" % type(name).__name__)
        if not -_OFFSET_LIMIT < offset._us < _OFFSET_LIMIT:
            raise ValueError("offset must be a timedelta strictly between -timedelta(hours=24) and "
                             "timedelta(hours=24), not %r." % (offset,))
        return cls._fixed(offset, name)

    @classmethod
    def _fixed(cls, offset, name):
        self = tzinfo.__new__(cls)
        self._offset, self._name = offset, name
        return self

    def __getinitargs__(self):
        return (self._offset,) if self._name is None else (self._offset, self._name)

    def __reduce__(self):
        return (type(self), self.__getinitargs__())

    def __eq__(self, other):
        return self._offset == other._offset if isinstance(other, timezone) else NotImplemented

    def __hash__(self):
        return hash(self._offset)

    def __repr__(self):
        if self is timezone.utc:
            return "datetime.timezone.utc"
        shown = ", ".join(repr(v) for v in self.__getinitargs__())
        return "%s.%s(%s)" % (type(self).__module__, type(self).__qualname__, shown)

    def __str__(self):
        return self.tzname(None)

    def _only_datetimes(self, dt, what):
        if dt is not None and not isinstance(dt, datetime):
            raise TypeError("%s(dt) argument must be a datetime instance or None, not %s"
                            % (what, type(dt).__name__))

    def utcoffset(self, dt):
        self._only_datetimes(dt, "utcoffset")
        return self._offset

    def tzname(self, dt):
        self._only_datetimes(dt, "tzname")
        return _zone_text(self._offset) if self._name is None else self._name

    def dst(self, dt):
        self._only_datetimes(dt, "dst")
        return None

    def fromutc(self, dt):
        if not isinstance(dt, datetime):
            raise TypeError("fromutc: argument must be a datetime")
        if dt.tzinfo is not self:
            raise ValueError("fromutc: dt.tzinfo is not self")
        return dt + self._offset


timezone.utc = UTC = timezone._fixed(_ZERO, None)
timezone.max = timezone._fixed(timedelta(hours=23, minutes=59), None)
timezone.min = timezone._fixed(-timedelta(hours=23, minutes=59), None)
_UNIX_EPOCH = datetime(1970, 1, 1, tzinfo=timezone.utc)
