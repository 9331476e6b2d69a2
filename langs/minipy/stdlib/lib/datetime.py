"""Dates and times: date, time, datetime, timedelta, tzinfo and
timezone, with CPython 3.11's arithmetic, formats (isoformat, strftime,
strptime, fromisoformat), reprs and errors."""

import time as _time
import math as _math
import sys as _sys
from operator import index as _index

__all__ = ("date", "datetime", "time", "timedelta", "timezone", "tzinfo",
           "MINYEAR", "MAXYEAR", "UTC")

MINYEAR = 1
MAXYEAR = 9999
_MAXORDINAL = 3652059  # date.max.toordinal()

_DAYS_IN_MONTH = [-1, 31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]
_DAYS_BEFORE_MONTH = [-1]
_n = 0
for _dim in _DAYS_IN_MONTH[1:]:
    _DAYS_BEFORE_MONTH.append(_n)
    _n += _dim
del _n, _dim

_MONTHNAMES = [None, "Jan", "Feb", "Mar", "Apr", "May", "Jun",
               "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
_DAYNAMES = [None, "Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]


def _is_leap(year):
    return year % 4 == 0 and (year % 100 != 0 or year % 400 == 0)


def _days_before_year(year):
    y = year - 1
    return y * 365 + y // 4 - y // 100 + y // 400


def _days_in_month(year, month):
    if month == 2 and _is_leap(year):
        return 29
    return _DAYS_IN_MONTH[month]


def _days_before_month(year, month):
    return _DAYS_BEFORE_MONTH[month] + (month > 2 and _is_leap(year))


def _ymd2ord(year, month, day):
    return _days_before_year(year) + _days_before_month(year, month) + day


_DI400Y = _days_before_year(401)
_DI100Y = _days_before_year(101)
_DI4Y = _days_before_year(5)


def _ord2ymd(n):
    # the date of ordinal n (1 is 0001-01-01): through the 400-, 100-
    # and 4-year cycles, then the year and the month
    n -= 1
    n400, n = divmod(n, _DI400Y)
    year = n400 * 400 + 1
    n100, n = divmod(n, _DI100Y)
    n4, n = divmod(n, _DI4Y)
    n1, n = divmod(n, 365)
    year += n100 * 100 + n4 * 4 + n1
    if n1 == 4 or n100 == 4:
        return year - 1, 12, 31
    leapyear = n1 == 3 and (n4 != 24 or n100 == 3)
    month = (n + 50) >> 5
    preceding = _DAYS_BEFORE_MONTH[month] + (month > 2 and leapyear)
    if preceding > n:
        month -= 1
        preceding -= _DAYS_IN_MONTH[month] + (month == 2 and leapyear)
    n -= preceding
    return year, month, n + 1


def _check_int_field(value):
    if isinstance(value, int):
        return int(value)
    if isinstance(value, float):
        raise TypeError("'float' object cannot be interpreted as an integer")
    try:
        return _index(value)
    except TypeError:
        raise TypeError("an integer is required (got type %s)" % type(value).__name__) from None


def _check_date_fields(year, month, day):
    if type(year) is not int or type(month) is not int or type(day) is not int:
        year = _check_int_field(year)
        month = _check_int_field(month)
        day = _check_int_field(day)
    if not MINYEAR <= year <= MAXYEAR:
        raise ValueError("year %d is out of range" % year)
    if not 1 <= month <= 12:
        raise ValueError("month must be in 1..12")
    if not 1 <= day <= _days_in_month(year, month):
        raise ValueError("day is out of range for month")
    return year, month, day


def _check_time_fields(hour, minute, second, microsecond, fold):
    if (type(hour) is not int or type(minute) is not int or type(second) is not int
            or type(microsecond) is not int):
        hour = _check_int_field(hour)
        minute = _check_int_field(minute)
        second = _check_int_field(second)
        microsecond = _check_int_field(microsecond)
    if not 0 <= hour <= 23:
        raise ValueError("hour must be in 0..23")
    if not 0 <= minute <= 59:
        raise ValueError("minute must be in 0..59")
    if not 0 <= second <= 59:
        raise ValueError("second must be in 0..59")
    if not 0 <= microsecond <= 999999:
        raise ValueError("microsecond must be in 0..999999")
    if fold not in (0, 1):
        raise ValueError("fold must be either 0 or 1")
    return hour, minute, second, microsecond, fold


def _check_tzinfo_arg(tz):
    if tz is not None and not isinstance(tz, tzinfo):
        raise TypeError("tzinfo argument must be None or of a tzinfo subclass, not type '%s'"
                        % type(tz).__name__)


def _type_name(t):
    # a class of this module is named as the C types are
    if t.__module__ == "datetime":
        return "datetime." + t.__name__
    return t.__name__


def _cmperror(x, y):
    raise TypeError("can't compare %s to %s" % (_type_name(type(x)), _type_name(type(y))))


def _divide_and_round(a, b):
    # a / b rounded to the nearest int, halves to even
    q, r = divmod(a, b)
    r *= 2
    greater_than_half = r > b if b > 0 else r < b
    if greater_than_half or r == b and q % 2 == 1:
        q += 1
    return q


def _format_time(hh, mm, ss, us, timespec="auto"):
    if timespec == "auto":
        if us:
            return "%02d:%02d:%02d.%06d" % (hh, mm, ss, us)
        return "%02d:%02d:%02d" % (hh, mm, ss)
    specs = {
        "hours": "{:02d}",
        "minutes": "{:02d}:{:02d}",
        "seconds": "{:02d}:{:02d}:{:02d}",
        "milliseconds": "{:02d}:{:02d}:{:02d}.{:03d}",
        "microseconds": "{:02d}:{:02d}:{:02d}.{:06d}",
    }
    if timespec == "auto":
        timespec = "microseconds" if us else "seconds"
    elif timespec == "milliseconds":
        us //= 1000
    try:
        fmt = specs[timespec]
    except KeyError:
        raise ValueError("Unknown timespec value")
    return fmt.format(hh, mm, ss, us)


def _format_offset(off, sep=":"):
    s = ""
    if off is not None:
        if off.days < 0:
            sign = "-"
            off = -off
        else:
            sign = "+"
        hh, mm = divmod(off, timedelta(hours=1))
        mm, ss = divmod(mm, timedelta(minutes=1))
        s += "%s%02d%s%02d" % (sign, hh, sep, mm)
        if ss or ss.microseconds:
            s += "%s%02d" % (sep, ss.seconds)
            if ss.microseconds:
                s += ".%06d" % ss.microseconds
    return s


def _wrap_strftime(obj, fmt, timetuple):
    # %f, %z and %Z, which time.strftime does not know, replaced first
    if not isinstance(fmt, str):
        raise TypeError("strftime() argument 1 must be str, not %s" % type(fmt).__name__)
    if "%f" not in fmt and "%z" not in fmt and "%Z" not in fmt:
        return _time.strftime(fmt, timetuple)
    out = []
    i, n = 0, len(fmt)
    while i < n:
        ch = fmt[i]
        i += 1
        if ch == "%" and i < n:
            ch = fmt[i]
            i += 1
            if ch == "f":
                out.append("%06d" % getattr(obj, "microsecond", 0))
            elif ch == "z":
                off = obj.utcoffset() if hasattr(obj, "utcoffset") else None
                out.append(_format_offset(off, "") if off is not None else "")
            elif ch == "Z":
                name = obj.tzname() if hasattr(obj, "tzname") else None
                out.append(name.replace("%", "%%") if name is not None else "")
            else:
                out.append("%" + ch)
        else:
            out.append(ch)
    return _time.strftime("".join(out), timetuple)


def _check_utc_offset(name, offset):
    if offset is None:
        return
    if not isinstance(offset, timedelta):
        raise TypeError("tzinfo.%s() must return None or timedelta, not '%s'"
                        % (name, type(offset).__name__))
    if not -timedelta(1) < offset < timedelta(1):
        raise ValueError("offset must be a timedelta strictly between -timedelta(hours=24) "
                         "and timedelta(hours=24), not %r." % offset)


class timedelta:
    """A duration: days, seconds (0 to 86399) and microseconds (0 to
    999999), made from any of days, seconds, microseconds, milliseconds,
    minutes, hours and weeks (floats too, rounded to the microsecond)."""


    def __new__(cls, days=0, seconds=0, microseconds=0,
                milliseconds=0, minutes=0, hours=0, weeks=0):
        if (type(days) is int and type(seconds) is int and type(microseconds) is int
                and type(milliseconds) is int and type(minutes) is int and type(hours) is int
                and type(weeks) is int):
            return cls._from_microseconds(
                ((days + weeks * 7) * 86400 + seconds + minutes * 60 + hours * 3600) * 1000000
                + milliseconds * 1000 + microseconds)
        # the whole in microseconds, exactly (a float is the fraction
        # it is), rounded half to even
        num, den = 0, 1
        for value, scale in ((days, 86400000000), (seconds, 1000000),
                             (microseconds, 1), (milliseconds, 1000),
                             (minutes, 60000000), (hours, 3600000000),
                             (weeks, 604800000000)):
            if isinstance(value, int):
                num += value * scale * den
            elif isinstance(value, float):
                if value != value or value in (float("inf"), float("-inf")):
                    raise ValueError("cannot convert float %s to integer" % ("NaN" if value != value else "infinity"))
                n, d = value.as_integer_ratio()
                num, den = num * d + n * scale * den, den * d
            else:
                raise TypeError("unsupported type for timedelta %s component: %s"
                                % (("days", "seconds", "microseconds", "milliseconds",
                                    "minutes", "hours", "weeks")[[days, seconds, microseconds, milliseconds, minutes, hours, weeks].index(value)],
                                   type(value).__name__))
        us = _divide_and_round(num, den) if den != 1 else num
        return cls._from_microseconds(us)

    @classmethod
    def _from_microseconds(cls, us):
        s, us = divmod(us, 1000000)
        d, s = divmod(s, 86400)
        if abs(d) > 999999999:
            raise OverflowError("days=%d; must have magnitude <= 999999999" % d)
        self = object.__new__(cls)
        self._days = d
        self._seconds = s
        self._microseconds = us
        self._hashcode = -1
        return self

    def __repr__(self):
        args = []
        if self._days:
            args.append("days=%d" % self._days)
        if self._seconds:
            args.append("seconds=%d" % self._seconds)
        if self._microseconds:
            args.append("microseconds=%d" % self._microseconds)
        if not args:
            args.append("0")
        return "%s.%s(%s)" % (self.__class__.__module__, self.__class__.__qualname__, ", ".join(args))

    def __str__(self):
        mm, ss = divmod(self._seconds, 60)
        hh, mm = divmod(mm, 60)
        s = "%d:%02d:%02d" % (hh, mm, ss)
        if self._days:
            plural = "s" if abs(self._days) != 1 else ""
            s = ("%d day%s, " % (self._days, plural)) + s
        if self._microseconds:
            s = s + ".%06d" % self._microseconds
        return s

    def total_seconds(self):
        """The duration in seconds."""
        return ((self._days * 86400 + self._seconds) * 10**6 + self._microseconds) / 10**6

    @property
    def days(self):
        """Days, between -999999999 and 999999999."""
        return self._days

    @property
    def seconds(self):
        """Seconds, between 0 and 86399."""
        return self._seconds

    @property
    def microseconds(self):
        """Microseconds, between 0 and 999999."""
        return self._microseconds

    def _to_microseconds(self):
        return (self._days * 86400 + self._seconds) * 1000000 + self._microseconds

    def __add__(self, other):
        if isinstance(other, timedelta):
            return timedelta._from_microseconds(self._to_microseconds() + other._to_microseconds())
        return NotImplemented

    __radd__ = __add__

    def __sub__(self, other):
        if isinstance(other, timedelta):
            return timedelta._from_microseconds(self._to_microseconds() - other._to_microseconds())
        return NotImplemented

    def __rsub__(self, other):
        if isinstance(other, timedelta):
            return -self + other
        return NotImplemented

    def __neg__(self):
        return timedelta._from_microseconds(-self._to_microseconds())

    def __pos__(self):
        return self

    def __abs__(self):
        return -self if self._days < 0 else self

    def __mul__(self, other):
        if isinstance(other, int):
            return timedelta._from_microseconds(self._to_microseconds() * other)
        if isinstance(other, float):
            a, b = other.as_integer_ratio()
            return timedelta._from_microseconds(_divide_and_round(self._to_microseconds() * a, b))
        return NotImplemented

    __rmul__ = __mul__

    def __floordiv__(self, other):
        if not isinstance(other, (int, timedelta)):
            return NotImplemented
        usec = self._to_microseconds()
        if isinstance(other, timedelta):
            return usec // other._to_microseconds()
        return timedelta._from_microseconds(usec // other)

    def __truediv__(self, other):
        if not isinstance(other, (int, float, timedelta)):
            return NotImplemented
        usec = self._to_microseconds()
        if isinstance(other, timedelta):
            return usec / other._to_microseconds()
        if isinstance(other, int):
            return timedelta._from_microseconds(_divide_and_round(usec, other))
        a, b = other.as_integer_ratio()
        return timedelta._from_microseconds(_divide_and_round(b * usec, a))

    def __mod__(self, other):
        if isinstance(other, timedelta):
            return timedelta._from_microseconds(self._to_microseconds() % other._to_microseconds())
        return NotImplemented

    def __divmod__(self, other):
        if isinstance(other, timedelta):
            q, r = divmod(self._to_microseconds(), other._to_microseconds())
            return q, timedelta._from_microseconds(r)
        return NotImplemented

    def _getstate(self):
        return (self._days, self._seconds, self._microseconds)

    def __eq__(self, other):
        if isinstance(other, timedelta):
            return self._getstate() == other._getstate()
        return NotImplemented

    def __le__(self, other):
        if isinstance(other, timedelta):
            return self._getstate() <= other._getstate()
        return NotImplemented

    def __lt__(self, other):
        if isinstance(other, timedelta):
            return self._getstate() < other._getstate()
        return NotImplemented

    def __ge__(self, other):
        if isinstance(other, timedelta):
            return self._getstate() >= other._getstate()
        return NotImplemented

    def __gt__(self, other):
        if isinstance(other, timedelta):
            return self._getstate() > other._getstate()
        return NotImplemented

    def __hash__(self):
        if self._hashcode == -1:
            self._hashcode = hash(self._getstate())
        return self._hashcode

    def __bool__(self):
        return self._days != 0 or self._seconds != 0 or self._microseconds != 0

    def __reduce__(self):
        return (self.__class__, self._getstate())


timedelta.min = timedelta(-999999999)
timedelta.max = timedelta(days=999999999, hours=23, minutes=59, seconds=59, microseconds=999999)
timedelta.resolution = timedelta(microseconds=1)


class date:
    """A date of the proleptic Gregorian calendar: year, month, day."""


    def __new__(cls, year, month=None, day=None):
        year, month, day = _check_date_fields(year, month, day)
        self = object.__new__(cls)
        self._year = year
        self._month = month
        self._day = day
        self._hashcode = -1
        return self

    @classmethod
    def fromtimestamp(cls, t):
        """The local date of the POSIX timestamp t."""
        y, m, d, hh, mm, ss, weekday, jday, dst = _time.localtime(t)
        return cls(y, m, d)

    @classmethod
    def today(cls):
        """The current local date."""
        return cls.fromtimestamp(_time.time())

    @classmethod
    def fromordinal(cls, n):
        """The date of ordinal n (1 is 0001-01-01)."""
        n = _check_int_field(n)
        if not 1 <= n <= _MAXORDINAL:
            raise ValueError("ordinal must be >= 1")
        y, m, d = _ord2ymd(n)
        return cls(y, m, d)

    @classmethod
    def fromisoformat(cls, date_string):
        """The date of an ISO 8601 string (YYYY-MM-DD, YYYYMMDD,
        YYYY-Www-D...)."""
        if not isinstance(date_string, str):
            raise TypeError("fromisoformat: argument must be str")
        if len(date_string) not in (7, 8, 10):
            raise ValueError("Invalid isoformat string: %r" % (date_string,))
        try:
            return cls(*_parse_isoformat_date(date_string))
        except Exception:
            raise ValueError("Invalid isoformat string: %r" % (date_string,)) from None

    @classmethod
    def fromisocalendar(cls, year, week, day):
        """The date of an ISO year, week and weekday."""
        return cls(*_isoweek_to_gregorian(year, week, day))

    def __repr__(self):
        return "%s.%s(%d, %d, %d)" % (self.__class__.__module__, self.__class__.__qualname__,
                                      self._year, self._month, self._day)

    def ctime(self):
        """The date as time.ctime writes it (the time 00:00:00)."""
        weekday = self.toordinal() % 7 or 7
        return "%s %s %2d 00:00:00 %04d" % (_DAYNAMES[weekday], _MONTHNAMES[self._month],
                                             self._day, self._year)

    def strftime(self, fmt):
        """The date in the format of time.strftime (and %f, %z, %Z)."""
        return _wrap_strftime(self, fmt, self.timetuple())

    def __format__(self, fmt):
        if not isinstance(fmt, str):
            raise TypeError("must be str, not %s" % type(fmt).__name__)
        if len(fmt) != 0:
            return self.strftime(fmt)
        return str(self)

    def isoformat(self):
        """YYYY-MM-DD."""
        return "%04d-%02d-%02d" % (self._year, self._month, self._day)

    __str__ = isoformat

    @property
    def year(self):
        """The year, 1 to 9999."""
        return self._year

    @property
    def month(self):
        """The month, 1 to 12."""
        return self._month

    @property
    def day(self):
        """The day, 1 to 31."""
        return self._day

    def timetuple(self):
        """The date as a time.struct_time."""
        return _build_struct_time(self._year, self._month, self._day, 0, 0, 0, -1)

    def toordinal(self):
        """The date's ordinal: 0001-01-01 is 1."""
        return _ymd2ord(self._year, self._month, self._day)

    def replace(self, year=None, month=None, day=None):
        """The date with some of its fields replaced."""
        if year is None:
            year = self._year
        if month is None:
            month = self._month
        if day is None:
            day = self._day
        return type(self)(year, month, day)

    def __eq__(self, other):
        if isinstance(other, date) and not isinstance(other, datetime):
            return self._cmp(other) == 0
        return NotImplemented

    def __le__(self, other):
        if isinstance(other, date) and not isinstance(other, datetime):
            return self._cmp(other) <= 0
        return NotImplemented

    def __lt__(self, other):
        if isinstance(other, date) and not isinstance(other, datetime):
            return self._cmp(other) < 0
        return NotImplemented

    def __ge__(self, other):
        if isinstance(other, date) and not isinstance(other, datetime):
            return self._cmp(other) >= 0
        return NotImplemented

    def __gt__(self, other):
        if isinstance(other, date) and not isinstance(other, datetime):
            return self._cmp(other) > 0
        return NotImplemented

    def _cmp(self, other):
        a = (self._year, self._month, self._day)
        b = (other._year, other._month, other._day)
        return 0 if a == b else 1 if a > b else -1

    def __hash__(self):
        if self._hashcode == -1:
            self._hashcode = hash((self._year, self._month, self._day))
        return self._hashcode

    def __add__(self, other):
        if isinstance(other, timedelta):
            o = self.toordinal() + other.days
            if 0 < o <= _MAXORDINAL:
                return type(self).fromordinal(o)
            raise OverflowError("result out of range")
        return NotImplemented

    __radd__ = __add__

    def __sub__(self, other):
        if isinstance(other, timedelta):
            return self + timedelta(-other.days)
        if isinstance(other, date):
            return timedelta(self.toordinal() - other.toordinal())
        return NotImplemented

    def weekday(self):
        """The day of the week: Monday is 0, Sunday 6."""
        return (self.toordinal() + 6) % 7

    def isoweekday(self):
        """The day of the week: Monday is 1, Sunday 7."""
        return self.toordinal() % 7 or 7

    def isocalendar(self):
        """The ISO year, week (from 1) and weekday (Monday is 1)."""
        year = self._year
        week1monday = _isoweek1monday(year)
        today = _ymd2ord(self._year, self._month, self._day)
        week, day = divmod(today - week1monday, 7)
        if week < 0:
            year -= 1
            week1monday = _isoweek1monday(year)
            week, day = divmod(today - week1monday, 7)
        elif week >= 52:
            if today >= _isoweek1monday(year + 1):
                year += 1
                week = 0
        return _IsoCalendarDate(year, week + 1, day + 1)

    def __reduce__(self):
        return (self.__class__, (self._year, self._month, self._day))


date.min = date(1, 1, 1)
date.max = date(9999, 12, 31)
date.resolution = timedelta(days=1)


class _IsoCalendarDate(tuple):
    def __new__(cls, year, week, weekday):
        return super().__new__(cls, (year, week, weekday))

    @property
    def year(self):
        return self[0]

    @property
    def week(self):
        return self[1]

    @property
    def weekday(self):
        return self[2]

    def __reduce__(self):
        return (tuple, (tuple(self),))

    def __repr__(self):
        return "%s(year=%d, week=%d, weekday=%d)" % ("datetime.IsoCalendarDate", *self)


_IsoCalendarDate.__name__ = "IsoCalendarDate"


def _isoweek1monday(year):
    # the ordinal of the Monday of the week with the year's first Thursday
    THURSDAY = 3
    firstday = _ymd2ord(year, 1, 1)
    firstweekday = (firstday + 6) % 7
    week1monday = firstday - firstweekday
    if firstweekday > THURSDAY:
        week1monday += 7
    return week1monday


def _isoweek_to_gregorian(year, week, day):
    if not MINYEAR <= year <= MAXYEAR:
        raise ValueError("Year is out of range: %d" % year)
    if not 0 < week < 53:
        out_of_range = True
        if week == 53:
            # a year has 53 weeks when it begins on a Thursday, or on a
            # Wednesday in a leap year
            first_weekday = _ymd2ord(year, 1, 1) % 7
            if first_weekday == 4 or (first_weekday == 3 and _is_leap(year)):
                out_of_range = False
        if out_of_range:
            raise ValueError("Invalid week: %d" % week)
    if not 0 < day < 8:
        raise ValueError("Invalid weekday: %d (range is [1, 7])" % day)
    day_offset = (week - 1) * 7 + (day - 1)
    day_1 = _isoweek1monday(year)
    ord_day = day_1 + day_offset
    return _ord2ymd(ord_day)


def _parse_isoformat_date(dtstr):
    # YYYY-MM-DD, YYYYMMDD, YYYY-Www, YYYYWww, YYYY-Www-D, YYYYWwwD
    year = int(dtstr[0:4])
    if not dtstr[0:4].isdigit():
        raise ValueError("Invalid date")
    has_sep = dtstr[4] == "-"
    pos = 4 + has_sep
    if dtstr[pos:pos + 1] == "W":
        pos += 1
        weekno = int(dtstr[pos:pos + 2])
        pos += 2
        dayno = 1
        if len(dtstr) > pos:
            if (dtstr[pos:pos + 1] == "-") != has_sep:
                raise ValueError("Inconsistent use of dash separator")
            pos += has_sep
            dayno = int(dtstr[pos:pos + 1])
        return list(_isoweek_to_gregorian(year, weekno, dayno))
    month = int(dtstr[pos:pos + 2])
    pos += 2
    if (dtstr[pos:pos + 1] == "-") != has_sep:
        raise ValueError("Inconsistent use of dash separator")
    pos += has_sep
    day = int(dtstr[pos:pos + 2])
    if not (dtstr[pos - 2 - has_sep:pos - has_sep].isdigit() and dtstr[pos:pos + 2].isdigit()):
        raise ValueError("Invalid date")
    return [year, month, day]


_FRACTION_CORRECTION = [100000, 10000, 1000, 100, 10]


def _parse_hh_mm_ss_ff(tstr):
    # HH[:MM[:SS[.fff[fff]]]] or HH[MM[SS[.fff[fff]]]]
    len_str = len(tstr)
    time_comps = [0, 0, 0, 0]
    pos = 0
    has_sep = None
    for comp in range(0, 3):
        if (len_str - pos) < 2:
            raise ValueError("Incomplete time component")
        if not tstr[pos:pos + 2].isdigit():
            raise ValueError("Invalid time component")
        time_comps[comp] = int(tstr[pos:pos + 2])
        pos += 2
        next_char = tstr[pos:pos + 1]
        if comp == 0:
            has_sep = next_char == ":"
        if not next_char or comp >= 2:
            break
        if has_sep and next_char != ":":
            raise ValueError("Invalid time separator: %c" % next_char)
        pos += has_sep
    if pos < len_str:
        if tstr[pos] not in ".,":
            raise ValueError("Invalid microsecond component")
        pos += 1
        len_remainder = len_str - pos
        to_parse = min(len_remainder, 6)
        digits = tstr[pos:pos + to_parse]
        if not digits.isdigit() or not tstr[pos:].isdigit():
            raise ValueError("Non-digit values in fraction")
        time_comps[3] = int(digits)
        if to_parse < 6:
            time_comps[3] *= _FRACTION_CORRECTION[to_parse - 1]
    return time_comps


def _parse_isoformat_time(tstr):
    # a time and its offset: Z, +HH, +HH:MM, +HH:MM:SS[.ffffff]
    len_str = len(tstr)
    if len_str < 2:
        raise ValueError("Isoformat time too short")
    tz_pos = (tstr.find("-") + 1 or tstr.find("+") + 1 or tstr.find("Z") + 1)
    timestr = tstr[:tz_pos - 1] if tz_pos > 0 else tstr
    time_comps = _parse_hh_mm_ss_ff(timestr)
    tzi = None
    if tz_pos == len_str and tstr[-1] == "Z":
        tzi = timezone.utc
    elif tz_pos > 0:
        tzstr = tstr[tz_pos:]
        if len(tzstr) in (0, 1, 3):
            raise ValueError("Malformed time zone string")
        tz_comps = _parse_hh_mm_ss_ff(tzstr)
        if all(x == 0 for x in tz_comps):
            tzi = timezone.utc
        else:
            tzsign = -1 if tstr[tz_pos - 1] == "-" else 1
            td = timedelta(hours=tz_comps[0], minutes=tz_comps[1],
                           seconds=tz_comps[2], microseconds=tz_comps[3])
            tzi = timezone(tzsign * td)
    time_comps.append(tzi)
    return time_comps


def _build_struct_time(y, m, d, hh, mm, ss, dstflag):
    wday = (_ymd2ord(y, m, d) + 6) % 7
    dnum = _days_before_month(y, m) + d
    return _time.struct_time((y, m, d, hh, mm, ss, wday, dnum, dstflag))


class tzinfo:
    """The base of time zones: a subclass implements utcoffset, dst and
    tzname."""


    def tzname(self, dt):
        """The zone's name at dt."""
        raise NotImplementedError("tzinfo subclass must override tzname()")

    def utcoffset(self, dt):
        """dt's offset from UTC (east is positive)."""
        raise NotImplementedError("tzinfo subclass must override utcoffset()")

    def dst(self, dt):
        """dt's daylight saving adjustment."""
        raise NotImplementedError("tzinfo subclass must override dst()")

    def fromutc(self, dt):
        """dt, a time in UTC, in this zone."""
        if not isinstance(dt, datetime):
            raise TypeError("fromutc() requires a datetime argument")
        if dt.tzinfo is not self:
            raise ValueError("dt.tzinfo is not self")
        dtoff = dt.utcoffset()
        if dtoff is None:
            raise ValueError("fromutc() requires a non-None utcoffset() result")
        dtdst = dt.dst()
        if dtdst is None:
            raise ValueError("fromutc() requires a non-None dst() result")
        delta = dtoff - dtdst
        if delta:
            dt += delta
            dtdst = dt.dst()
            if dtdst is None:
                raise ValueError("fromutc(): dt.dst gave inconsistent results; cannot convert")
        return dt + dtdst

    def __reduce__(self):
        getinitargs = getattr(self, "__getinitargs__", None)
        args = getinitargs() if getinitargs else ()
        return (self.__class__, args, getattr(self, "__dict__", None) or None)


class time:
    """A time of day: hour, minute, second, microsecond, and an optional
    tzinfo."""


    def __new__(cls, hour=0, minute=0, second=0, microsecond=0, tzinfo=None, *, fold=0):
        hour, minute, second, microsecond, fold = _check_time_fields(
            hour, minute, second, microsecond, fold)
        _check_tzinfo_arg(tzinfo)
        self = object.__new__(cls)
        self._hour = hour
        self._minute = minute
        self._second = second
        self._microsecond = microsecond
        self._tzinfo = tzinfo
        self._hashcode = -1
        self._fold = fold
        return self

    @property
    def hour(self):
        """The hour, 0 to 23."""
        return self._hour

    @property
    def minute(self):
        """The minute, 0 to 59."""
        return self._minute

    @property
    def second(self):
        """The second, 0 to 59."""
        return self._second

    @property
    def microsecond(self):
        """The microsecond, 0 to 999999."""
        return self._microsecond

    @property
    def tzinfo(self):
        """The time zone, or None."""
        return self._tzinfo

    @property
    def fold(self):
        return self._fold

    def _check_comparable(self, other):
        if not isinstance(other, time):
            return False
        return True

    def _cmp(self, other, allow_mixed=False):
        mytz = self._tzinfo
        ottz = other._tzinfo
        myoff = otoff = None
        if mytz is ottz:
            base_compare = True
        else:
            myoff = self.utcoffset()
            otoff = other.utcoffset()
            base_compare = myoff == otoff
        if base_compare:
            a = (self._hour, self._minute, self._second, self._microsecond)
            b = (other._hour, other._minute, other._second, other._microsecond)
            return 0 if a == b else 1 if a > b else -1
        if myoff is None or otoff is None:
            if allow_mixed:
                return 2
            raise TypeError("can't compare offset-naive and offset-aware times")
        myhhmm = self._hour * 60 + self._minute - myoff // timedelta(minutes=1)
        othhmm = other._hour * 60 + other._minute - otoff // timedelta(minutes=1)
        a = (myhhmm, self._second, self._microsecond)
        b = (othhmm, other._second, other._microsecond)
        return 0 if a == b else 1 if a > b else -1

    def __eq__(self, other):
        if isinstance(other, time):
            return self._cmp(other, allow_mixed=True) == 0
        return NotImplemented

    def __le__(self, other):
        if isinstance(other, time):
            return self._cmp(other) <= 0
        return NotImplemented

    def __lt__(self, other):
        if isinstance(other, time):
            return self._cmp(other) < 0
        return NotImplemented

    def __ge__(self, other):
        if isinstance(other, time):
            return self._cmp(other) >= 0
        return NotImplemented

    def __gt__(self, other):
        if isinstance(other, time):
            return self._cmp(other) > 0
        return NotImplemented

    def __hash__(self):
        if self._hashcode == -1:
            t = self.replace(fold=0) if self._fold else self
            tzoff = t.utcoffset()
            if not tzoff:
                self._hashcode = hash((t._hour, t._minute, t._second, t._microsecond))
            else:
                h, m = divmod(timedelta(hours=self._hour, minutes=self._minute) - tzoff,
                              timedelta(hours=1))
                m //= timedelta(minutes=1)
                if 0 <= h < 24:
                    self._hashcode = hash(time(h, m, self._second, self._microsecond))
                else:
                    self._hashcode = hash((h, m, self._second, self._microsecond))
        return self._hashcode

    def _tzstr(self):
        return _format_offset(self.utcoffset())

    def __repr__(self):
        if self._microsecond != 0:
            s = ", %d, %d" % (self._second, self._microsecond)
        elif self._second != 0:
            s = ", %d" % self._second
        else:
            s = ""
        s = "%s.%s(%d, %d%s)" % (self.__class__.__module__, self.__class__.__qualname__,
                                 self._hour, self._minute, s)
        if self._tzinfo is not None:
            s = s[:-1] + ", tzinfo=%r" % self._tzinfo + ")"
        if self._fold:
            s = s[:-1] + ", fold=1)"
        return s

    def isoformat(self, timespec="auto"):
        """HH:MM:SS[.ffffff][+HH:MM]: timespec is hours, minutes, seconds,
        milliseconds, microseconds or auto."""
        s = _format_time(self._hour, self._minute, self._second, self._microsecond, timespec)
        tz = self._tzstr()
        if tz:
            s += tz
        return s

    __str__ = isoformat

    @classmethod
    def fromisoformat(cls, time_string):
        """The time of an ISO 8601 string."""
        if not isinstance(time_string, str):
            raise TypeError("fromisoformat: argument must be str")
        time_string = time_string.removeprefix("T")
        try:
            return cls(*_parse_isoformat_time(time_string))
        except Exception:
            raise ValueError("Invalid isoformat string: %r" % (time_string,)) from None

    def strftime(self, fmt):
        """The time in the format of time.strftime (the date 1900-01-01)."""
        timetuple = (1900, 1, 1, self._hour, self._minute, self._second, 0, 1, -1)
        return _wrap_strftime(self, fmt, timetuple)

    def __format__(self, fmt):
        if not isinstance(fmt, str):
            raise TypeError("must be str, not %s" % type(fmt).__name__)
        if len(fmt) != 0:
            return self.strftime(fmt)
        return str(self)

    def utcoffset(self):
        """The offset from UTC, or None."""
        if self._tzinfo is None:
            return None
        offset = self._tzinfo.utcoffset(None)
        _check_utc_offset("utcoffset", offset)
        return offset

    def tzname(self):
        """The zone's name, or None."""
        if self._tzinfo is None:
            return None
        name = self._tzinfo.tzname(None)
        if name is not None and not isinstance(name, str):
            raise TypeError("tzinfo.tzname() must return None or string, not '%s'" % type(name).__name__)
        return name

    def dst(self):
        """The daylight saving adjustment, or None."""
        if self._tzinfo is None:
            return None
        offset = self._tzinfo.dst(None)
        _check_utc_offset("dst", offset)
        return offset

    def replace(self, hour=None, minute=None, second=None, microsecond=None,
                tzinfo=True, *, fold=None):
        """The time with some of its fields replaced."""
        if hour is None:
            hour = self.hour
        if minute is None:
            minute = self.minute
        if second is None:
            second = self.second
        if microsecond is None:
            microsecond = self.microsecond
        if tzinfo is True:
            tzinfo = self.tzinfo
        if fold is None:
            fold = self._fold
        return type(self)(hour, minute, second, microsecond, tzinfo, fold=fold)

    def __reduce__(self):
        args = (self._hour, self._minute, self._second, self._microsecond)
        if self._tzinfo is not None:
            args += (self._tzinfo,)
        return (self.__class__, args)


time.min = time(0, 0, 0)
time.max = time(23, 59, 59, 999999)
time.resolution = timedelta(microseconds=1)


class datetime(date):
    """A date and a time of day, with an optional tzinfo."""


    def __new__(cls, year, month=None, day=None, hour=0, minute=0, second=0,
                microsecond=0, tzinfo=None, *, fold=0):
        year, month, day = _check_date_fields(year, month, day)
        hour, minute, second, microsecond, fold = _check_time_fields(
            hour, minute, second, microsecond, fold)
        _check_tzinfo_arg(tzinfo)
        self = object.__new__(cls)
        self._year = year
        self._month = month
        self._day = day
        self._hour = hour
        self._minute = minute
        self._second = second
        self._microsecond = microsecond
        self._tzinfo = tzinfo
        self._hashcode = -1
        self._fold = fold
        return self

    hour = time.hour
    minute = time.minute
    second = time.second
    microsecond = time.microsecond
    tzinfo = time.tzinfo
    fold = time.fold

    @classmethod
    def _fromtimestamp(cls, t, utc, tz):
        frac, t = _math.modf(t)
        us = round(frac * 1e6)
        if us >= 1000000:
            t += 1
            us -= 1000000
        elif us < 0:
            t -= 1
            us += 1000000
        converter = _time.gmtime if utc else _time.localtime
        y, m, d, hh, mm, ss, weekday, jday, dst = converter(t)
        ss = min(ss, 59)
        result = cls(y, m, d, hh, mm, ss, us, tz)
        if tz is not None:
            result = tz.fromutc(result)
        return result

    @classmethod
    def fromtimestamp(cls, t, tz=None):
        """The local date and time of the POSIX timestamp t (in tz, when
        given)."""
        _check_tzinfo_arg(tz)
        return cls._fromtimestamp(t, tz is not None, tz)

    @classmethod
    def utcfromtimestamp(cls, t):
        """The UTC date and time (naive) of the POSIX timestamp t."""
        return cls._fromtimestamp(t, True, None)

    @classmethod
    def now(cls, tz=None):
        """The current local date and time (in tz, when given)."""
        t = _time.time()
        return cls.fromtimestamp(t, tz)

    @classmethod
    def utcnow(cls):
        """The current UTC date and time (naive)."""
        t = _time.time()
        return cls.utcfromtimestamp(t)

    @classmethod
    def combine(cls, date, time, tzinfo=True):
        """The datetime of a date and a time."""
        if not isinstance(date, _date_class):
            raise TypeError("combine() argument 1 must be datetime.date, not %s" % type(date).__name__)
        if not isinstance(time, _time_class):
            raise TypeError("combine() argument 2 must be datetime.time, not %s" % type(time).__name__)
        if tzinfo is True:
            tzinfo = time.tzinfo
        return cls(date.year, date.month, date.day, time.hour, time.minute, time.second,
                   time.microsecond, tzinfo, fold=time.fold)

    @classmethod
    def fromisoformat(cls, date_string):
        """The datetime of an ISO 8601 string (a date, a separator, a
        time and an offset)."""
        if not isinstance(date_string, str):
            raise TypeError("fromisoformat: argument must be str")
        if len(date_string) < 7:
            raise ValueError("Invalid isoformat string: %r" % (date_string,))
        try:
            separator_location = _find_isoformat_datetime_separator(date_string)
            dstr = date_string[0:separator_location]
            tstr = date_string[(separator_location + 1):]
            date_components = _parse_isoformat_date(dstr)
        except ValueError:
            raise ValueError("Invalid isoformat string: %r" % (date_string,)) from None
        if tstr:
            try:
                time_components = _parse_isoformat_time(tstr)
            except ValueError:
                raise ValueError("Invalid isoformat string: %r" % (date_string,)) from None
        else:
            time_components = [0, 0, 0, 0, None]
        try:
            return cls(*(date_components + time_components))
        except ValueError:
            raise ValueError("Invalid isoformat string: %r" % (date_string,)) from None

    def timetuple(self):
        """The local time as a time.struct_time."""
        dst = self.dst()
        if dst is None:
            dst = -1
        elif dst:
            dst = 1
        else:
            dst = 0
        return _build_struct_time(self.year, self.month, self.day,
                                  self.hour, self.minute, self.second, dst)

    def _mktime(self):
        # the POSIX timestamp of this naive local time
        epoch = datetime(1970, 1, 1)
        max_fold_seconds = 24 * 3600
        t = (self - epoch) // timedelta(0, 1)

        def local(u):
            y, m, d, hh, mm, ss = _time.localtime(u)[:6]
            return (datetime(y, m, d, hh, mm, ss) - epoch) // timedelta(0, 1)

        a = local(t) - t
        u1 = t - a
        t1 = local(u1)
        if t1 == t:
            u2 = u1 + (-max_fold_seconds, max_fold_seconds)[self.fold]
            b = local(u2) - u2
            if a == b:
                return u1
        else:
            b = t1 - u1
        u2 = t - b
        t2 = local(u2)
        if t2 == t:
            return u2
        if t1 == t:
            return u1
        return (max, min)[self.fold](u1, u2)

    def timestamp(self):
        """The POSIX timestamp (a naive datetime is local time)."""
        if self._tzinfo is None:
            s = self._mktime()
            return s + self.microsecond / 1e6
        return (self - _EPOCH).total_seconds()

    def utctimetuple(self):
        """The UTC time as a time.struct_time."""
        offset = self.utcoffset()
        if offset:
            self -= offset
        y, m, d = self.year, self.month, self.day
        hh, mm, ss = self.hour, self.minute, self.second
        return _build_struct_time(y, m, d, hh, mm, ss, 0)

    def date(self):
        """The date part."""
        return date(self._year, self._month, self._day)

    def time(self):
        """The time part, without tzinfo."""
        return time(self.hour, self.minute, self.second, self.microsecond, fold=self.fold)

    def timetz(self):
        """The time part, with tzinfo."""
        return time(self.hour, self.minute, self.second, self.microsecond,
                    self._tzinfo, fold=self.fold)

    def replace(self, year=None, month=None, day=None, hour=None,
                minute=None, second=None, microsecond=None, tzinfo=True,
                *, fold=None):
        """The datetime with some of its fields replaced."""
        if year is None:
            year = self.year
        if month is None:
            month = self.month
        if day is None:
            day = self.day
        if hour is None:
            hour = self.hour
        if minute is None:
            minute = self.minute
        if second is None:
            second = self.second
        if microsecond is None:
            microsecond = self.microsecond
        if tzinfo is True:
            tzinfo = self.tzinfo
        if fold is None:
            fold = self.fold
        return type(self)(year, month, day, hour, minute, second,
                          microsecond, tzinfo, fold=fold)

    def _local_timezone(self):
        if self.tzinfo is None:
            ts = self._mktime()
        else:
            ts = (self - _EPOCH) // timedelta(seconds=1)
        localtm = _time.localtime(ts)
        local = datetime(*localtm[:6])
        gmtoff = localtm.tm_gmtoff
        zone = localtm.tm_zone
        return timezone(timedelta(seconds=gmtoff), zone)

    def astimezone(self, tz=None):
        """The same time in tz (the local time zone when None)."""
        if tz is None:
            tz = self._local_timezone()
        elif not isinstance(tz, tzinfo):
            raise TypeError("tz argument must be an instance of tzinfo")
        mytz = self.tzinfo
        if mytz is None:
            mytz = self._local_timezone()
            myoffset = mytz.utcoffset(self)
        else:
            myoffset = mytz.utcoffset(self)
            if myoffset is None:
                mytz = self.replace(tzinfo=None)._local_timezone()
                myoffset = mytz.utcoffset(self)
        if tz is mytz:
            return self
        utc = (self - myoffset).replace(tzinfo=tz)
        return tz.fromutc(utc)

    def ctime(self):
        """The date and time as time.ctime writes them."""
        weekday = self.toordinal() % 7 or 7
        return "%s %s %2d %02d:%02d:%02d %04d" % (
            _DAYNAMES[weekday], _MONTHNAMES[self._month], self._day,
            self._hour, self._minute, self._second, self._year)

    def isoformat(self, sep="T", timespec="auto"):
        """YYYY-MM-DDTHH:MM:SS[.ffffff][+HH:MM]: sep separates the date
        and the time; timespec is as time.isoformat's."""
        s = ("%04d-%02d-%02d%c" % (self._year, self._month, self._day, sep) +
             _format_time(self._hour, self._minute, self._second, self._microsecond, timespec))
        off = self.utcoffset()
        tz = _format_offset(off)
        if tz:
            s += tz
        return s

    def __repr__(self):
        L = [self._year, self._month, self._day, self._hour, self._minute, self._second, self._microsecond]
        if L[-1] == 0:
            del L[-1]
        if L[-1] == 0:
            del L[-1]
        s = "%s.%s(%s)" % (self.__class__.__module__, self.__class__.__qualname__, ", ".join(map(str, L)))
        if self._tzinfo is not None:
            s = s[:-1] + ", tzinfo=%r" % self._tzinfo + ")"
        if self._fold:
            s = s[:-1] + ", fold=1)"
        return s

    def __str__(self):
        return self.isoformat(sep=" ")

    @classmethod
    def strptime(cls, date_string, format):
        """The datetime that date_string writes in format (time.strptime's
        directives, %f and %z too)."""
        y, m, d, hh, mm, ss, us, gmtoff, zone = _time._strptime_parts(date_string, format)
        tz = None
        if gmtoff is not None:
            delta = timedelta(seconds=gmtoff)
            tz = timezone(delta, zone) if zone else timezone(delta)
        return cls(y, m, d, hh, mm, ss, us, tz)

    def utcoffset(self):
        """The offset from UTC, or None."""
        if self._tzinfo is None:
            return None
        offset = self._tzinfo.utcoffset(self)
        _check_utc_offset("utcoffset", offset)
        return offset

    def tzname(self):
        """The zone's name, or None."""
        if self._tzinfo is None:
            return None
        name = self._tzinfo.tzname(self)
        if name is not None and not isinstance(name, str):
            raise TypeError("tzinfo.tzname() must return None or string, not '%s'" % type(name).__name__)
        return name

    def dst(self):
        """The daylight saving adjustment, or None."""
        if self._tzinfo is None:
            return None
        offset = self._tzinfo.dst(self)
        _check_utc_offset("dst", offset)
        return offset

    def __eq__(self, other):
        if isinstance(other, datetime):
            return self._cmp(other, allow_mixed=True) == 0
        if not isinstance(other, date):
            return NotImplemented
        return False

    def __le__(self, other):
        if isinstance(other, datetime):
            return self._cmp(other) <= 0
        if not isinstance(other, date):
            return NotImplemented
        _cmperror(self, other)

    def __lt__(self, other):
        if isinstance(other, datetime):
            return self._cmp(other) < 0
        if not isinstance(other, date):
            return NotImplemented
        _cmperror(self, other)

    def __ge__(self, other):
        if isinstance(other, datetime):
            return self._cmp(other) >= 0
        if not isinstance(other, date):
            return NotImplemented
        _cmperror(self, other)

    def __gt__(self, other):
        if isinstance(other, datetime):
            return self._cmp(other) > 0
        if not isinstance(other, date):
            return NotImplemented
        _cmperror(self, other)

    def _cmp(self, other, allow_mixed=False):
        mytz = self._tzinfo
        ottz = other._tzinfo
        myoff = otoff = None
        if mytz is ottz:
            base_compare = True
        else:
            myoff = self.utcoffset()
            otoff = other.utcoffset()
            if allow_mixed:
                if myoff != self.replace(fold=not self.fold).utcoffset():
                    return 2
                if otoff != other.replace(fold=not other.fold).utcoffset():
                    return 2
            base_compare = myoff == otoff
        if base_compare:
            a = (self._year, self._month, self._day, self._hour, self._minute, self._second, self._microsecond)
            b = (other._year, other._month, other._day, other._hour, other._minute, other._second, other._microsecond)
            return 0 if a == b else 1 if a > b else -1
        if myoff is None or otoff is None:
            if allow_mixed:
                return 2
            raise TypeError("can't compare offset-naive and offset-aware datetimes")
        diff = self - other
        if diff.days < 0:
            return -1
        return diff and 1 or 0

    def __add__(self, other):
        if not isinstance(other, timedelta):
            return NotImplemented
        days = _ymd2ord(self._year, self._month, self._day) + other._days
        secs = self._hour * 3600 + self._minute * 60 + self._second + other._seconds
        us = self._microsecond + other._microseconds
        if us >= 1000000:
            us -= 1000000
            secs += 1
        if secs >= 86400:
            secs -= 86400
            days += 1
        if 0 < days <= _MAXORDINAL:
            y, m, d = _ord2ymd(days)
            hour, rem = divmod(secs, 3600)
            minute, second = divmod(rem, 60)
            return _new_datetime(type(self), y, m, d, hour, minute, second, us, self._tzinfo, 0)
        raise OverflowError("date value out of range")

    __radd__ = __add__

    def __sub__(self, other):
        if not isinstance(other, datetime):
            if isinstance(other, timedelta):
                return self + -other
            return NotImplemented
        days1 = _ymd2ord(self._year, self._month, self._day)
        days2 = _ymd2ord(other._year, other._month, other._day)
        secs1 = self._second + self._minute * 60 + self._hour * 3600
        secs2 = other._second + other._minute * 60 + other._hour * 3600
        base = timedelta._from_microseconds(((days1 - days2) * 86400 + secs1 - secs2) * 1000000
                                            + self._microsecond - other._microsecond)
        if self._tzinfo is other._tzinfo:
            return base
        myoff = self.utcoffset()
        otoff = other.utcoffset()
        if myoff == otoff:
            return base
        if myoff is None or otoff is None:
            raise TypeError("can't subtract offset-naive and offset-aware datetimes")
        return base + otoff - myoff

    def __hash__(self):
        if self._hashcode == -1:
            t = self.replace(fold=0) if self.fold else self
            tzoff = t.utcoffset()
            if tzoff is None:
                self._hashcode = hash((t._year, t._month, t._day, t._hour, t._minute, t._second, t._microsecond))
            else:
                days = _ymd2ord(self.year, self.month, self.day)
                seconds = self.hour * 3600 + self.minute * 60 + self.second
                self._hashcode = hash(timedelta(days, seconds, self.microsecond) - tzoff)
        return self._hashcode

    def __reduce__(self):
        args = (self._year, self._month, self._day, self._hour, self._minute, self._second, self._microsecond)
        if self._tzinfo is not None:
            args += (self._tzinfo,)
        return (self.__class__, args)


def _new_datetime(cls, y, m, d, hh, mm, ss, us, tz, fold):
    # a datetime of fields known to be valid
    self = object.__new__(cls)
    self._year = y
    self._month = m
    self._day = d
    self._hour = hh
    self._minute = mm
    self._second = ss
    self._microsecond = us
    self._tzinfo = tz
    self._hashcode = -1
    self._fold = fold
    return self


datetime.min = datetime(1, 1, 1)
datetime.max = datetime(9999, 12, 31, 23, 59, 59, 999999)
datetime.resolution = timedelta(microseconds=1)

_date_class = date
_time_class = time


def _find_isoformat_datetime_separator(dtstr):
    # the date part is YYYY-MM-DD, YYYYMMDD, YYYY-Www-D...: the separator
    # follows it
    len_dtstr = len(dtstr)
    if len_dtstr == 7:
        return 7
    date_separator = "-"
    week_indicator = "W"
    if dtstr[4] == date_separator:
        if dtstr[5] == week_indicator:
            if len_dtstr < 8:
                raise ValueError("Invalid ISO string")
            if len_dtstr > 8 and dtstr[8] == date_separator:
                if len_dtstr == 9:
                    raise ValueError("Invalid ISO string")
                if len_dtstr > 10 and dtstr[10].isdigit():
                    return 8
                return 10
            return 8
        return 10
    if dtstr[4] == week_indicator:
        idx = 7
        while idx < len_dtstr:
            if not dtstr[idx].isdigit():
                break
            idx += 1
        if idx < 9:
            return idx
        if idx % 2 == 0:
            return 7
        return 8
    return 8


class timezone(tzinfo):
    """A fixed offset from UTC, with an optional name."""


    _Omitted = object()

    def __new__(cls, offset, name=_Omitted):
        if not isinstance(offset, timedelta):
            raise TypeError("timezone() argument 1 must be datetime.timedelta, not %s" % type(offset).__name__)
        if name is cls._Omitted:
            if not offset:
                return cls.utc
            name = None
        elif not isinstance(name, str):
            raise TypeError("timezone() argument 2 must be str, not %s" % type(name).__name__)
        if not cls._minoffset <= offset <= cls._maxoffset:
            raise ValueError("offset must be a timedelta strictly between -timedelta(hours=24) and "
                             "timedelta(hours=24), not %r." % (offset,))
        return cls._create(offset, name)

    @classmethod
    def _create(cls, offset, name=None):
        self = tzinfo.__new__(cls)
        self._offset = offset
        self._name = name
        return self

    def __getinitargs__(self):
        if self._name is None:
            return (self._offset,)
        return (self._offset, self._name)

    def __reduce__(self):
        return (self.__class__, self.__getinitargs__())

    def __eq__(self, other):
        if isinstance(other, timezone):
            return self._offset == other._offset
        return NotImplemented

    def __hash__(self):
        return hash(self._offset)

    def __repr__(self):
        if self is self.utc:
            return "datetime.timezone.utc"
        if self._name is None:
            return "%s.%s(%r)" % (self.__class__.__module__, self.__class__.__qualname__, self._offset)
        return "%s.%s(%r, %r)" % (self.__class__.__module__, self.__class__.__qualname__,
                                  self._offset, self._name)

    def __str__(self):
        return self.tzname(None)

    def utcoffset(self, dt):
        if isinstance(dt, datetime) or dt is None:
            return self._offset
        raise TypeError("utcoffset() argument must be a datetime instance or None")

    def tzname(self, dt):
        if isinstance(dt, datetime) or dt is None:
            if self._name is None:
                return self._name_from_offset(self._offset)
            return self._name
        raise TypeError("tzname() argument must be a datetime instance or None")

    def dst(self, dt):
        if isinstance(dt, datetime) or dt is None:
            return None
        raise TypeError("dst() argument must be a datetime instance or None")

    def fromutc(self, dt):
        if isinstance(dt, datetime):
            if dt.tzinfo is not self:
                raise ValueError("fromutc: dt.tzinfo is not self")
            return dt + self._offset
        raise TypeError("fromutc() argument must be a datetime instance or None")

    _maxoffset = timedelta(hours=24, microseconds=-1)
    _minoffset = -_maxoffset

    @staticmethod
    def _name_from_offset(delta):
        if not delta:
            return "UTC"
        if delta < timedelta(0):
            sign = "-"
            delta = -delta
        else:
            sign = "+"
        hours, rest = divmod(delta, timedelta(hours=1))
        minutes, rest = divmod(rest, timedelta(minutes=1))
        seconds = rest.seconds
        microseconds = rest.microseconds
        if microseconds:
            return "UTC%s%02d:%02d:%02d.%06d" % (sign, hours, minutes, seconds, microseconds)
        if seconds:
            return "UTC%s%02d:%02d:%02d" % (sign, hours, minutes, seconds)
        return "UTC%s%02d:%02d" % (sign, hours, minutes)


UTC = timezone.utc = timezone._create(timedelta(0))
timezone.min = timezone._create(-timedelta(hours=23, minutes=59))
timezone.max = timezone._create(timedelta(hours=23, minutes=59))
_EPOCH = datetime(1970, 1, 1, tzinfo=timezone.utc)
