# datetime's corners: the calendar over four centuries, ISO weeks, float
# rounding of timedelta's arguments, ISO text in, strftime's directives
from datetime import date, datetime, time, timedelta, timezone
import datetime as dt

n = date(1600, 1, 1).toordinal()
seen = 0
while n < date(2001, 3, 2).toordinal():
    d = date.fromordinal(n)
    assert d.toordinal() == n
    y, w, wd = d.isocalendar()
    assert date.fromisocalendar(y, w, wd) == d, d
    seen += 1
    n += 13
print(seen, date.fromordinal(1), date.fromordinal(3652059), date(1, 1, 1).weekday(), date(9999, 12, 31).isocalendar())
for y in (1900, 2000, 2004, 2100, 2020, 2026, 1):
    print(y, date(y, 12, 28).isocalendar().week, date(y, 1, 1).isocalendar(), date(y, 3, 1) - date(y, 2, 1))
for args in [dict(microseconds=0.5), dict(microseconds=1.5), dict(microseconds=2.5), dict(seconds=1, microseconds=0.5),
             dict(days=-0.5), dict(hours=1e-9), dict(milliseconds=-1.0000005), dict(weeks=1.25, days=-3, seconds=0.4, microseconds=0.6),
             dict(minutes=-0.3), dict(days=999999999, hours=23.99999999)]:
    print(args, repr(timedelta(**args)))
for bad in [dict(days=float("nan")), dict(seconds=float("inf")), dict(days=1e9), dict(weeks=[1])]:
    try: timedelta(**bad)
    except Exception as e: print(type(e).__name__, e)
td = timedelta(days=3, seconds=5, microseconds=7)
print(td * 0.3, td / 7, td / 0.7, td // 4, -td // 4, td % timedelta(hours=5), timedelta(microseconds=5) / 2, timedelta(microseconds=7) / 2, str(-td), repr(-td))
for s in ['2011-11-04T00:05:23.2834567', '2011-11-04T00:05:23,25', '2011-11-04T00', '2011-11-04T0005', '2011-11-04T00:05:23+01',
          '2011-11-04T00:05:23-0130', '2011-11-04T00:05:23+01:30:15.5', '2011-W05-3T10', '2011W053 10:00', '2011W05',
          '2011-11-04 00:05:23.', '2011-11-04T24:00', '2011-11-04T00:5', '2011-11-04T00:05:23+24:00', '2011-11-04T000523.5',
          '2011-11-04x10:11', '2011-11-04T', '', '2011-11-04T10:11:12Z0']:
    try: print(repr(s), repr(datetime.fromisoformat(s)))
    except Exception as e: print(repr(s), type(e).__name__, e)
for s in ['10:11', '1011', '10', '10:11:12.5+05:00', '10:11Z', 'T10:11', '10:1', '10:11:12.', '10:11:12-00:00']:
    try: print(repr(s), repr(time.fromisoformat(s)))
    except Exception as e: print(repr(s), type(e).__name__, e)
for s in ['2021-W53-1', '2020-W53-7', '2021W011', '20210101', '2021-01', '2021-02-30', ' 2021-01-01', 5]:
    try: print(repr(s), repr(date.fromisoformat(s)))
    except Exception as e: print(repr(s), type(e).__name__, e)
x = datetime(2023, 7, 9, 15, 4, 5, 60, tzinfo=timezone(timedelta(hours=-3, seconds=-30), "ZZ"))
print(x.strftime("%a %A %b %B %c %d %e %f %H %I %j %m %M %p %S %U %w %W %x %X %y %Y %z %Z %% %G %V %u %D %T %R %h %C %F"))
print(x.strftime("100%"), x.strftime(""), x.strftime("%Q"), time(0, 1).strftime("%H %I %p %Y %j %z|"), date(2020, 1, 1).strftime("%H %f %z %Z|"))
try: x.strftime(5)
except TypeError as e: print(e)
try: format(x, 5)
except TypeError as e: print(e)
print(format(date(2020, 5, 6), ""), format(time(1, 2), "%M"), "{:%d.%m.%Y}".format(x))
class D(date): pass
class T(datetime): pass
class Delta(timedelta): pass
print(repr(D(2020, 1, 2)), repr(T(2020, 1, 2, 3)), repr(Delta(1)), type(D(2020, 1, 1) + timedelta(1)).__name__, type(T(2020, 1, 1) + timedelta(1)).__name__, type(Delta(1) + Delta(2)).__name__)
print(repr(time(1, 2, 0, 5)), repr(time(0, 0, 3, fold=1)), repr(datetime(2020, 1, 1, 0, 0, 0, 7)), repr(datetime(2020, 1, 1, fold=1)))
for args in [(2020, 1, 1, 24), (2020, 1, 1, 0, 60), (2020, 1, 1, 0, 0, 60), (2020, 1, 1, 0, 0, 0, 10**6), ("2020", 1, 1), (10000, 1, 1)]:
    try: datetime(*args)
    except Exception as e: print(type(e).__name__, e)
try: datetime(2020, 1, 1, fold=2)
except ValueError as e: print(e)
try: datetime(2020, 1, 1, tzinfo=5)
except TypeError as e: print(e)
for f in [lambda: date.max + timedelta(1), lambda: date.min - timedelta(1), lambda: datetime.max + timedelta(microseconds=1), lambda: date.fromordinal(0), lambda: date.fromisocalendar(2021, 53, 1), lambda: date.fromisocalendar(2021, 1, 8), lambda: date.fromisocalendar(0, 1, 1)]:
    try: print(f())
    except Exception as e: print(type(e).__name__, e)
a = datetime(2020, 3, 1, 12, tzinfo=timezone.utc)
b = datetime(2020, 3, 1, 14, tzinfo=timezone(timedelta(hours=2)))
print(a == b, hash(a) == hash(b), a - b, b.astimezone(timezone.utc), len({a, b}), a.utctimetuple()[:6], b.utctimetuple()[:6], b.timetz(), b.time(), b.date())
t1, t2 = time(12, tzinfo=timezone.utc), time(14, tzinfo=timezone(timedelta(hours=2)))
print(t1 == t2, hash(t1) == hash(t2), t1 < time(13, tzinfo=timezone.utc), time(1) == time(1, tzinfo=timezone.utc))
try: time(1) < time(1, tzinfo=timezone.utc)
except TypeError as e: print(e)
print(datetime.combine(date(2020, 1, 1), time(1, tzinfo=timezone.utc)), datetime.combine(date(2020, 1, 1), time(1), timezone.utc))
try: datetime.combine(1, time())
except TypeError as e: print(e)
print(timezone(timedelta(hours=5, minutes=30, seconds=15)), timezone(timedelta(microseconds=-1)), repr(timezone(timedelta(hours=3))), timezone.utc.tzname(None), timezone(timedelta(0), "Z").tzname(None))
for bad in [lambda: timezone(5), lambda: timezone(timedelta(1)), lambda: timezone(timedelta(0), 5), lambda: timezone.utc.utcoffset(5)]:
    try: bad()
    except Exception as e: print(type(e).__name__, e)
print(d.isoformat() if (d := date(5, 6, 7)) else "", datetime(5, 6, 7, 8).isoformat(), time(1, 2, 3, 456789).isoformat("milliseconds"), time(1).isoformat("hours"))
try: time(1).isoformat("days")
except ValueError as e: print(e)
print(timedelta(days=-1, seconds=1), timedelta(days=2, microseconds=1), timedelta(hours=-1, microseconds=1), timedelta.max - timedelta.max, timedelta(1).__reduce__())
print(sorted([time(3), time(1), time(2)]), min(timedelta(5), timedelta(-5)), abs(timedelta(-1, 5)), bool(timedelta()), bool(time()), date(2020, 1, 1) != date(2020, 1, 2))
for f in [lambda: timezone.utc.tzname(5), lambda: timezone.utc.dst(5), lambda: timezone.utc.fromutc(5), lambda: timezone.utc.fromutc(datetime(2020, 1, 1)), lambda: dt.tzinfo().fromutc(5), lambda: dt.tzinfo().utcoffset(None)]:
    try: f()
    except Exception as e: print(type(e).__name__, e)
import copy
print(copy.deepcopy(date(2020, 1, 2)), copy.copy(datetime(2020, 1, 2, 3, 4, tzinfo=timezone.utc)), copy.copy(time(5)), copy.copy(timezone(timedelta(hours=1), "A")))
class NoOff(dt.tzinfo):
    def utcoffset(self, d): return None
class NoDst(dt.tzinfo):
    def utcoffset(self, d): return timedelta(0)
    def dst(self, d): return None
for z in (NoOff(), NoDst()):
    try: z.fromutc(datetime(2020, 1, 1, tzinfo=z))
    except ValueError as e: print(e)
