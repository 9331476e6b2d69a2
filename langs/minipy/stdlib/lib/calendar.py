"""Calendars as CPython's calendar module prints and computes them (in
the C locale's English names): isleap, leapdays, weekday, monthrange,
monthcalendar, timegm, the Calendar iterators, TextCalendar's month and
year layouts (month, calendar, prmonth, prcal) and the day and month
names. HTMLCalendar and the locale calendars are not provided."""

import datetime
import sys

__all__ = ["IllegalMonthError", "IllegalWeekdayError", "setfirstweekday", "firstweekday",
           "isleap", "leapdays", "weekday", "monthrange", "monthcalendar", "prmonth",
           "month", "prcal", "calendar", "timegm", "month_name", "month_abbr", "day_name",
           "day_abbr", "Calendar", "TextCalendar", "weekheader", "MONDAY", "TUESDAY",
           "WEDNESDAY", "THURSDAY", "FRIDAY", "SATURDAY", "SUNDAY"]

error = ValueError


class IllegalMonthError(ValueError):
    def __init__(self, month):
        self.month = month

    def __str__(self):
        return "bad month number %r; must be 1-12" % self.month


class IllegalWeekdayError(ValueError):
    def __init__(self, weekday):
        self.weekday = weekday

    def __str__(self):
        return "bad weekday number %r; must be 0 (Monday) to 6 (Sunday)" % self.weekday


January = 1
February = 2
MONDAY, TUESDAY, WEDNESDAY, THURSDAY, FRIDAY, SATURDAY, SUNDAY = range(7)

# days per month, January first (index 0 unused)
mdays = [0, 31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]

day_name = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
day_abbr = [d[:3] for d in day_name]
month_name = ["", "January", "February", "March", "April", "May", "June", "July", "August",
              "September", "October", "November", "December"]
month_abbr = [m[:3] for m in month_name]


def isleap(year):
    return year % 4 == 0 and (year % 100 != 0 or year % 400 == 0)


def leapdays(y1, y2):
    y1 -= 1
    y2 -= 1
    return (y2 // 4 - y1 // 4) - (y2 // 100 - y1 // 100) + (y2 // 400 - y1 // 400)


def weekday(year, month, day):
    if not datetime.MINYEAR <= year <= datetime.MAXYEAR:
        year = 2000 + year % 400
    return datetime.date(year, month, day).weekday()


def monthrange(year, month):
    if not 1 <= month <= 12:
        raise IllegalMonthError(month)
    return weekday(year, month, 1), mdays[month] + (month == February and isleap(year))


def _prevmonth(year, month):
    return (year - 1, 12) if month == 1 else (year, month - 1)


def _nextmonth(year, month):
    return (year + 1, 1) if month == 12 else (year, month + 1)


class Calendar:
    def __init__(self, firstweekday=0):
        self.firstweekday = firstweekday

    def getfirstweekday(self):
        return self._firstweekday % 7

    def setfirstweekday(self, firstweekday):
        self._firstweekday = firstweekday

    firstweekday = property(getfirstweekday, setfirstweekday)

    def iterweekdays(self):
        for i in range(self.firstweekday, self.firstweekday + 7):
            yield i % 7

    def itermonthdays(self, year, month):
        day1, ndays = monthrange(year, month)
        before = (day1 - self.firstweekday) % 7
        yield from [0] * before
        yield from range(1, ndays + 1)
        after = (self.firstweekday - day1 - ndays) % 7
        yield from [0] * after

    def itermonthdays2(self, year, month):
        for i, d in enumerate(self.itermonthdays(year, month), self.firstweekday):
            yield d, i % 7

    def itermonthdays3(self, year, month):
        day1, ndays = monthrange(year, month)
        before = (day1 - self.firstweekday) % 7
        after = (self.firstweekday - day1 - ndays) % 7
        y, m = _prevmonth(year, month)
        end = monthrange(y, m)[1] + 1
        for d in range(end - before, end):
            yield y, m, d
        for d in range(1, ndays + 1):
            yield year, month, d
        y, m = _nextmonth(year, month)
        for d in range(1, after + 1):
            yield y, m, d

    def itermonthdays4(self, year, month):
        for i, (y, m, d) in enumerate(self.itermonthdays3(year, month)):
            yield y, m, d, (self.firstweekday + i) % 7

    def itermonthdates(self, year, month):
        for y, m, d in self.itermonthdays3(year, month):
            yield datetime.date(y, m, d)

    @staticmethod
    def _weeks(days):
        return [days[i:i + 7] for i in range(0, len(days), 7)]

    def monthdatescalendar(self, year, month):
        return self._weeks(list(self.itermonthdates(year, month)))

    def monthdays2calendar(self, year, month):
        return self._weeks(list(self.itermonthdays2(year, month)))

    def monthdayscalendar(self, year, month):
        return self._weeks(list(self.itermonthdays(year, month)))

    def _year(self, per_month, year, width):
        months = [per_month(year, m) for m in range(January, January + 12)]
        return [months[i:i + width] for i in range(0, 12, width)]

    def yeardatescalendar(self, year, width=3):
        return self._year(self.monthdatescalendar, year, width)

    def yeardays2calendar(self, year, width=3):
        return self._year(self.monthdays2calendar, year, width)

    def yeardayscalendar(self, year, width=3):
        return self._year(self.monthdayscalendar, year, width)


class TextCalendar(Calendar):
    def prweek(self, theweek, width):
        print(self.formatweek(theweek, width), end="")

    def formatday(self, day, weekday, width):
        return ("" if day == 0 else "%2i" % day).center(width)

    def formatweek(self, theweek, width):
        return " ".join(self.formatday(d, wd, width) for (d, wd) in theweek)

    def formatweekday(self, day, width):
        names = day_name if width >= 9 else day_abbr
        return names[day][:width].center(width)

    def formatweekheader(self, width):
        return " ".join(self.formatweekday(i, width) for i in self.iterweekdays())

    def formatmonthname(self, theyear, themonth, width, withyear=True):
        s = month_name[themonth]
        if withyear:
            s = "%s %r" % (s, theyear)
        return s.center(width)

    def prmonth(self, theyear, themonth, w=0, l=0):
        print(self.formatmonth(theyear, themonth, w, l), end="")

    def formatmonth(self, theyear, themonth, w=0, l=0):
        w = max(2, w)
        l = max(1, l)
        out = [self.formatmonthname(theyear, themonth, 7 * (w + 1) - 1).rstrip(), "\n" * l,
               self.formatweekheader(w).rstrip(), "\n" * l]
        for week in self.monthdays2calendar(theyear, themonth):
            out.append(self.formatweek(week, w).rstrip())
            out.append("\n" * l)
        return "".join(out)

    def formatyear(self, theyear, w=2, l=1, c=6, m=3):
        w = max(2, w)
        l = max(1, l)
        c = max(2, c)
        colwidth = (w + 1) * 7 - 1
        out = [repr(theyear).center(colwidth * m + c * (m - 1)).rstrip(), "\n" * l]
        header = self.formatweekheader(w)
        for i, row in enumerate(self.yeardays2calendar(theyear, m)):
            months = range(m * i + 1, min(m * (i + 1) + 1, 13))
            out.append("\n" * l)
            names = (self.formatmonthname(theyear, k, colwidth, False) for k in months)
            out.append(formatstring(names, colwidth, c).rstrip())
            out.append("\n" * l)
            out.append(formatstring((header for k in months), colwidth, c).rstrip())
            out.append("\n" * l)
            for j in range(max(len(cal) for cal in row)):
                weeks = [self.formatweek(cal[j], w) if j < len(cal) else "" for cal in row]
                out.append(formatstring(weeks, colwidth, c).rstrip())
                out.append("\n" * l)
        return "".join(out)

    def pryear(self, theyear, w=0, l=0, c=6, m=3):
        print(self.formatyear(theyear, w, l, c, m), end="")


_colwidth = 7 * 3 - 1
_spacing = 6


def format(cols, colwidth=_colwidth, spacing=_spacing):
    print(formatstring(cols, colwidth, spacing))


def formatstring(cols, colwidth=_colwidth, spacing=_spacing):
    return (spacing * " ").join(c.center(colwidth) for c in cols)


c = TextCalendar()


def firstweekday():
    return c.getfirstweekday()


def setfirstweekday(firstweekday):
    if not MONDAY <= firstweekday <= SUNDAY:
        raise IllegalWeekdayError(firstweekday)
    c.firstweekday = firstweekday


# the module's functions are the methods of one TextCalendar, with
# their keyword names
monthcalendar = c.monthdayscalendar
prweek = c.prweek
week = c.formatweek
weekheader = c.formatweekheader
prmonth = c.prmonth
month = c.formatmonth
calendar = c.formatyear
prcal = c.pryear


EPOCH = 1970
_EPOCH_ORD = datetime.date(EPOCH, 1, 1).toordinal()


def timegm(tuple):
    year, month, day, hour, minute, second = tuple[:6]
    days = datetime.date(year, month, 1).toordinal() - _EPOCH_ORD + day - 1
    return ((days * 24 + hour) * 60 + minute) * 60 + second
