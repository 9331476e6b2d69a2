# calendar: month and year layouts (widths, spacing, first weekday), the
# iterators, monthrange/weekday/leapdays/timegm and the errors.
import calendar
print(calendar.month(2024, 2))
print(calendar.month(2023, 12, w=3, l=2))
print(calendar.calendar(2024))
print(calendar.calendar(1999, w=3, l=1, c=4, m=4)); print(calendar.TextCalendar(6).formatyear(1999, 3, 1, 4, 4))
calendar.prmonth(2000, 1)
print(calendar.isleap(1900), calendar.isleap(2000), calendar.leapdays(1900, 2024), calendar.weekday(2024, 7, 4), calendar.monthrange(2024, 2), calendar.monthrange(2023, 2))
print(calendar.monthcalendar(2024, 3), calendar.timegm((2024, 1, 2, 3, 4, 5)), calendar.day_name[0], calendar.month_abbr[12], list(calendar.day_abbr))
cal = calendar.Calendar(firstweekday=6)
print(list(cal.iterweekdays()), list(cal.itermonthdays2(2024, 2))[:9], list(cal.itermonthdays4(2024, 2))[:3], cal.monthdatescalendar(2024, 2)[0])
print(calendar.TextCalendar(6).formatmonth(2024, 9), calendar.weekheader(3), calendar.weekheader(9))
for bad in (lambda: calendar.monthrange(2024, 13), lambda: calendar.setfirstweekday(9)):
    try: bad()
    except ValueError as e: print(type(e).__name__, e)
calendar.setfirstweekday(calendar.SUNDAY); print(calendar.firstweekday()); print(calendar.month(2024, 6))
print(calendar.weekday(10000, 1, 1) if hasattr(calendar, "weekday") else None)
