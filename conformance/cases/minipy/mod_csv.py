# csv: the reader (quotes, doubled quotes, multi-line fields, escapes,
# dialects, strict errors, QUOTE_NONNUMERIC), the writer in each quoting
# mode, DictReader/DictWriter, the dialect registry, field_size_limit.
import csv, io
data = 'a,b,c\r\n1,"two, 2","th""ree"\r\n\r\n"multi\nline",x,\r\n  sp ,"q"z,end'
for row in csv.reader(io.StringIO(data, newline="")):
    print(row)
r = csv.reader(data.splitlines(), skipinitialspace=True)
print(list(r), r.line_num)
print(list(csv.reader(['1,"a",2.5'], quoting=csv.QUOTE_NONNUMERIC)))
print(list(csv.reader(['a\\,b,c'], escapechar='\\')), list(csv.reader(['a;b;"c;d"'], delimiter=';')))
print(list(csv.reader(['a\tb'], dialect='excel-tab')), list(csv.reader(['"unterminated'])))
for bad in (['a,"b"c'], ['x\0y']):
    try: print(list(csv.reader(bad, strict=True)))
    except csv.Error as e: print("Error", e)
try: print(list(csv.reader(['a\rb'])))
except csv.Error as e: print("Error", e)
out = io.StringIO()
w = csv.writer(out)
print(w.writerow(["a", "b,c", 'q"q', "new\nline", None, 3, 2.5, ""]))
w.writerow([""]); w.writerow([]); w.writerow(["", ""]); w.writerow(["  lead", "cr\r"])
w.writerows([[1, 2], [3, 4]])
print(repr(out.getvalue()))
for kw in ({"quoting": csv.QUOTE_ALL}, {"quoting": csv.QUOTE_NONNUMERIC}, {"quoting": csv.QUOTE_NONE, "escapechar": "\\"},
           {"doublequote": False, "escapechar": "\\"}, {"dialect": "unix"}, {"delimiter": "\t", "lineterminator": "\n"}):
    out = io.StringIO(); csv.writer(out, **kw).writerow(["a b", 'x"y', 1, 2.0, None, True, "c,d"]); print(kw, repr(out.getvalue()))
try: csv.writer(io.StringIO(), quoting=csv.QUOTE_NONE).writerow(["a,b"])
except csv.Error as e: print("Error", e)
f = io.StringIO("name,age\r\nann,3\r\nbob,4,extra\r\n\r\ncy\r\n")
dr = csv.DictReader(f, restkey="more", restval="?")
print(dr.fieldnames, [r for r in dr], dr.line_num)
out = io.StringIO()
dw = csv.DictWriter(out, fieldnames=["x", "y"])
dw.writeheader(); dw.writerow({"x": 1}); dw.writerows([{"x": 2, "y": 3}])
print(repr(out.getvalue()))
try: dw.writerow({"z": 1})
except ValueError as e: print("ValueError", e)
csv.register_dialect("pipes", delimiter="|", quoting=csv.QUOTE_ALL)
print(csv.list_dialects(), csv.get_dialect("pipes").delimiter)
out = io.StringIO(); csv.writer(out, "pipes").writerow([1, "a"]); print(repr(out.getvalue()))
class My(csv.excel): delimiter = ":"
print(list(csv.reader(["a:b"], My)), csv.reader([], My).dialect.delimiter)
csv.unregister_dialect("pipes")
try: csv.get_dialect("pipes")
except csv.Error as e: print("Error", e)
for bad in ({"delimiter": ",,"}, {"quotechar": 5}, {"quoting": 9}, {"nope": 1}):
    try: csv.reader([], **bad)
    except TypeError as e: print("TypeError", e)
print(csv.field_size_limit(), csv.field_size_limit(10), csv.field_size_limit())
try: list(csv.reader(["x" * 20]))
except csv.Error as e: print("Error", e)
csv.field_size_limit(131072)
import os
path = "/tmp/minipy_csv_case_%s.csv" % os.urandom(8).hex()
with open(path, "w", newline="") as f:
    csv.writer(f).writerows([["id", "text"], [1, "a\nb"], [2, 'say "hi"']])
with open(path, newline="") as f:
    print(list(csv.reader(f)))
os.remove(path)
